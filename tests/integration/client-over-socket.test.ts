// The client over a real loopback socket: tokens, error mapping of real server answers, request ids,
// and two app instances on one database accepting each other's tokens.
import { type ApiError, callApi, createClient, isApiError, OAuthStrategy } from '@cartwright/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('client against the real server over a socket', () => {
  let store: StoreFixture;
  let origin: string;
  beforeAll(async () => {
    store = await startStoreFixture();
    origin = await store.listen();
  });
  afterAll(() => store.close());

  it('gets a visitor token and calls the store with it', async () => {
    const client = createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });
    const config = await callApi<{ storeName: string; currency: string }>(client, {
      method: 'GET',
      path: '/cartwright/v1/web-config',
    });
    expect(config).toMatchObject({ storeName: 'Cartwright Demo Store', currency: 'USD' });
    expect(client.auth.getSession().kind).toBe('visitor');
  });

  it('maps a 404 envelope to an ApiError with the code and the request id of the response', async () => {
    const seen: unknown[] = [];
    const client = createClient({
      host: origin,
      auth: OAuthStrategy({ clientId: store.clientId }),
      errorHandler: (error) => seen.push(error),
    });
    const failure = await callApi(
      client,
      { method: 'GET', path: '/ecom/v1/no-such-route' },
      { password: 'hunter2' },
    ).catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    const error = failure as ApiError;
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(error.args)).not.toContain('hunter2');
    expect(seen).toEqual([error]);
  });

  it('maps a 405 to METHOD_NOT_ALLOWED', async () => {
    const client = createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });
    await expect(
      callApi(client, { method: 'DELETE', path: '/cartwright/v1/web-config' }),
    ).rejects.toMatchObject({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it('an access token the server no longer accepts is a 401 UNAUTHENTICATED, not an anonymous call', async () => {
    const now = Math.floor(Date.now() / 1000);
    const client = createClient({
      host: origin,
      auth: OAuthStrategy({
        clientId: store.clientId,
        tokens: {
          accessToken: { value: 'not-a-token', expiresAt: now + 600 },
          refreshToken: { value: '', role: 'none' },
        },
      }),
    });
    await expect(callApi(client, { method: 'GET', path: '/cartwright/v1/web-config' })).rejects.toMatchObject(
      {
        status: 401,
        code: 'UNAUTHENTICATED',
      },
    );
  });

  it('a second app instance on the same database accepts tokens issued by the first', async () => {
    const client = createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });
    await client.fetchWithAuth('/cartwright/v1/web-config');
    const { accessToken } = await client.auth.getTokens();
    const otherHandle = await store.database.reopen();
    const second = createApp({ ...store.deps, db: otherHandle.db });
    const response = await second.request('/cartwright/v1/web-config', {
      headers: { authorization: accessToken.value },
    });
    expect(response.status).toBe(200);
    const rejected = await second.request('/cartwright/v1/web-config', {
      headers: { authorization: `${accessToken.value.slice(0, -4)}AAAA` },
    });
    expect(rejected.status).toBe(401);
    await otherHandle.close();
  });
});
