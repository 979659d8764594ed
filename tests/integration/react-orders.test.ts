// The order hooks of @cartwright/react with a real QueryClient against the real server (app.request as fetch): a
// member saves their checkout and pays through the hooks, sees the cart gone and the order in their own list; an
// admin's hooks list and read it as it is marked paid, shipped and refunded, and the member's reads show the
// shipment once read again.
import './dom-globals.js';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@cartwright/client';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  STORE_CATALOG_APP_ID,
} from '@cartwright/client/cart';
import { fulfillOrder, markOrderPaid, refundOrder } from '@cartwright/client/orders';
import type { ProductResponse } from '@cartwright/contracts';
import {
  StoreProvider,
  useAdminOrder,
  useAdminOrders,
  useCheckout,
  useCompleteCheckout,
  useCurrentCart,
  useMyOrder,
  useMyOrders,
  useOrder,
  useUpdateCheckout,
} from '@cartwright/react';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestMember, signInTestMember } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const ADDRESS = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'Oakland',
  postalCode: '94607',
  addressLine: '1 Broadway',
};

describe('order hooks against the real server', () => {
  let store: StoreFixture;
  let apiKey: string;
  let productId: string;
  let member: ReturnType<typeof createClient>;
  let orderId: string;

  function render<T>(hook: () => T, client: object = member) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client: client as never, queryClient }, children);
    return renderHook(hook, { wrapper });
  }

  beforeAll(async () => {
    store = await startStoreFixture();
    ({ apiKey } = await createApiKey(store.deps, { name: 'react orders test' }));
    const headers = { authorization: apiKey, 'content-type': 'application/json' };
    await store.app.request('/cartwright/v1/shipping-regions', {
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
    const product = await store.app.request('/stores/v1/products', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        product: {
          name: 'Wool cap',
          productType: 'physical',
          priceData: { price: 25 },
          stock: { trackInventory: true, quantity: 4 },
        },
      }),
    });
    productId = ((await product.json()) as ProductResponse).product.id!;
    const id = await createTestMember(store, {
      email: 'hooks@orders.example',
      password: null,
      verified: true,
    });
    const tokens = await signInTestMember(store, id, store.clientId);
    member = createClient({
      host: 'http://store.test',
      fetch: store.fetch,
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
  });
  afterEach(cleanup);
  afterAll(() => store.close());

  it('useUpdateCheckout and useCompleteCheckout place an order; useOrder, useMyOrders and useMyOrder read it', async () => {
    await addToCurrentCart(member, {
      lineItems: [
        { quantity: 2, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: productId } },
      ],
    });
    const { checkoutId } = await createCheckoutFromCurrentCart(member, {});
    const view = render(() => ({
      checkout: useCheckout(checkoutId),
      cart: useCurrentCart(),
      update: useUpdateCheckout(),
      complete: useCompleteCheckout(),
    }));
    await waitFor(() => expect(view.result.current.checkout.data?.id).toBe(checkoutId));
    await act(() =>
      view.result.current.update.mutateAsync({
        id: checkoutId!,
        checkout: {
          buyerInfo: { email: 'hooks@orders.example' },
          shippingInfo: {
            shippingDestination: {
              address: ADDRESS,
              contactDetails: { firstName: 'Hook', lastName: 'Test' },
            },
            selectedCarrierServiceOption: { code: 'standard' },
          },
          billingSameAsShipping: true,
        },
      }),
    );
    // The answer is the cached checkout at once.
    expect(view.result.current.checkout.data?.buyerInfo?.email).toBe('hooks@orders.example');
    await waitFor(() => expect(view.result.current.cart.data?.lineItems).toHaveLength(1));
    const declined = await act(() =>
      view.result.current.complete
        .mutateAsync({
          id: checkoutId!,
          payment: {
            method: 'CARD',
            card: { number: '4000000000000002', expiry: '12/30', cvc: '123', holderName: 'H' },
          },
        })
        .catch((e: { code?: string }) => e.code),
    );
    expect(declined).toBe('PAYMENT_DECLINED');
    await waitFor(() => expect(view.result.current.checkout.data?.paymentAttempts).toHaveLength(1));
    const order = await act(() =>
      view.result.current.complete.mutateAsync({ id: checkoutId!, payment: { method: 'OFFLINE' } }),
    );
    orderId = order.id;
    expect(order.paymentStatus).toBe('NOT_PAID');
    expect(view.result.current.cart.data).toBeNull();

    const reads = render(() => ({
      order: useOrder(orderId),
      list: useMyOrders({ limit: 10 }),
      mine: useMyOrder(orderId),
    }));
    await waitFor(() => expect(reads.result.current.order.data?.id).toBe(orderId));
    await waitFor(() => expect(reads.result.current.list.data?.orders.map((o) => o.id)).toEqual([orderId]));
    await waitFor(() => expect(reads.result.current.mine.data?.createdDate).toBeInstanceOf(Date));
    const idle = render(() => useMyOrder(undefined));
    expect(idle.result.current.fetchStatus).toBe('idle');
  });

  // The admin's steps are the client's calls: the useMarkOrderPaid, useFulfillOrder and useRefundOrder hooks went,
  // as no screen used them. Each read after a step is a new one.
  it("an admin's hooks list the order and read it as it is marked paid, shipped and refunded", async () => {
    const admin = createClient({
      host: 'http://store.test',
      fetch: store.fetch,
      auth: ApiKeyStrategy({ apiKey }),
    });
    const read = () =>
      render(() => ({ list: useAdminOrders({ search: 'hooks@' }), one: useAdminOrder(orderId) }), admin);
    const view = read();
    await waitFor(() => expect(view.result.current.list.data?.orders.map((o) => o.id)).toEqual([orderId]));
    await markOrderPaid(admin, orderId);
    const paid = read();
    await waitFor(() => expect(paid.result.current.one.data?.paymentStatus).toBe('PAID'));
    await fulfillOrder(admin, orderId, { trackingInfo: { trackingNumber: 'CAP-1' } });
    const shipped = read();
    await waitFor(() => expect(shipped.result.current.one.data?.fulfillmentStatus).toBe('FULFILLED'));
    await waitFor(() =>
      expect(shipped.result.current.list.data?.orders[0]?.fulfillmentStatus).toBe('FULFILLED'),
    );
    await refundOrder(admin, orderId, { amount: '5' });
    const refunded = read();
    await waitFor(() => expect(refunded.result.current.one.data?.paymentStatus).toBe('PARTIALLY_REFUNDED'));
    // A list the page knows it cannot ask for is not fetched.
    const idle = render(() => useAdminOrders({}, { enabled: false }), admin);
    expect(idle.result.current.fetchStatus).toBe('idle');

    const mine = render(() => useMyOrder(orderId));
    await waitFor(() =>
      expect(mine.result.current.data?.fulfillments[0]?.trackingInfo?.trackingNumber).toBe('CAP-1'),
    );
  });
});
