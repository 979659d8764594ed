// Registration, e-mail verification, password reset and the silent direct login through the platform's own
// @wix/sdk OAuthStrategy against the real store. The verification code comes from the store's e-mail
// outbox, as a shopper would read it in the mail. getMemberTokensForDirectLogin needs a browser's window and
// document: a happy-dom window stands in (only `window` and `document` are set, so the process's fetch stays
// the gateway router) and the test plays the browser's part for the hidden frame: it loads the frame's URL
// from the store and delivers the message the store's page posts, as the existing client sign-in test does.
import { randomUUID } from 'node:crypto';
import type { EmailOutboxResponse } from '@cartwright/contracts';
import { members } from '@wix/members';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformStore, REDIRECT_URI, startPlatformStore } from './platform-store.js';

const PASSWORD = 'correct horse battery staple';
/** The page the storefront runs on: an allowed origin of the store's OAuth client for these tests. */
const SHOP_ORIGIN = 'https://shop.example';
let store: PlatformStore;
const dom = new Window({ url: `${SHOP_ORIGIN}/`, settings: { disableIframePageLoading: true } });

beforeAll(async () => {
  store = await startPlatformStore();
  Object.assign(globalThis, { window: dom, document: dom.document });
});
afterAll(async () => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
  await dom.happyDOM.close();
  await store?.close();
});

const shopper = () =>
  createClient({ modules: { members }, auth: OAuthStrategy({ clientId: store.clientId }) });

/** The newest verification code e-mailed to the address, read as the owner reads the outbox. */
async function codeSentTo(email: string): Promise<string> {
  const res = await store.request(`/cartwright/v1/email-outbox?to=${encodeURIComponent(email)}`, {
    headers: { authorization: store.apiKey },
  });
  const { messages } = (await res.json()) as EmailOutboxResponse;
  const code = messages.find((m) => m.kind === 'verification-code')?.data.code;
  if (!code) throw new Error(`no code sent to ${email}`);
  return code;
}

/** Plays the browser for the hidden frame the client adds: loads its page and delivers what it posts. */
function answerFrames() {
  const observer = new dom.MutationObserver(async () => {
    const frame = dom.document.querySelector('iframe');
    if (!frame || frame.dataset.answered) return;
    frame.dataset.answered = '1';
    const src = new URL(frame.src);
    const html = await (await store.request(`${src.pathname}${src.search}`)).text();
    const message = JSON.parse(/var m=(\{.*?\});var o=/.exec(html)?.[1] ?? 'null');
    const origins = JSON.parse(/var o=(\[.*?\]);/.exec(html)?.[1] ?? '[]') as string[];
    // postMessage(m, target) reaches this window only when the target is its origin.
    if (origins.includes(SHOP_ORIGIN)) {
      dom.dispatchEvent(new dom.MessageEvent('message', { data: message, origin: src.origin }));
    }
  });
  observer.observe(dom.document.body, { childList: true });
  return observer;
}

