// OAuthStrategy with adminCookieSession() against a loopback server: what the cookie calls send, how their
// answers end or keep the session, and that admin tokens never reach the token storage.
import {
  SAME_ORIGIN_HEADER as CONTRACT_HEADER,
  ADMIN_SESSION_REFRESH_PATH as CONTRACT_REFRESH_PATH,
  ADMIN_SESSION_PATH as CONTRACT_SESSION_PATH,
  type Tokens,
} from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { SessionChangeEvent, TokenStorage } from '../auth/types.js';
import { createClient } from '../client/create-client.js';
import { callApi } from '../http/call-api.js';
import { memoryTokenStorage } from '../storage/memory-token-storage.js';
import {
  type Answer,
  type RecordedRequest,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.js';
import {
  ADMIN_SESSION_PATH,
  ADMIN_SESSION_REFRESH_PATH,
  adminCookieSession,
  SAME_ORIGIN_HEADER,
} from './admin-cookie-session.js';
import { adminLogin } from './admin-login.js';
import { resumeAdminSession } from './resume-admin-session.js';

const NOW = Date.UTC(2026, 0, 1);
let nowMs = NOW;
let server: TestServer;
let answers: Record<string, (request: RecordedRequest) => Answer> = {};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  nowMs = NOW;
  server.requests.length = 0;
  answers = {};
  server.handle((request) => answers[`${request.method} ${request.url}`]?.(request) ?? { body: {} });
});

const visitor: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: NOW / 1000 + 3600 },
  refreshToken: { value: 'visitor-refresh', role: 'visitor' },
};
const sessionBody = (access: string) => ({ body: { access_token: access, expires_in: 600 } });

/** A storage that remembers everything written to it. */
function recordingStorage(initial?: Tokens) {
  const inner = memoryTokenStorage(initial);
  const written: Tokens[] = [];
  const storage: TokenStorage = {
    get: inner.get,
    set: (tokens) => {
      written.push(tokens);
      return inner.set(tokens);
    },
  };
  return { storage, written, get: () => inner.get() as Tokens | undefined };
}

function setup(initial?: Tokens, adminSession: 'cookie' | 'tokens' = 'cookie') {
  const store = recordingStorage(initial);
  const auth = OAuthStrategy({
    clientId: 'web',
    tokenStorage: store.storage,
    ...(adminSession === 'cookie' ? { adminSession: adminCookieSession() } : {}),
    now: () => nowMs,
  });
  const events: SessionChangeEvent[] = [];
  auth.onSessionChange((event) => events.push(event));
  return { auth, events, store, client: createClient({ host: server.origin, auth }) };
}

const sessionCalls = () => server.requests.filter((r) => r.url.startsWith(ADMIN_SESSION_PATH));

async function signIn(client: ReturnType<typeof setup>['client']) {
  answers['POST /cartwright/v1/admin/login'] = () => sessionBody('admin-1');
  return adminLogin(client, { email: 'owner@shop.example', password: 'secret words' });
}

