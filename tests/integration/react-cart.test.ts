// The cart hooks of @cartwright/react with a real QueryClient against the real server (app.request as fetch).
// First, so React and Testing Library find a document when they load.
import './dom-globals.js';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@cartwright/client';
import { type Cart, getCurrentCart, isCouponError } from '@cartwright/client/cart';
import { isPlaceholderId } from '@cartwright/client/cart-store';
import { createCoupon, createShippingRegion, createTaxRegion } from '@cartwright/client/pricing';
import { createProduct, type Product } from '@cartwright/client/products';
import { STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import {
  cartKeys,
  StoreProvider,
  useAddToCart,
  useApplyCoupon,
  useCheckout,
  useCreateCheckout,
  useCurrentCart,
  useEstimateTotals,
  useRemoveCoupon,
  useRemoveLineItems,
  useUpdateLineItemQuantity,
} from '@cartwright/react';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const CA = { country: 'US', subdivision: 'US-CA', postalCode: '94607' };

describe('cart hooks against the real server', () => {
  let store: StoreFixture;
  let queryClient: QueryClient;
  let shopper: ReturnType<typeof visitorClient>;
  let mug: Product;
  let shirt: Product;

  const visitorClient = () =>
    createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId }),
      fetch: store.fetch,
    });

  /** Renders `hook` for a new visitor, and records every first-line quantity the cached cart ever held. */
  function render<T>(hook: () => T) {
    shopper = visitorClient();
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const seen: (number | undefined)[] = [];
    const seenIds: (string | undefined)[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[2] === 'current') {
        const first = (event.query.state.data as Cart | null | undefined)?.lineItems?.[0];
        seen.push(first?.quantity);
        seenIds.push(first?.id);
      }
    });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client: shopper, queryClient }, children);
    return { ...renderHook(hook, { wrapper }), seen, seenIds };
  }
  const cached = () => queryClient.getQueryData<Cart | null>(cartKeys.current());
  const item = (product: Product, quantity = 1, options?: Record<string, string>) => ({
    quantity,
    catalogReference: {
      appId: STORE_CATALOG_APP_ID,
      catalogItemId: product.id!,
      ...(options ? { options: { options } } : {}),
    },
  });

  beforeAll(async () => {
    store = await startStoreFixture();
    const { apiKey } = await createApiKey(store.deps, { name: 'react cart test' });
    const admin = createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
    });
    mug = await createProduct(admin, { name: 'Hook Mug', priceData: { price: 10 } });
    shirt = await createProduct(admin, {
      name: 'Hook Shirt',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
    });
    await createCoupon(admin, { code: 'SAVE10', name: 'Ten percent', type: 'PERCENT_OFF', percentOff: 10 });
    await createShippingRegion(admin, {
      name: 'United States',
      destinations: [{ country: 'US' }],
      options: [{ code: 'standard', title: 'Standard', rate: '5' }],
    });
    await createTaxRegion(admin, {
      name: 'California',
      country: 'US',
      subdivision: 'US-CA',
      taxShipping: false,
      rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '10' }],
    });
  });
  afterEach(async () => {
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    cleanup();
  });
  afterAll(() => store.close());

  it('useCurrentCart is null before the first add; useAddToCart shows the line at once, then the server’s', async () => {
    const { result, seenIds } = render(() => ({ cart: useCurrentCart(), add: useAddToCart() }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    expect(result.current.cart.data).toBeNull();
    const server = await act(() =>
      result.current.add.mutateAsync({ lineItems: [item(shirt, 2, { Size: 'M' })] }),
    );
    await waitFor(() =>
      expect(result.current.cart.data?.lineItems?.[0]?.productName?.original).toBe('Hook Shirt'),
    );
    const line = result.current.cart.data!.lineItems![0]!;
    expect(line).toMatchObject({ id: server!.lineItems![0]!.id, quantity: 2 });
    expect(line.descriptionLines!.map((d) => d.plainText?.original)).toEqual(['M']);
    // The line showed first under a placeholder id (before the server answered), then under the server's.
    const ids = seenIds.filter((id, i) => id !== undefined && id !== seenIds[i - 1]);
    expect(ids).toHaveLength(2);
    expect(isPlaceholderId(ids[0])).toBe(true);
    expect(ids[1]).toBe(line.id);
  });

  it('fast + and − clicks: each shows at once, the server ends on the last one, and nothing flickers back', async () => {
    const { result, seen } = render(() => ({
      cart: useCurrentCart(),
      add: useAddToCart(),
      setQuantity: useUpdateLineItemQuantity(),
    }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ lineItems: [item(mug)] }));
    const id = cached()!.lineItems![0]!.id!;
    const clicks = [2, 3, 4, 3, 2, 3, 4, 5];
    const settled: Promise<unknown>[] = [];
    for (const quantity of clicks) {
      await act(async () => {
        settled.push(result.current.setQuantity.mutateAsync({ id, quantity }));
      });
      expect(cached()!.lineItems![0]!.quantity).toBe(quantity);
    }
    await act(() => Promise.all(settled));
    await waitFor(() => expect(result.current.cart.data!.lineItems![0]!.quantity).toBe(5));
    expect((await getCurrentCart(shopper)).lineItems![0]!.quantity).toBe(5);
    // Each value a shopper saw was a click, in click order: never a stale server answer while clicks waited.
    const changes = seen.filter((value, i) => value !== undefined && value !== seen[i - 1]);
    expect(changes).toEqual([1, ...clicks]);
  });

  it('a refused quantity rolls back its own change and surfaces the error', async () => {
    const { result } = render(() => ({
      cart: useCurrentCart(),
      add: useAddToCart(),
      setQuantity: useUpdateLineItemQuantity(),
    }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ lineItems: [item(mug, 2)] }));
    const id = cached()!.lineItems![0]!.id!;
    await act(() =>
      result.current.setQuantity.mutateAsync({ id, quantity: 1_000_000 }).catch(() => undefined),
    );
    await waitFor(() => expect(result.current.setQuantity.isError).toBe(true));
    expect(result.current.setQuantity.error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    await waitFor(() => expect(result.current.cart.data!.lineItems![0]!.quantity).toBe(2));
  });

  it('coupons: a refusal is a coupon error, an accepted code shows, useRemoveCoupon takes it off', async () => {
    const { result } = render(() => ({
      cart: useCurrentCart(),
      add: useAddToCart(),
      apply: useApplyCoupon(),
      remove: useRemoveCoupon(),
    }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ lineItems: [item(mug)] }));
    await act(() => result.current.apply.mutateAsync('NOPE').catch(() => undefined));
    await waitFor(() => expect(result.current.apply.isError).toBe(true));
    expect(isCouponError(result.current.apply.error)).toBe(true);
    expect(result.current.apply.error).toMatchObject({ code: 'COUPON_NOT_FOUND' });
    await act(() => result.current.apply.mutateAsync('save10'));
    await waitFor(() =>
      expect(result.current.cart.data!.appliedDiscounts).toMatchObject([{ coupon: { code: 'SAVE10' } }]),
    );
    await act(() => result.current.remove.mutateAsync());
    await waitFor(() => expect(result.current.cart.data!.appliedDiscounts).toEqual([]));
  });

  it('useEstimateTotals prices the cart for the address and follows cart changes', async () => {
    const { result } = render(() => ({
      cart: useCurrentCart(),
      add: useAddToCart(),
      setQuantity: useUpdateLineItemQuantity(),
      totals: useEstimateTotals({ shippingAddress: CA, selectedShippingOption: { code: 'standard' } }),
    }));
    await waitFor(() => expect(result.current.totals.isSuccess).toBe(true));
    expect(result.current.totals.data).toBeNull();
    await act(() => result.current.add.mutateAsync({ lineItems: [item(mug, 2)] }));
    await waitFor(() => expect(result.current.totals.data?.priceSummary.subtotal?.amount).toBe('20.00'));
    expect(result.current.totals.data!.priceSummary).toMatchObject({
      shipping: { amount: '5.00' },
      tax: { amount: '2.00' },
      total: { amount: '27.00' },
    });
    const id = cached()!.lineItems![0]!.id!;
    await act(() => result.current.setQuantity.mutateAsync({ id, quantity: 3 }));
    await waitFor(() => expect(result.current.totals.data!.priceSummary.subtotal?.amount).toBe('30.00'));
  });

  it('useRemoveLineItems, then useCreateCheckout and useCheckout on what is left', async () => {
    const { result } = render(() => {
      const [checkoutId, setCheckoutId] = useState<string>();
      return {
        cart: useCurrentCart(),
        add: useAddToCart(),
        removeLines: useRemoveLineItems(),
        createCheckout: useCreateCheckout(),
        checkout: useCheckout(checkoutId),
        setCheckoutId,
      };
    });
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() =>
      result.current.add.mutateAsync({ lineItems: [item(mug, 1), item(shirt, 1, { Size: 'S' })] }),
    );
    const [mugLine] = cached()!.lineItems!.map((line) => line.id!);
    await act(() => result.current.removeLines.mutateAsync([mugLine!]));
    await waitFor(() =>
      expect(result.current.cart.data!.lineItems!.map((l) => l.productName?.original)).toEqual([
        'Hook Shirt',
      ]),
    );
    const { checkoutId } = await act(() =>
      result.current.createCheckout.mutateAsync({ channelType: 'WEB', shippingAddress: CA }),
    );
    act(() => result.current.setCheckoutId(checkoutId));
    await waitFor(() => expect(result.current.checkout.data?.id).toBe(checkoutId));
    expect(result.current.checkout.data!.lineItems!.map((line) => line.productName?.original)).toEqual([
      'Hook Shirt',
    ]);
    expect(result.current.checkout.data!.createdDate).toBeInstanceOf(Date);
    await waitFor(() => expect(result.current.cart.data!.checkoutId).toBe(checkoutId));
  });
});
