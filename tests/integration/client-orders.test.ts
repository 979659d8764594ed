// The order calls of @cartwright/client/orders against the real server over a loopback socket: a member fills in
// and pays for a checkout (a declined card first), reads the order and their own list; an admin (API key) finds
// it, ships part of it with tracking, refunds some; the link of the confirmation e-mail opens the order for anyone; an offline order is marked paid, and another canceled with its
// stock put back. Visitors and other buyers are refused.
import {
  ApiKeyStrategy,
  createClient,
  isApiError,
  OAuthStrategy,
  type StoreClient,
} from '@cartwright/client';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  STORE_CATALOG_APP_ID,
} from '@cartwright/client/cart';
import {
  cancelOrder,
  completeCheckout,
  fulfillOrder,
  getMyOrder,
  getOrder,
  getOrderAdmin,
  getOrderByLink,
  listMyOrders,
  markOrderPaid,
  orders,
  queryOrders,
  refundOrder,
  updateCheckout,
} from '@cartwright/client/orders';
import type { ProductResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestMember, signInTestMember } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const ADDRESS = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'Oakland',
  postalCode: '94607',
  addressLine: '1 Broadway',
};
const CONTACT = { firstName: 'Ada', lastName: 'Lovelace' };
const card = (number: string) =>
  ({ method: 'CARD', card: { number, expiry: '12/30', cvc: '123', holderName: 'Ada Lovelace' } }) as const;

