// Back-in-stock requests and abandoned checkouts through @cartwright/client against the real server: a shopper
// asks for an out-of-stock item and confirms it from the e-mail, the owner raises stock and the e-mail is
// queued; a checkout left for an hour shows in the owner's list; refusals arrive as typed errors.
import {
  ApiKeyStrategy,
  createClient,
  isApiError,
  isValidationError,
  OAuthStrategy,
} from '@cartwright/client';
import { abandonedCheckouts } from '@cartwright/client/abandoned-checkouts';
import { backInStock } from '@cartwright/client/back-in-stock';
import { currentCart } from '@cartwright/client/cart';
import { createProduct, type Product, products } from '@cartwright/client/products';
import { type EmailOutboxResponse, STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, notifyBackInStock, runStoreTasks } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('back-in-stock and abandoned checkouts through the client', () => {
  let store: StoreFixture;
  let admin: ReturnType<typeof adminClient>;
  let apiKey: string;
  let lamp: Product;

  function adminClient(apiKey: string) {
    return createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
      modules: { abandonedCheckouts, backInStock, products },
    });
  }
  const shopper = () =>
    createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() }),
      fetch: store.fetch,
      modules: { backInStock, currentCart },
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error,
    );

  beforeAll(async () => {
    store = await startStoreFixture();
    ({ apiKey } = await createApiKey(store.deps, { name: 'back-in-stock integration test' }));
    admin = adminClient(apiKey);
    lamp = await createProduct(admin, {
      name: 'Reading lamp',
      productType: 'physical',
      priceData: { price: 40 },
      stock: { trackInventory: true, quantity: 0 },
    });
  });
  afterAll(() => store.close());

  /** The token at the end of the newest e-mail of `kind` sent to `to`, read as the owner reads the outbox. */
  async function tokenSentTo(to: string, kind: string): Promise<string> {
    const res = await store.fetch(
      `http://store.test/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`,
      { headers: { authorization: apiKey } },
    );
    const { messages } = (await res.json()) as EmailOutboxResponse;
    const link = String(messages.find((m) => m.kind === kind)?.data?.link);
    return link.slice(link.lastIndexOf('/') + 1);
  }

  it('a shopper asks, the owner raises stock, the e-mail is queued', async () => {
    const visitor = shopper();
    const request = await visitor.backInStock.createBackInStockRequest({
      catalogReference: { catalogItemId: lamp.id! },
      email: 'reader@example.com',
    });
    expect(request).toMatchObject({
      status: 'RECEIVED',
      itemName: 'Reading lamp',
      email: 'reader@example.com',
      confirmed: false,
    });
    const token = await tokenSentTo('reader@example.com', 'back-in-stock-confirmation');
    // The link's page posts the token from any browser: no visitor token needed.
    const confirmed = await shopper().backInStock.confirmBackInStockRequest({ token });
    expect(confirmed).toMatchObject({ id: request.id, confirmed: true });
    const forged = await failure(shopper().backInStock.confirmBackInStockRequest({ token: `${token}x` }));
    expect(isApiError(forged) && forged.code).toBe('BACK_IN_STOCK_CONFIRMATION_INVALID');

    const again = await failure(
      visitor.backInStock.createBackInStockRequest({
        catalogReference: { catalogItemId: lamp.id! },
        email: 'READER@example.com',
      }),
    );
    expect(isApiError(again) && again.code).toBe('BACK_IN_STOCK_REQUEST_EXISTS');
    const forbidden = await failure(visitor.backInStock.listBackInStockRequests());
    expect(isApiError(forbidden) && forbidden.status).toBe(403);

    await admin.products.updateProduct(lamp.id!, { stock: { trackInventory: true, quantity: 2 } });
    expect((await notifyBackInStock(store.deps)).notified).toBe(1);
    const { requests, pagingMetadata } = await admin.backInStock.listBackInStockRequests({
      productId: lamp.id!,
    });
    expect(requests.map((r) => r.status)).toEqual(['NOTIFICATION_SENT']);
    expect(pagingMetadata).toMatchObject({ count: 1, total: 1 });
    const { products: counts } = await admin.backInStock.countBackInStockRequests();
    expect(counts).toContainEqual(
      expect.objectContaining({ productId: lamp.id, productName: 'Reading lamp', notificationSent: 1 }),
    );
    const bought = await failure(
      visitor.backInStock.createBackInStockRequest({
        catalogReference: { catalogItemId: lamp.id! },
        email: 'late@example.com',
      }),
    );
    expect(isApiError(bought) && bought.code).toBe('ITEM_IN_STOCK');
  });

  it('a checkout left for an hour is in the owner’s list with its value', async () => {
    expect(await admin.abandonedCheckouts.getAbandonedCheckoutSettings()).toEqual({
      abandonAfterMinutes: 60,
      recoveryEmailEnabled: false,
    });
    const visitor = shopper();
    await visitor.currentCart.addToCurrentCart({
      lineItems: [
        { quantity: 1, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: lamp.id! } },
      ],
    });
    const { checkoutId } = await visitor.currentCart.createCheckoutFromCurrentCart({
      email: 'gone@example.com',
    });
    store.clock.advance(61 * 60_000);
    expect((await runStoreTasks(store.deps)).abandonedCheckouts).toBe(1);
    const { abandonedCheckouts: listed } = await admin.abandonedCheckouts.listAbandonedCheckouts({
      status: 'ABANDONED',
    });
    expect(listed).toEqual([
      expect.objectContaining({
        checkoutId,
        buyerInfo: expect.objectContaining({ email: 'gone@example.com' }),
        totalPrice: expect.objectContaining({ amount: '40.00' }),
      }),
    ]);
    const updated = await admin.abandonedCheckouts.updateAbandonedCheckoutSettings({
      abandonAfterMinutes: 30,
    });
    expect(updated.abandonAfterMinutes).toBe(30);
    const invalid = await failure(
      admin.abandonedCheckouts.updateAbandonedCheckoutSettings({ abandonAfterMinutes: 1 }),
    );
    expect(isValidationError(invalid)).toBe(true);
  });
});