describe('register and verify through OAuthStrategy', () => {
  it('register asks for the e-mailed code; a wrong code fails, the right one signs in; then the member logs in', async () => {
    const client = shopper();
    const email = `${randomUUID()}@shop.example`;
    const registered = await client.auth.register({
      email,
      password: PASSWORD,
      profile: { nickname: 'ada' },
    });
    expect(registered).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    });
    expect(store.sent.at(-1)).toMatchObject({
      path: '/_api/iam/authentication/v2/register',
      body: { loginId: { email }, password: PASSWORD, profile: { nickname: 'ada' } },
    });

    const code = await codeSentTo(email);
    // The platform client's processVerification does not catch: a wrong code rejects with the server's error.
    const wrong = await client.auth
      .processVerification({ verificationCode: code === '000000' ? '111111' : '000000' })
      .catch((e) => e);
    expect(wrong.details?.applicationError).toMatchObject({ code: 'BAD_CODE', data: { triesLeft: 4 } });
    const verified = await client.auth.processVerification({ verificationCode: code });
    expect(verified).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    expect(store.sent.at(-1)).toMatchObject({
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code, stateToken: (registered as { data: { stateToken: string } }).data.stateToken },
    });

    const again = await shopper().auth.login({ email, password: PASSWORD });
    expect(again).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('a second registration of the e-mail is emailAlreadyExists; a malformed e-mail is invalidEmail', async () => {
    const email = `${randomUUID()}@shop.example`;
    await shopper().auth.register({ email, password: PASSWORD });
    expect(await shopper().auth.register({ email, password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(await shopper().auth.register({ email: 'not an e-mail', password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
  });

  it('sendPasswordResetEmail sends the store’s recovery e-mail to a member', async () => {
    const client = shopper();
    const email = `${randomUUID()}@shop.example`;
    await client.auth.register({ email, password: PASSWORD });
    await client.auth.processVerification({ verificationCode: await codeSentTo(email) });
    await expect(client.auth.sendPasswordResetEmail(email, REDIRECT_URI)).resolves.toBeUndefined();
    expect(store.sent.at(-1)).toMatchObject({
      path: '/_api/iam/recovery/v1/send-email',
      body: { email, redirect: { url: REDIRECT_URI, clientId: store.clientId } },
    });
    // A redirect the store's client does not list is refused, naming the client's argument.
    const elsewhere = await client.auth
      .sendPasswordResetEmail(email, 'https://evil.example/')
      .catch((e) => e);
    expect(elsewhere.details?.validationError?.fieldViolations?.[0]?.field).toBe('options.redirect.url');
    const res = await store.request(`/cartwright/v1/email-outbox?to=${encodeURIComponent(email)}`, {
      headers: { authorization: store.apiKey },
    });
    const { messages } = (await res.json()) as EmailOutboxResponse;
    expect(messages.map((m) => m.kind)).toContain('recovery-link');
  });
});

describe('getMemberTokensForDirectLogin (web_message in a hidden frame)', () => {
  it('turns the session token of a login into member tokens, and the member can read their record', async () => {
    const email = `${randomUUID()}@shop.example`;
    const registering = shopper();
    await registering.auth.register({ email, password: PASSWORD });
    await registering.auth.processVerification({ verificationCode: await codeSentTo(email) });

    const client = shopper();
    const login = await client.auth.login({ email, password: PASSWORD });
    const sessionToken = 'data' in login ? (login.data as { sessionToken: string }).sessionToken : '';
    const observer = answerFrames();
    try {
      const tokens = await client.auth.getMemberTokensForDirectLogin(sessionToken);
      expect(tokens.refreshToken.role).toBe('member');
      client.auth.setTokens(tokens);
    } finally {
      observer.disconnect();
    }
    expect(dom.document.querySelectorAll('iframe')).toHaveLength(0);
    const session = store.lastSentTo('/_api/redirects-api/v1/redirect-session');
    expect(session?.body).toMatchObject({
      auth: { authRequest: { responseMode: 'web_message', sessionToken }, prompt: 'none' },
    });
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member?.loginEmail).toBe(email);
  });

  it('a session token that was never issued gets no code: the frame’s page posts login_required', async () => {
    const client = shopper();
    // As getMemberTokensForDirectLogin makes it: PKCE values and no redirect URI (web_message posts instead).
    const oauthData = { ...client.auth.generateOAuthData(''), redirectUri: undefined as unknown as string };
    const { authUrl } = await client.auth.getAuthUrl(oauthData, {
      responseMode: 'web_message',
      prompt: 'none',
      sessionToken: 'forged',
    } as { responseMode: 'web_message'; prompt: 'none' });
    const page = new URL(authUrl);
    const res = await store.request(`${page.pathname}${page.search}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    const message = JSON.parse(/var m=(\{.*?\});var o=/.exec(html)?.[1] ?? 'null');
    expect(message).toMatchObject({ error: 'login_required', state: oauthData.state });
    expect(message.code).toBeUndefined();
  });
});