describe('order calls against the real server', () => {
  let store: StoreFixture;
  let origin: string;
  let apiKey: string;
  let productId: string;
  const admin = () => createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }), modules: { orders } });
  const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

  async function member(email: string) {
    const id = await createTestMember(store, { email, password: null, verified: true });
    const tokens = await signInTestMember(store, id, store.clientId);
    return createClient({
      host: origin,
      auth: OAuthStrategy({
        clientId: store.clientId,
        tokens: {
          accessToken: {
            value: tokens.access_token,
            expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
          },
          refreshToken: { value: tokens.refresh_token, role: 'member' },
        },
      }),
    });
  }

  /** A checkout of `quantity` units with the buyer's e-mail, a US address and standard shipping. */
  async function readyCheckout(buyer: StoreClient, email: string, quantity: number): Promise<string> {
    await addToCurrentCart(buyer, {
      lineItems: [{ quantity, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: productId } }],
    });
    const { checkoutId } = await createCheckoutFromCurrentCart(buyer, {});
    const checkout = await updateCheckout(buyer, checkoutId!, {
      buyerInfo: { email },
      shippingInfo: {
        shippingDestination: { address: ADDRESS, contactDetails: CONTACT },
        selectedCarrierServiceOption: { code: 'standard' },
      },
      billingSameAsShipping: true,
    });
    expect(checkout.buyerInfo?.email).toBe(email);
    expect(checkout.priceSummary?.shipping?.amount).toBe('5.00');
    expect(checkout.createdDate).toBeInstanceOf(Date);
    return checkoutId!;
  }

  const stock = async () => {
    const res = await store.app.request(`/stores-reader/v1/products/${productId}`);
    return ((await res.json()) as ProductResponse).product.stock?.quantity;
  };

  beforeAll(async () => {
    store = await startStoreFixture();
    origin = await store.listen();
    ({ apiKey } = await createApiKey(store.deps, { name: 'orders test' }));
    const headers = { authorization: apiKey, 'content-type': 'application/json' };
    const region = await store.app.request('/cartwright/v1/shipping-regions', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        shippingRegion: {
          name: 'United States',
          destinations: [{ country: 'US' }],
          options: [{ code: 'standard', title: 'Standard', rate: '5' }],
        },
      }),
    });
    expect(region.status).toBe(200);
    const product = await store.app.request('/stores/v1/products', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        product: {
          name: 'Field jacket',
          productType: 'physical',
          priceData: { price: 80 },
          stock: { trackInventory: true, quantity: 10 },
        },
      }),
    });
    productId = ((await product.json()) as ProductResponse).product.id!;
  });
  afterAll(() => store.close());

  it('lets a member pay (after a decline), read the order and list their own', async () => {
    const buyer = await member('ada@orders.example');
    const checkoutId = await readyCheckout(buyer, 'ada@orders.example', 2);
    const declined = await completeCheckout(buyer, checkoutId, card('4000 0000 0000 0002')).catch(
      (e: unknown) => e,
    );
    expect(isApiError(declined) && declined.status === 402 && declined.code === 'PAYMENT_DECLINED').toBe(
      true,
    );
    const order = await completeCheckout(buyer, checkoutId, card('4242 4242 4242 4242'));
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      buyerInfo: { email: 'ada@orders.example' },
      priceSummary: { total: { amount: '165.00' } },
    });
    expect(order.createdDate).toBeInstanceOf(Date);
    expect(order.paymentAttempts.map((a) => a.outcome)).toEqual(['DECLINED', 'APPROVED']);
    expect(order.paymentAttempts[0]!.createdDate).toBeInstanceOf(Date);
    expect(order.activities[0]!.createdDate).toBeInstanceOf(Date);
    // Paying again answers the same order.
    expect((await completeCheckout(buyer, checkoutId, card('4242 4242 4242 4242'))).id).toBe(order.id);
    expect(await stock()).toBe(8);

    expect((await getOrder(buyer, order.id)).number).toBe(order.number);
    expect((await getMyOrder(buyer, order.id)).purchasedDate).toBeInstanceOf(Date);
    const mine = await listMyOrders(buyer, { limit: 5 });
    expect(mine.orders.map((o) => o.id)).toEqual([order.id]);
    expect(mine.metadata).toMatchObject({ count: 1, offset: 0, total: 1 });

    const other = await member('grace@orders.example');
    await expect(getOrder(other, order.id)).rejects.toSatisfy((e) => isApiError(e) && e.status === 404);
    await expect(getMyOrder(other, order.id)).rejects.toSatisfy((e) => isApiError(e) && e.status === 404);
    expect((await listMyOrders(other)).orders).toEqual([]);
    // The link in the confirmation e-mail opens it for anyone who holds it, and a forged key for nobody.
    const mail = await store.deps.db
      .selectFrom('email_outbox')
      .select('data')
      .where('to_address', '=', 'ada@orders.example')
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    const link = new URL((typeof mail.data === 'string' ? JSON.parse(mail.data) : mail.data).link);
    const key = link.searchParams.get('key')!;
    expect((await getOrderByLink(other, order.id, key)).number).toBe(order.number);
    const linked = await getOrderByLink(visitor(), order.id, key);
    expect(linked.createdDate).toBeInstanceOf(Date);
    await expect(
      getOrderByLink(visitor(), order.id, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`),
    ).rejects.toSatisfy((e) => isApiError(e) && e.status === 404);
    await expect(listMyOrders(visitor())).rejects.toSatisfy((e) => isApiError(e) && e.status === 403);
    await expect(fulfillOrder(buyer, order.id)).rejects.toSatisfy((e) => isApiError(e) && e.status === 403);
  });

  it('lets an admin find an order, ship part of it, refund some, and refuses to cancel it then', async () => {
    const buyer = await member('lin@orders.example');
    const order = await completeCheckout(
      buyer,
      await readyCheckout(buyer, 'lin@orders.example', 3),
      card('4242 4242 4242 4242'),
    );
    const client = admin();
    const found = await client.orders.queryOrders({ search: 'LIN@orders', paymentStatus: 'PAID' });
    expect(found.orders.map((o) => o.id)).toEqual([order.id]);
    expect((await queryOrders(client, { search: order.number })).orders[0]!.id).toBe(order.id);
    expect((await queryOrders(client, { from: new Date(Date.now() + 60_000) })).orders).toEqual([]);
    expect((await getOrderAdmin(client, order.id)).lineItems[0]!.quantity).toBe(3);

    const line = order.lineItems[0]!.id;
    const shipped = await fulfillOrder(client, order.id, {
      lineItems: [{ id: line, quantity: 2 }],
      trackingInfo: {
        trackingNumber: 'TRK-1',
        shippingProvider: 'USPS',
        trackingLink: 'https://track.example/TRK-1',
      },
    });
    expect(shipped.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(shipped.fulfillments[0]!.createdDate).toBeInstanceOf(Date);
    expect(shipped.fulfillments[0]!.trackingInfo?.trackingNumber).toBe('TRK-1');
    // The member sees the tracking in their own order.
    expect((await getMyOrder(buyer, order.id)).fulfillments[0]!.trackingInfo?.trackingLink).toBe(
      'https://track.example/TRK-1',
    );
    const tooMuch = await fulfillOrder(client, order.id, { lineItems: [{ id: line, quantity: 2 }] }).catch(
      (e) => e,
    );
    expect(isApiError(tooMuch) && tooMuch.code === 'NOTHING_TO_FULFILL').toBe(true);
    const badLink = await fulfillOrder(client, order.id, {
      trackingInfo: { trackingLink: 'http://x.example' },
    }).catch((e) => e);
    expect(isApiError(badLink) && badLink.status === 400).toBe(true);

    const refunded = await refundOrder(client, order.id, { amount: '80.00', reason: 'One arrived torn' });
    expect(refunded.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(refunded.refunds[0]!.createdDate).toBeInstanceOf(Date);
    const tooLarge = await refundOrder(client, order.id, { amount: '1000' }).catch((e) => e);
    expect(isApiError(tooLarge) && tooLarge.code === 'REFUND_AMOUNT_TOO_LARGE').toBe(true);
    const cancel = await cancelOrder(client, order.id).catch((e) => e);
    expect(isApiError(cancel) && cancel.status === 409 && cancel.code === 'ORDER_IS_FULFILLED').toBe(true);
  });

  it('marks an offline order paid, and cancels another with its stock put back', async () => {
    const buyer = visitor();
    const before = await stock();
    const offline = await completeCheckout(buyer, await readyCheckout(buyer, 'kay@orders.example', 1), {
      method: 'OFFLINE',
    });
    expect(offline.paymentStatus).toBe('NOT_PAID');
    expect((await getOrder(buyer, offline.id)).id).toBe(offline.id);
    const client = admin();
    const paid = await markOrderPaid(client, offline.id);
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      balance: { paid: { amount: offline.priceSummary.total?.amount } },
    });
    const again = await markOrderPaid(client, offline.id).catch((e) => e);
    expect(isApiError(again) && again.code === 'ORDER_IS_PAID').toBe(true);

    const second = visitor();
    const toCancel = await completeCheckout(second, await readyCheckout(second, 'kay@orders.example', 2), {
      method: 'OFFLINE',
    });
    expect(await stock()).toBe(before! - 3);
    const canceled = await cancelOrder(client, toCancel.id);
    expect(canceled.status).toBe('CANCELED');
    expect(await stock()).toBe(before! - 1);
    const twice = await cancelOrder(client, toCancel.id, { restock: true }).catch((e) => e);
    expect(isApiError(twice) && twice.code === 'ORDER_IS_CANCELLED').toBe(true);
    await expect(getOrder(buyer, toCancel.id)).rejects.toSatisfy((e) => isApiError(e) && e.status === 404);
    await expect(markOrderPaid(buyer, offline.id)).rejects.toSatisfy(
      (e) => isApiError(e) && e.status === 403,
    );
  });
});
