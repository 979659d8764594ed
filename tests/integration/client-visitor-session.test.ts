// The client's visitor session against the real server: token grants, single flight, refresh with
// rotation, and what happens when a rotated refresh token is replayed.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('client visitor session against the real server (app.request)', () => {
  let store: StoreFixture;
  beforeAll(async () => {
    store = await startStoreFixture();
  });
  afterAll(() => store.close());

  const clientFor = () => {
    const auth = OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() });
    return createClient({ host: 'http://store.test', fetch: store.fetch, auth });
  };

  it('obtains one visitor token for 50 concurrent first calls, and every call is authenticated', async () => {
    const client = clientFor();
    const before = store.tokenRequests();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.fetchWithAuth('/cartwright/v1/web-config')),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(store.tokenRequests() - before).toBe(1);
    expect(client.auth.getSession().kind).toBe('visitor');
    const tokens = await client.auth.getTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBe(Math.floor(store.clock().getTime() / 1000) + 3600);
  });

  it('refreshes an expired access token with the rotated refresh token, keeping the same visitor', async () => {
    const client = clientFor();
    await client.fetchWithAuth('/cartwright/v1/web-config');
    const first = await client.auth.getTokens();
    store.clock.advance(3601 * 1000);
    const response = await client.fetchWithAuth('/cartwright/v1/web-config');
    expect(response.status).toBe(200);
    const second = await client.auth.getTokens();
    expect(second.accessToken.value).not.toBe(first.accessToken.value);
    expect(second.refreshToken.value).not.toBe(first.refreshToken.value);
    const subject = (token: string) =>
      JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub;
    expect(subject(second.accessToken.value)).toBe(subject(first.accessToken.value));
  });

  it('a replayed rotated refresh token is refused and revokes the family; the visitor client starts a new session', async () => {
    const client = clientFor();
    await client.fetchWithAuth('/cartwright/v1/web-config');
    const stolen = (await client.auth.getTokens()).refreshToken.value;
    store.clock.advance(3601 * 1000);
    await client.fetchWithAuth('/cartwright/v1/web-config');
    const replay = await store.fetch('http://store.test/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: store.clientId, refreshToken: stolen, grantType: 'refresh_token' }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });

    const familyToken = (await client.auth.getTokens()).refreshToken.value;
    store.clock.advance(3601 * 1000);
    const response = await client.fetchWithAuth('/cartwright/v1/web-config');
    expect(response.status).toBe(200);
    const fresh = await client.auth.getTokens();
    expect(fresh.refreshToken.value).not.toBe(familyToken);
    expect(fresh.refreshToken.role).toBe('visitor');
  });

  it('an unknown client id fails with the spec message, not a silent anonymous session', async () => {
    const client = createClient({
      host: 'http://store.test',
      fetch: store.fetch,
      auth: OAuthStrategy({ clientId: '00000000-0000-4000-8000-000000000000' }),
    });
    await expect(client.fetchWithAuth('/cartwright/v1/web-config')).rejects.toMatchObject({
      name: 'AuthError',
      message: 'something went wrong',
    });
  });
});
