import type { Tokens } from '@cartwright/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import type { StoreClient } from '../client/types.js';
import { AuthError } from '../errors/errors.js';
import { callApi } from '../http/call-api.js';
import { memoryTokenStorage } from '../storage/memory-token-storage.js';
import type { Answer, RecordedRequest, TestServer } from '../test-support/test-server.js';
import { startTestServer } from '../test-support/test-server.js';
import { OAuthStrategy } from './oauth-strategy.js';
import type { SessionChangeEvent, TokenStorage } from './types.js';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
let nowMs = NOW;
const now = () => nowMs;
let server: TestServer;
let issued = 0;
let tokenAnswer: (request: RecordedRequest) => Answer | undefined = () => undefined;

function tokenRequests() {
  return server.requests
    .filter((r) => r.url === '/oauth2/token')
    .map((r) => JSON.parse(r.body) as Record<string, string>);
}
function apiRequests() {
  return server.requests.filter((r) => r.url !== '/oauth2/token');
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  nowMs = NOW;
  issued = 0;
  tokenAnswer = () => undefined;
  server.requests.length = 0;
  server.handle(async (request) => {
    if (request.url !== '/oauth2/token') return { body: {} };
    const special = tokenAnswer(request);
    if (special) return special;
    issued++;
    // A small delay keeps the token request open while concurrent calls pile up.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return {
      body: { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, expires_in: 3600 },
    };
  });
});

const call = (client: StoreClient) => callApi(client, { method: 'POST', path: '/x' });
const setup = (options: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) => {
  const auth = OAuthStrategy({ clientId: 'client-1', now, ...options });
  const events: SessionChangeEvent[] = [];
  auth.onSessionChange((event) => events.push(event));
  return { auth, events, client: createClient({ host: server.origin, auth }) };
};
const member = (access: string, expiresAt: number, refresh = 'member-refresh'): Tokens => ({
  accessToken: { value: access, expiresAt },
  refreshToken: { value: refresh, role: 'member' },
});

