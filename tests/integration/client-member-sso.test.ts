// Login with an identity provider's tokens (A6) through @cartwright/client/sign-in against the real
// server and a real OpenID Connect provider: the member signs in, and a token for another client fails.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { authentication } from '@cartwright/client/sign-in';
import { SSO_CALLBACK_PATH, SSO_CONNECTIONS_PATH, type SsoConnectionResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, startTestProvider, type TestProvider } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

let store: StoreFixture;
let provider: TestProvider;
let idpConnectionId: string;

beforeAll(async () => {
  store = await startStoreFixture();
  provider = await startTestProvider(`http://localhost${SSO_CALLBACK_PATH}`);
  const { apiKey } = await createApiKey(store.deps, { name: 'sso admin' });
  const res = await store.fetch(`http://store.test${SSO_CONNECTIONS_PATH}`, {
    method: 'POST',
    headers: { authorization: apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      connection: {
        displayName: 'Test provider',
        issuer: provider.issuer,
        clientId: 'cartwright-store',
        clientSecret: 'store-secret-7f3a',
      },
    }),
  });
  idpConnectionId = ((await res.json()) as SsoConnectionResponse).connection.id;
});
afterAll(async () => {
  await provider.close();
  await store.close();
});

const clientFor = () =>
  createClient({
    host: 'http://store.test',
    fetch: store.fetch,
    auth: OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() }),
  });

describe('member SSO through the client', () => {
  it('signs a member in with the provider’s ID token', async () => {
    const id_token = await provider.signIdToken({
      sub: 'client-user',
      email: 'client-user@sso.example',
      email_verified: true,
    });
    const answer = await authentication.loginWithTokenParams(clientFor(), {
      idpConnectionId,
      tokenParams: { id_token },
    });
    expect(answer).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    expect(answer.identity?.connections).toEqual([
      { idpConnection: { idpConnectionId, idpUserId: 'client-user' } },
    ]);
  });

  it('throws INVALID_ID_TOKEN for a token issued to another client', async () => {
    const id_token = await provider.signIdToken({ sub: 'x', aud: 'another-app', email: 'x@sso.example' });
    await expect(
      authentication.loginWithTokenParams(clientFor(), { idpConnectionId, tokenParams: { id_token } }),
    ).rejects.toMatchObject({ name: 'ApiError', code: 'INVALID_ID_TOKEN', status: 401 });
  });
});