describe('OAuthStrategy with adminCookieSession()', () => {
  it('uses the paths and header the contracts name', () => {
    expect([ADMIN_SESSION_PATH, ADMIN_SESSION_REFRESH_PATH, SAME_ORIGIN_HEADER]).toEqual([
      CONTRACT_SESSION_PATH,
      CONTRACT_REFRESH_PATH,
      CONTRACT_HEADER,
    ]);
  });

  it('asks adminLogin for a cookie session with the same-origin header, and keeps the admin tokens out of the storage', async () => {
    const { auth, client, store, events } = setup(visitor);
    const tokens = await signIn(client);
    const [login] = server.requests;
    expect(JSON.parse(login!.body)).toMatchObject({ session: 'cookie', clientId: 'web' });
    expect(login!.headers[SAME_ORIGIN_HEADER]).toBe('1');
    expect(tokens.refreshToken).toEqual({ value: '', role: 'admin' });
    expect(auth.getSession()).toEqual({ kind: 'admin' });
    expect(events.at(-1)).toEqual({ session: { kind: 'admin' }, reason: 'admin-login' });
    expect(store.written).toEqual([]);
    expect(store.get()).toEqual(visitor);
  });

  it('renews an expired admin access token from the cookie, never through the token endpoint', async () => {
    const { auth, client, store } = setup();
    await signIn(client);
    answers['POST /cartwright/v1/admin/session/refresh'] = () => sessionBody('admin-2');
    nowMs += 601 * 1000;
    await callApi(client, { method: 'POST', path: '/x' });
    const [renewal] = sessionCalls();
    expect(renewal).toMatchObject({ method: 'POST', url: ADMIN_SESSION_REFRESH_PATH, body: '' });
    expect(renewal!.headers[SAME_ORIGIN_HEADER]).toBe('1');
    expect(renewal!.headers.authorization).toBeUndefined();
    expect(server.requests.some((r) => r.url === '/oauth2/token')).toBe(false);
    expect(server.requests.at(-1)!.headers.authorization).toBe('admin-2');
    expect(auth.getSession()).toEqual({ kind: 'admin' });
    expect(store.written).toEqual([]);
  });

  it('ends the session with ADMIN_TOKENS_FAILED when the cookie is refused or gone, never becoming a visitor silently', async () => {
    // No cookie (204) is reported as an ended session (401).
    for (const answer of [
      { status: 401, body: {} },
      { status: 204, body: '' },
    ]) {
      const { auth, client, events } = setup();
      await signIn(client);
      answers['POST /cartwright/v1/admin/session/refresh'] = () => answer;
      nowMs += 601 * 1000;
      await expect(callApi(client, { method: 'POST', path: '/x' })).rejects.toMatchObject({
        code: 'ADMIN_TOKENS_FAILED',
        status: 401,
      });
      expect(auth.getSession()).toEqual({ kind: 'none' });
      expect(events.at(-1)).toEqual({ session: { kind: 'none' }, reason: 'refresh-failed' });
      nowMs = NOW;
    }
  });

  it('keeps the admin session when the renewal fails for a transient reason', async () => {
    const { auth, client } = setup();
    await signIn(client);
    answers['POST /cartwright/v1/admin/session/refresh'] = () => ({ status: 503, body: {} });
    nowMs += 601 * 1000;
    await expect(callApi(client, { method: 'POST', path: '/x' })).rejects.toMatchObject({
      code: 'ADMIN_TOKENS_FAILED',
      status: 503,
    });
    expect(auth.getSession()).toEqual({ kind: 'admin' });
  });

  it('resumes the session the cookie holds after a reload, or answers false when there is none', async () => {
    const { auth, client, events, store } = setup(visitor);
    answers['POST /cartwright/v1/admin/session/refresh'] = () => ({ status: 204, body: '' });
    expect(await resumeAdminSession(client)).toBe(false);
    expect(auth.getSession()).toEqual({ kind: 'visitor' });
    answers['POST /cartwright/v1/admin/session/refresh'] = () => ({ status: 401, body: {} });
    expect(await resumeAdminSession(client)).toBe(false);
    answers['POST /cartwright/v1/admin/session/refresh'] = () => sessionBody('admin-9');
    expect(await resumeAdminSession(client)).toBe(true);
    expect(auth.getSession()).toEqual({ kind: 'admin' });
    expect(auth.getTokens().accessToken).toEqual({ value: 'admin-9', expiresAt: NOW / 1000 + 600 });
    expect(events.at(-1)).toEqual({ session: { kind: 'admin' }, reason: 'admin-login' });
    // Already held: no second call, which would rotate the cookie for nothing.
    expect(await resumeAdminSession(client)).toBe(true);
    expect(sessionCalls()).toHaveLength(3);
    expect(store.written).toEqual([]);
    answers['POST /cartwright/v1/admin/session/refresh'] = () => ({ status: 500, body: {} });
    await expect(resumeAdminSession(setup().client)).rejects.toMatchObject({ status: 500 });
  });

  it('resumes although visitor tokens arrive meanwhile, but not over a sign-out made meanwhile', async () => {
    const { auth, client } = setup();
    answers['POST /cartwright/v1/admin/session/refresh'] = () => ({ ...sessionBody('admin-3'), delayMs: 30 });
    const resumed = resumeAdminSession(client);
    await auth.setTokens(visitor, 'visitor-tokens');
    expect(await resumed).toBe(true);
    expect(auth.getSession()).toEqual({ kind: 'admin' });

    const other = setup();
    const late = resumeAdminSession(other.client);
    await other.auth.logout();
    expect(await late).toBe(false);
    expect(other.auth.getSession()).toEqual({ kind: 'none' });
  });

  it('logout ends the session on the server too', async () => {
    const { auth, client, events } = setup();
    await signIn(client);
    answers['DELETE /cartwright/v1/admin/session'] = () => ({ status: 204, body: '' });
    await auth.logout();
    expect(sessionCalls()).toEqual([expect.objectContaining({ method: 'DELETE', url: ADMIN_SESSION_PATH })]);
    expect(sessionCalls()[0]!.headers[SAME_ORIGIN_HEADER]).toBe('1');
    expect(auth.getSession()).toEqual({ kind: 'none' });
    expect(events.at(-1)).toEqual({ session: { kind: 'none' }, reason: 'logout' });
  });

  it('still signs out locally when the server cannot be told, and says so', async () => {
    const { auth, client } = setup();
    await signIn(client);
    answers['DELETE /cartwright/v1/admin/session'] = () => ({ status: 403, body: {} });
    await expect(auth.logout()).rejects.toMatchObject({ code: 'TOKEN_REQUEST_FAILED', status: 403 });
    expect(auth.getSession()).toEqual({ kind: 'none' });
  });

  it('erases admin tokens an older version stored, at once for a synchronous storage', async () => {
    const old: Tokens = {
      accessToken: { value: 'old-access', expiresAt: NOW / 1000 + 3600 },
      refreshToken: { value: 'old-refresh', role: 'admin' },
    };
    const { auth, store } = setup(old);
    expect(auth.getSession()).toEqual({ kind: 'none' });
    await Promise.resolve();
    await Promise.resolve();
    expect(store.get()?.refreshToken).toEqual({ value: '', role: 'none' });
    expect(server.requests).toHaveLength(0);
  });

  it("keeps today's behaviour without it: both tokens stored, no cookie calls", async () => {
    const { auth, client, store } = setup(undefined, 'tokens');
    answers['POST /cartwright/v1/admin/login'] = () => ({
      body: { access_token: 'a', refresh_token: 'r', expires_in: 600 },
    });
    await adminLogin(client, { email: 'owner@shop.example', password: 'secret words' });
    expect(JSON.parse(server.requests[0]!.body)).not.toHaveProperty('session');
    expect(store.get()?.refreshToken).toEqual({ value: 'r', role: 'admin' });
    expect(await resumeAdminSession(client)).toBe(false);
    await auth.logout();
    expect(sessionCalls()).toHaveLength(0);
  });
});