describe('OAuthStrategy: visitor tokens', () => {
  it('gets an anonymous token before the first call and sends it raw', async () => {
    const { auth, client, events } = setup();
    expect(auth.getSession()).toEqual({ kind: 'none' });
    await call(client);
    const [tokenCall] = server.requests;
    expect(tokenCall).toMatchObject({ method: 'POST', url: '/oauth2/token' });
    expect(JSON.parse(tokenCall!.body)).toEqual({ clientId: 'client-1', grantType: 'anonymous' });
    expect(tokenCall!.headers.authorization).toBeUndefined();
    expect(tokenCall!.headers['content-type']).toBe('application/json');
    expect(apiRequests()[0]!.headers.authorization).toBe('access-1');
    expect(auth.getTokens()).toEqual({
      accessToken: { value: 'access-1', expiresAt: Math.floor(NOW / 1000) + 3600 },
      refreshToken: { value: 'refresh-1', role: 'visitor' },
    });
    expect(events).toEqual([{ session: { kind: 'visitor' }, reason: 'visitor-tokens' }]);
    expect(auth.loggedIn()).toBe(false);
  });

  it('makes exactly one token request for 50 concurrent first calls', async () => {
    const { client } = setup();
    await Promise.all(Array.from({ length: 50 }, () => call(client)));
    expect(tokenRequests()).toHaveLength(1);
    expect(apiRequests()).toHaveLength(50);
    expect(new Set(apiRequests().map((r) => r.headers.authorization))).toEqual(new Set(['access-1']));
  });

  it('shares one token request between generateVisitorTokens and first calls made at the same time', async () => {
    const { auth, client } = setup();
    const [visitor] = await Promise.all([
      auth.generateVisitorTokens(),
      call(client),
      auth.generateVisitorTokens(),
      call(client),
    ]);
    expect(tokenRequests()).toEqual([{ clientId: 'client-1', grantType: 'anonymous' }]);
    expect(visitor.accessToken.value).toBe('access-1');
    expect(apiRequests().map((r) => r.headers.authorization)).toEqual(['access-1', 'access-1']);
  });

  it('reuses a valid token, and refreshes 60 s before expiry, storing the rotated refresh token', async () => {
    const { auth, client, events } = setup();
    await call(client);
    nowMs = NOW + (3600 - 61) * 1000;
    await call(client);
    expect(tokenRequests()).toHaveLength(1);
    nowMs = NOW + (3600 - 59) * 1000;
    await call(client);
    expect(tokenRequests()[1]).toEqual({
      clientId: 'client-1',
      refreshToken: 'refresh-1',
      grantType: 'refresh_token',
    });
    expect(auth.getTokens().refreshToken).toEqual({ value: 'refresh-2', role: 'visitor' });
    nowMs += 3600 * 1000;
    await call(client);
    expect(tokenRequests()[2]!.refreshToken).toBe('refresh-2');
    expect(apiRequests().map((r) => r.headers.authorization)).toEqual([
      'access-1',
      'access-1',
      'access-2',
      'access-3',
    ]);
    expect(events.map((e) => e.reason)).toEqual(['visitor-tokens']);
  });

  it('replaces a rejected visitor refresh token with a new anonymous session', async () => {
    const { auth, client, events } = setup({
      tokens: {
        accessToken: { value: 'old', expiresAt: 0 },
        refreshToken: { value: 'revoked', role: 'visitor' },
      },
    });
    tokenAnswer = (r) =>
      r.body.includes('revoked') ? { status: 400, body: { error: 'invalid_grant' } } : undefined;
    await call(client);
    expect(tokenRequests().map((b) => b.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(auth.getTokens().accessToken.value).toBe('access-1');
    expect(events).toEqual([{ session: { kind: 'visitor' }, reason: 'visitor-tokens' }]);
  });

  it("fails with AuthError 'something went wrong' when the token endpoint answers non-200", async () => {
    const failures: unknown[] = [];
    const auth = OAuthStrategy({ clientId: 'client-1', now });
    const client = createClient({ host: server.origin, auth, errorHandler: (e) => failures.push(e) });
    tokenAnswer = () => ({ status: 500, body: { message: 'down' } });
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'TOKEN_REQUEST_FAILED',
      message: 'something went wrong',
      status: 500,
    });
    expect(failures).toEqual([error]);
    expect(apiRequests()).toHaveLength(0);
  });

  it('generateVisitorTokens and renewToken work without a call, through the attached host', async () => {
    const { auth } = setup();
    const visitor = await auth.generateVisitorTokens();
    expect(visitor.refreshToken).toEqual({ value: 'refresh-1', role: 'visitor' });
    const renewed = await auth.renewToken(visitor.refreshToken);
    expect(renewed.accessToken.value).toBe('access-2');
    expect(auth.getTokens()).toEqual(renewed);
    const again = await auth.generateVisitorTokens(renewed.refreshToken);
    expect(tokenRequests().at(-1)).toMatchObject({ grantType: 'refresh_token', refreshToken: 'refresh-2' });
    expect(again.accessToken.value).toBe('access-3');
  });
});

describe('OAuthStrategy: member sessions', () => {
  it('treats a member refresh token as logged in and refreshes it keeping the role', async () => {
    const { auth, client } = setup({ tokens: member('m-access', 0) });
    expect(auth.loggedIn()).toBe(true);
    await call(client);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'refresh-1', role: 'member' });
    expect(auth.getSession()).toEqual({ kind: 'member' });
  });

  it('clears a rejected member refresh token, reports it, and never becomes a visitor silently', async () => {
    const { auth, client, events } = setup({ tokens: member('m-access', 0) });
    tokenAnswer = () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'revoked' } });
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'MEMBER_TOKENS_FAILED',
      message: 'Failed to get member tokens',
      status: 400,
    });
    expect((error as AuthError).cause).toMatchObject({ code: 'TOKEN_REQUEST_FAILED' });
    expect(tokenRequests().map((b) => b.grantType)).toEqual(['refresh_token']);
    expect(apiRequests()).toHaveLength(0);
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(events).toEqual([{ session: { kind: 'none' }, reason: 'refresh-failed' }]);
  });

  it('keeps member tokens when the refresh fails for a transient reason', async () => {
    const { auth, client, events } = setup({ tokens: member('m-access', 0) });
    tokenAnswer = () => ({ status: 503 });
    await expect(call(client)).rejects.toMatchObject({ code: 'MEMBER_TOKENS_FAILED', status: 503 });
    expect(auth.getTokens()).toEqual(member('m-access', 0));
    expect(events).toEqual([{ session: { kind: 'member' }, reason: 'refresh-failed' }]);
    tokenAnswer = () => undefined;
    await call(client);
    expect(tokenRequests().map((b) => b.refreshToken)).toEqual(['member-refresh', 'member-refresh']);
    expect(auth.loggedIn()).toBe(true);
  });

  it('logout clears the tokens to the empty value and emits logout; listeners can unsubscribe', async () => {
    const { auth, events } = setup();
    const late: SessionChangeEvent[] = [];
    const unsubscribe = auth.onSessionChange((e) => late.push(e));
    await auth.setTokens(member('a', Math.floor(NOW / 1000) + 100));
    unsubscribe();
    await auth.logout();
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(auth.loggedIn()).toBe(false);
    expect(events).toEqual([
      { session: { kind: 'member' }, reason: 'tokens-set' },
      { session: { kind: 'none' }, reason: 'logout' },
    ]);
    expect(late).toHaveLength(1);
  });

  it('does not let a token request that was in flight undo a logout', async () => {
    const { auth, client } = setup();
    const pending = call(client);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await auth.logout();
    await pending;
    expect(auth.getSession()).toEqual({ kind: 'none' });
    expect(auth.getTokens().accessToken.value).toBe('');
  });
});

