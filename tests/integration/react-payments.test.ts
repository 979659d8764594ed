// usePaymentSession of @cartwright/react with a real QueryClient against the real server over a loopback socket,
// Stripe pointed at the in-repo Stripe double: the session is made once and reused, its amount follows the total,
// the checkout is read again; paid at the double, useCompleteCheckout places one order; refusals reject as ApiError.
import './dom-globals.js';
import { createClient, isApiError, OAuthStrategy, type StoreClient } from '@cartwright/client';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  STORE_CATALOG_APP_ID,
} from '@cartwright/client/cart';
import { updateCheckout } from '@cartwright/client/orders';
import type { ProductResponse } from '@cartwright/contracts';
import { StoreProvider, useCheckout, useCompleteCheckout, usePaymentSession } from '@cartwright/react';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type StripeDouble, startStripeDouble } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const ADDRESS = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'Oakland',
  postalCode: '94607',
  addressLine: '1 Broadway',
};

describe('usePaymentSession against the real server and the Stripe double', () => {
  let store: StoreFixture;
  let double: StripeDouble;
  let origin: string;
  let productId: string;
  let adminHeaders: Record<string, string>;
  const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

  function render<T>(hook: () => T, client: StoreClient) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client: client as never, queryClient }, children);
    return renderHook(hook, { wrapper });
  }

  /** A checkout of `quantity` caps; with the buyer's details unless `bare`. */
  async function checkout(buyer: StoreClient, quantity = 1, bare = false): Promise<string> {
    await addToCurrentCart(buyer, {
      lineItems: [{ quantity, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: productId } }],
    });
    const { checkoutId } = await createCheckoutFromCurrentCart(buyer, {});
    if (bare) return checkoutId!;
    await updateCheckout(buyer, checkoutId!, {
      buyerInfo: { email: 'hook@payments.example' },
      shippingInfo: {
        shippingDestination: { address: ADDRESS, contactDetails: { firstName: 'Hook', lastName: 'Pay' } },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    });
    return checkoutId!;
  }

  const codeOf = (error: unknown) => (isApiError(error) ? `${error.status} ${error.code}` : String(error));

  beforeAll(async () => {
    double = await startStripeDouble();
    store = await startStoreFixture();
    store.deps.config.stripe = double.config;
    origin = await store.listen();
    const { apiKey } = await createApiKey(store.deps, { name: 'react payments test' });
    const headers = { authorization: apiKey, 'content-type': 'application/json' };
    adminHeaders = headers;
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
        product: { name: 'Wool cap', productType: 'physical', priceData: { price: 25 } },
      }),
    });
    productId = ((await product.json()) as ProductResponse).product.id!;
  });
  afterEach(cleanup);
  afterAll(async () => {
    await store.close();
    await double.close();
  });

  it('makes one session per checkout, follows the total, and a paid session places one order', async () => {
    const buyer = visitor();
    const id = await checkout(buyer);
    const view = render(
      () => ({
        checkout: useCheckout(id),
        session: usePaymentSession(id, 'stripe'),
        complete: useCompleteCheckout(),
      }),
      buyer,
    );
    await waitFor(() => expect(view.result.current.checkout.data?.id).toBe(id));
    const first = await act(() => view.result.current.session.mutateAsync());
    expect(first).toMatchObject({ provider: 'stripe', amount: '30.00', amountMinor: 3000, currency: 'USD' });
    expect(first.publishableKey).toBe(double.publishableKey);
    await waitFor(() => expect(view.result.current.session.data?.id).toBe(first.id));
    const intentId = first.clientSecret.split('_secret_')[0]!;
    expect(double.intents.get(intentId)?.amount).toBe(3000);

    // The cap costs more now: the same session, the same intent, its amount moved to the new total.
    const repriced = await store.app.request(`/stores/v1/products/${productId}`, {
      method: 'PATCH',
      headers: adminHeaders,
      body: JSON.stringify({ product: { priceData: { price: 50 } } }),
    });
    expect(repriced.status).toBe(200);
    const again = await act(() => view.result.current.session.mutateAsync());
    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(again).toMatchObject({ amount: '55.00', amountMinor: 5500 });
    expect(double.intents.get(intentId)?.amount).toBe(5500);
    // The checkout was priced again on the server: the hook read it again.
    await waitFor(() => expect(view.result.current.checkout.data?.priceSummary?.total?.amount).toBe('55.00'));

    // Declined at the double: completing says so and the checkout stays open; then paid, one order.
    double.decline(intentId);
    const declined = await act(() =>
      view.result.current.complete
        .mutateAsync({ id, payment: { method: 'PROVIDER', paymentSessionId: first.id } })
        .catch(codeOf),
    );
    expect(declined).toBe('402 PAYMENT_DECLINED');
    double.succeed(intentId);
    const order = await act(() =>
      view.result.current.complete.mutateAsync({
        id,
        payment: { method: 'PROVIDER', paymentSessionId: first.id },
      }),
    );
    expect(order).toMatchObject({ paymentStatus: 'PAID', priceSummary: { total: { amount: '55.00' } } });
    const repeat = await act(() =>
      view.result.current.complete.mutateAsync({
        id,
        payment: { method: 'PROVIDER', paymentSessionId: first.id },
      }),
    );
    expect(repeat.id).toBe(order.id);
    // Paid for: no new session for it.
    const closed = await act(() => view.result.current.session.mutateAsync().catch(codeOf));
    expect(closed).toBe('409 CHECKOUT_ALREADY_COMPLETED');
  });

  it('rejects as ApiError: details missing, another buyer, an unknown checkout, no Stripe configured', async () => {
    const buyer = visitor();
    const bare = await checkout(buyer, 1, true);
    const missing = render(() => usePaymentSession(bare, 'stripe'), buyer);
    expect(await act(() => missing.result.current.mutateAsync().catch(codeOf))).toBe('400 MISSING_EMAIL');
    await waitFor(() => expect(missing.result.current.error).toBeTruthy());

    const ready = await checkout(buyer);
    const stranger = render(() => usePaymentSession(ready, 'stripe'), visitor());
    expect(await act(() => stranger.result.current.mutateAsync().catch(codeOf))).toMatch(/^404 /);
    const unknown = render(() => usePaymentSession('no-such-checkout', 'stripe'), buyer);
    expect(await act(() => unknown.result.current.mutateAsync().catch(codeOf))).toMatch(/^404 /);
    const wrongProvider = render(() => usePaymentSession(ready, 'paypal' as 'stripe'), buyer);
    expect(await act(() => wrongProvider.result.current.mutateAsync().catch(codeOf))).toMatch(/^400 /);

    const saved = store.deps.config.stripe;
    delete store.deps.config.stripe;
    try {
      const off = render(() => usePaymentSession(ready, 'stripe'), buyer);
      expect(await act(() => off.result.current.mutateAsync().catch(codeOf))).toBe(
        '400 PAYMENT_PROVIDER_NOT_CONFIGURED',
      );
    } finally {
      store.deps.config.stripe = saved;
    }
    // No intent was made for the refused calls.
    const made = [...double.intents.values()].filter((intent) => intent.metadata?.checkoutId === ready);
    expect(made).toHaveLength(0);
  });
});
