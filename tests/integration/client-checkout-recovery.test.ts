// recoverCheckout of @cartwright/client/abandoned-checkouts against the real server: a visitor leaves a checkout,
// the detector e-mails its link, and another browser's client takes the checkout over by the link's token; a
// wrong or expired link arrives as a typed error with its code.
import { ApiKeyStrategy, createClient, isApiError, OAuthStrategy } from '@cartwright/client';
import { abandonedCheckouts, CHECKOUT_RECOVERY_ERROR_CODES } from '@cartwright/client/abandoned-checkouts';
import { currentCart, getCheckout, STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import { createProduct, products } from '@cartwright/client/products';
import type { EmailOutboxResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, runStoreTasks } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const MINUTE = 60_000;

describe('recoverCheckout through the client', () => {
  let store: StoreFixture;
  let apiKey: string;
  let productId: string;

  const admin = () =>
    createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
      modules: { abandonedCheckouts, products },
    });
  const browser = () =>
    createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() }),
      fetch: store.fetch,
      modules: { abandonedCheckouts, currentCart },
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error,
    );

  /** The token at the end of the one recovery e-mail sent to `to`. */
  async function tokenSentTo(to: string): Promise<string> {
    const res = await store.fetch(
      `http://store.test/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`,
      {
        headers: { authorization: apiKey },
      },
    );
    const { messages } = (await res.json()) as EmailOutboxResponse;
    expect(messages.map((m) => m.kind)).toEqual(['abandoned-checkout']);
    const link = String(messages[0]!.data?.link);
    expect(link).toMatch(/\/checkout\/recover\/[A-Za-z0-9_-]{43}$/);
    return link.slice(link.lastIndexOf('/') + 1);
  }

  beforeAll(async () => {
    store = await startStoreFixture();
    ({ apiKey } = await createApiKey(store.deps, { name: 'checkout recovery test' }));
    productId = (
      await createProduct(admin(), { name: 'Desk fan', productType: 'physical', priceData: { price: 30 } })
    ).id!;
    await admin().abandonedCheckouts.updateAbandonedCheckoutSettings({ recoveryEmailEnabled: true });
  });
  afterAll(() => store.close());

  it('another browser takes the checkout over by the e-mailed token; wrong and expired links are refused', async () => {
    const desktop = browser();
    await desktop.currentCart.addToCurrentCart({
      lineItems: [
        { quantity: 2, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: productId } },
      ],
    });
    const { checkoutId } = await desktop.currentCart.createCheckoutFromCurrentCart({
      email: 'fan.buyer@example.com',
    });
    store.clock.advance(61 * MINUTE);
    await runStoreTasks(store.deps);
    const token = await tokenSentTo('fan.buyer@example.com');

    const phone = browser();
    const notYet = await failure(getCheckout(phone, checkoutId!));
    expect(isApiError(notYet) && notYet.status).toBe(404);
    expect(await phone.abandonedCheckouts.recoverCheckout(token)).toEqual({ checkoutId });
    const checkout = await getCheckout(phone, checkoutId!);
    expect(checkout.lineItems?.map((l) => [l.catalogReference?.catalogItemId, l.quantity])).toEqual([
      [productId, 2],
    ]);
    expect(checkout.buyerInfo?.email).toBe('fan.buyer@example.com');

    const wrong = await failure(phone.abandonedCheckouts.recoverCheckout(`${token.slice(0, -1)}x`));
    expect(isApiError(wrong) && [wrong.status, wrong.code]).toEqual([
      404,
      CHECKOUT_RECOVERY_ERROR_CODES.linkInvalid,
    ]);
    store.clock.advance(7 * 24 * 60 * MINUTE);
    const expired = await failure(phone.abandonedCheckouts.recoverCheckout(token));
    expect(isApiError(expired) && [expired.status, expired.code]).toEqual([
      410,
      CHECKOUT_RECOVERY_ERROR_CODES.linkExpired,
    ]);
  });
});
