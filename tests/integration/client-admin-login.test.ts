// Owner sign-in through @cartwright/client against the real server: adminLogin makes the client an admin
// client (catalog writes), the strategy refreshes admin tokens, sign-out returns to a visitor.
import { createClient, isApiError, OAuthStrategy } from '@cartwright/client';
import { adminLogin } from '@cartwright/client/admin';
import { createProduct, deleteProduct } from '@cartwright/client/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const EMAIL = 'owner@integration.example';
const PASSWORD = 'integration secret';
let store: StoreFixture;

beforeAll(async () => {
  store = await startStoreFixture();
  await createAdmin(store.deps, { email: EMAIL, password: PASSWORD });
});
afterAll(() => store.close());

const clientFor = () =>
  createClient({
    host: 'http://store.test',
    fetch: store.fetch,
    auth: OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() }),
  });

describe('adminLogin against the real server', () => {
  it('makes later calls admin calls: a visitor client cannot create a product, the signed-in one can', async () => {
    const client = clientFor();
    const refused = await createProduct(client, { name: 'Not yet' }).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(403);
    expect(client.auth.getSession()).toEqual({ kind: 'visitor' });

    await adminLogin(client, { email: EMAIL, password: PASSWORD });
    expect(client.auth.getSession()).toEqual({ kind: 'admin' });
    const product = await createProduct(client, { name: 'Owner hat', priceData: { price: 30 } });
    expect(product.name).toBe('Owner hat');
    await deleteProduct(client, product.id!);
  });

  it('refreshes the admin token when it expires, staying an admin', async () => {
    const client = clientFor();
    await adminLogin(client, { email: EMAIL, password: PASSWORD });
    const before = client.auth.getTokens();
    const tokenRequests = store.tokenRequests();
    store.clock.advance(3601 * 1000);
    const product = await createProduct(client, { name: 'Refreshed hat' });
    expect(store.tokenRequests() - tokenRequests).toBe(1);
    const after = client.auth.getTokens();
    expect(after.refreshToken.role).toBe('admin');
    expect(after.refreshToken.value).not.toBe(before.refreshToken.value);
    await deleteProduct(client, product.id!);
  });

  it('answers a wrong password with INVALID_CREDENTIALS and leaves the visitor session alone', async () => {
    const client = clientFor();
    await client.auth.generateVisitorTokens();
    const error = await adminLogin(client, { email: EMAIL, password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', code: 'INVALID_CREDENTIALS', status: 401 });
    expect(client.auth.getSession()).toEqual({ kind: 'visitor' });
  });

  it('sign-out returns to a visitor session whose calls are visitor calls again', async () => {
    const client = clientFor();
    await adminLogin(client, { email: EMAIL, password: PASSWORD });
    await client.auth.logout();
    const refused = await createProduct(client, { name: 'After sign-out' }).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(403);
    expect(client.auth.getSession()).toEqual({ kind: 'visitor' });
  });
});