describe('OAuthStrategy: admin sessions', () => {
  const tokenBody = { access_token: 'admin-access', refresh_token: 'admin-refresh', expires_in: 600 };

  it('acceptSignIn stores a sign-in answer as an admin session on its own clock, not logged in as a member', async () => {
    const { auth, client, events } = setup();
    const tokens = await auth.acceptSignIn(tokenBody, 'admin');
    expect(tokens).toEqual({
      accessToken: { value: 'admin-access', expiresAt: Math.floor(NOW / 1000) + 600 },
      refreshToken: { value: 'admin-refresh', role: 'admin' },
    });
    expect(auth.getTokens()).toEqual(tokens);
    expect(auth.getSession()).toEqual({ kind: 'admin' });
    expect(auth.loggedIn()).toBe(false);
    expect(events).toEqual([{ session: { kind: 'admin' }, reason: 'admin-login' }]);
    await call(client);
    expect(tokenRequests()).toHaveLength(0);
    expect(apiRequests()[0]!.headers.authorization).toBe('admin-access');
  });

  it('refuses a sign-in answer that is not a token body, keeping the session', async () => {
    const { auth } = setup();
    await expect(auth.acceptSignIn({ expires_in: 5 } as never, 'admin')).rejects.toMatchObject({
      code: 'TOKEN_REQUEST_FAILED',
    });
    expect(auth.getSession()).toEqual({ kind: 'none' });
  });

  it('refreshes an expired admin token keeping the role', async () => {
    const { auth, client } = setup();
    await auth.acceptSignIn(tokenBody, 'admin');
    nowMs += 601 * 1000;
    await call(client);
    expect(tokenRequests()).toEqual([
      { clientId: 'client-1', refreshToken: 'admin-refresh', grantType: 'refresh_token' },
    ]);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'refresh-1', role: 'admin' });
    expect(auth.getSession()).toEqual({ kind: 'admin' });
  });

  it('clears a rejected admin refresh token with ADMIN_TOKENS_FAILED, never turning into a visitor silently', async () => {
    const { auth, client, events } = setup();
    await auth.acceptSignIn(tokenBody, 'admin');
    nowMs += 601 * 1000;
    tokenAnswer = () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'revoked' } });
    await expect(call(client)).rejects.toMatchObject({
      code: 'ADMIN_TOKENS_FAILED',
      message: 'Failed to get admin tokens',
      status: 400,
    });
    expect(apiRequests()).toHaveLength(0);
    expect(auth.getSession()).toEqual({ kind: 'none' });
    expect(events.at(-1)).toEqual({ session: { kind: 'none' }, reason: 'refresh-failed' });
  });

  it('does not let a visitor token request that was in flight undo an admin sign-in', async () => {
    const { auth, client } = setup();
    const pending = call(client);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await auth.acceptSignIn(tokenBody, 'admin');
    await pending;
    expect(auth.getSession()).toEqual({ kind: 'admin' });
    expect(auth.getTokens().accessToken.value).toBe('admin-access');
  });

  it('logout ends an admin session; the next call starts a visitor session', async () => {
    const { auth, client } = setup();
    await auth.acceptSignIn(tokenBody, 'admin');
    await auth.logout();
    expect(auth.getSession()).toEqual({ kind: 'none' });
    await call(client);
    expect(tokenRequests().map((b) => b.grantType)).toEqual(['anonymous']);
    expect(auth.getSession()).toEqual({ kind: 'visitor' });
  });
});

