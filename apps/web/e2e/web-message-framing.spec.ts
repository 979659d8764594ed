// End to end: the authorize endpoint's web_message answer reaches only the store's own pages. Framed by a page
// of the store's origin it posts the code; framed by a page of another origin, Chromium refuses to show it
// (frame-ancestors) and that page receives nothing, although its frame URL carries a valid session token.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { freePort, type OwnStore, startOwnStore } from './support/own-store.js';

const AUTHENTICATION = '/_api/iam/authentication/v2';
let store: OwnStore;
let foreign: { origin: string; server: Server };
const email = `lovelace.${Date.now()}@example.com`;
const password = 'analytical-engine-1843';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${store.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A fresh single-use session token of the member, as a sign-in answers it. */
async function sessionToken(): Promise<string> {
  const login = await post<{ state: string; sessionToken: string }>(`${AUTHENTICATION}/login`, {
    loginId: { email },
    password,
  });
  expect(login.state).toBe('SUCCESS');
  return login.sessionToken;
}

/** The silent sign-in URL a client frames (wire.md §3.5), for the web app's client. */
async function silentAuthorizeUrl(state: string): Promise<string> {
  const { clientId } = (await (await fetch(`${store.origin}/cartwright/v1/web-config`)).json()) as {
    clientId: string;
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    clientId,
    responseType: 'code',
    responseMode: 'web_message',
    prompt: 'none',
    scope: 'offline_access',
    state,
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    codeChallengeMethod: 'S256',
    sessionToken: await sessionToken(),
  });
  return `${store.origin}/oauth2/authorize?${query}`;
}

/** Frames `url` in the page and keeps every message the page's window receives. */
async function frame(page: Page, url: string) {
  await page.evaluate((src) => {
    const seen: unknown[] = [];
    Object.assign(window, { framedMessages: seen });
    window.addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data }));
    const iframe = document.createElement('iframe');
    iframe.src = src;
    document.body.append(iframe);
  }, url);
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { framedMessages: unknown[] }).framedMessages);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('web-message-framing');
  const registered = await post<{ state: string; stateToken: string }>(`${AUTHENTICATION}/register`, {
    loginId: { email },
    password,
  });
  expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
  const code = await latestMail(store, email, 'verification-code', 'code');
  await post('/_api/iam/verification/v1/auth/verify', { code, stateToken: registered.stateToken });
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Another site</title><h1>Another site</h1>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: another origin than the store's.
  foreign = { origin: `http://localhost:${port}`, server };
});
test.afterAll(async () => {
  await new Promise((resolve) => foreign?.server.close(resolve));
  await store?.stop();
});

test('a page of the store framing the silent sign-in receives the code and its state', async ({ page }) => {
  await page.goto(`${store.origin}/`);
  await frame(page, await silentAuthorizeUrl('own-origin'));
  await expect
    .poll(() => received(page))
    .toEqual([
      {
        origin: store.origin,
        data: expect.objectContaining({ state: 'own-origin', code: expect.any(String) }),
      },
    ]);
});

test('a page of another origin framing the silent sign-in receives nothing', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${foreign.origin}/`);
  await frame(page, await silentAuthorizeUrl('foreign-origin'));
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  // Long enough for the store's page to have posted, had Chromium shown it.
  await page.waitForTimeout(2000);
  expect(await received(page)).toEqual([]);
});