describe('OAuthStrategy: storage', () => {
  it('reads tokens from an asynchronous storage (server-side rendering) and writes new ones back', async () => {
    const writes: Tokens[] = [];
    const stored = member('ssr-access', Math.floor(NOW / 1000) + 600);
    const storage: TokenStorage = { get: async () => stored, set: async (t) => void writes.push(t) };
    const { client } = setup({ tokenStorage: storage });
    await call(client);
    expect(apiRequests()[0]!.headers.authorization).toBe('ssr-access');
    expect(tokenRequests()).toHaveLength(0);
    nowMs += 600 * 1000;
    await call(client);
    expect(writes.map((t) => t.refreshToken)).toEqual([{ value: 'refresh-1', role: 'member' }]);
  });

  it('stores the initial tokens option in the storage', async () => {
    const storage = memoryTokenStorage();
    const tokens = member('given', Math.floor(NOW / 1000) + 600);
    const { auth } = setup({ tokens, tokenStorage: storage });
    expect(auth.getTokens()).toEqual(tokens);
    await Promise.resolve();
    expect(storage.get()).toEqual(tokens);
  });
});

describe('OAuthStrategy: across tabs', () => {
  // Node 20 has no navigator.locks; this is a minimal exclusive Web Lock manager, as browsers provide.
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  beforeEach(() => {
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'navigator');
  });

  it('refreshes once for two tabs sharing a storage; the second tab adopts the rotated tokens', async () => {
    const shared = memoryTokenStorage({
      accessToken: { value: 'expired', expiresAt: 0 },
      refreshToken: { value: 'refresh-0', role: 'visitor' },
    });
    const tabA = setup({ tokenStorage: shared });
    const tabB = setup({ tokenStorage: shared });
    await Promise.all([call(tabA.client), call(tabB.client)]);
    expect(tokenRequests()).toEqual([
      { clientId: 'client-1', refreshToken: 'refresh-0', grantType: 'refresh_token' },
    ]);
    expect(apiRequests().map((r) => r.headers.authorization)).toEqual(['access-1', 'access-1']);
    expect(tabB.auth.getTokens().refreshToken.value).toBe('refresh-1');
  });

  it('starts one visitor for two tabs opened at once, whichever way each asks for tokens', async () => {
    const shared = memoryTokenStorage();
    const tabA = setup({ tokenStorage: shared });
    const tabB = setup({ tokenStorage: shared });
    const [fromA, fromB] = await Promise.all([
      tabA.auth.generateVisitorTokens(),
      tabB.auth.generateVisitorTokens(),
      call(tabA.client),
      call(tabB.client),
    ]);
    expect(tokenRequests()).toEqual([{ clientId: 'client-1', grantType: 'anonymous' }]);
    expect(fromA.accessToken.value).toBe('access-1');
    expect(fromB).toEqual(fromA);
    expect(tabB.auth.getTokens()).toEqual(fromA);
  });

  it('still gives new visitor tokens when asked explicitly and nothing changed meanwhile', async () => {
    const { auth } = setup({ tokenStorage: memoryTokenStorage() });
    const first = await auth.generateVisitorTokens();
    const second = await auth.generateVisitorTokens();
    expect(tokenRequests()).toHaveLength(2);
    expect(second.accessToken.value).not.toBe(first.accessToken.value);
  });

  it('adopts a session another tab started, and says the session kind changed', async () => {
    const shared = memoryTokenStorage();
    const tabA = setup({ tokenStorage: shared });
    const tabB = setup({ tokenStorage: shared });
    await tabA.auth.setTokens(member('member-access', Math.floor(NOW / 1000) + 600));
    await call(tabB.client);
    expect(tokenRequests()).toHaveLength(0);
    expect(apiRequests()[0]!.headers.authorization).toBe('member-access');
    expect(tabB.events).toEqual([{ session: { kind: 'member' }, reason: 'tokens-set' }]);
    expect(tabB.auth.loggedIn()).toBe(true);
  });
});
