// @vitest-environment happy-dom
// The cart hooks as adapters of the client's cart queue to TanStack Query, against a scripted cart server on a
// loopback socket whose answers the tests hold and release. The queue's own rules are tested without React in
// packages/client/src/cart-store/cart-queue.test.ts.
import { createClient, isApiError, OAuthStrategy, type Tokens } from '@cartwright/client';
import { type Cart, isCouponError } from '@cartwright/client/cart';
import { QueryClient, useIsMutating } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ID, CORS, ScriptedCartServer } from '../../../client/src/test-support/scripted-cart-server.js';
import { startTestServer, type TestServer } from '../../../client/src/test-support/test-server.js';
import { StoreProvider } from '../provider/store-provider.js';
import { cartKeys } from './cart-keys.js';
import { useAddToCart } from './use-add-to-cart.js';
import { useApplyCoupon } from './use-apply-coupon.js';
import { useCheckout } from './use-checkout.js';
import { useCreateCheckout } from './use-create-checkout.js';
import { useCurrentCart } from './use-current-cart.js';
import { useEstimateTotals } from './use-estimate-totals.js';
import { useRemoveCoupon } from './use-remove-coupon.js';
import { useRemoveLineItems } from './use-remove-line-items.js';
import { useStepLineItemQuantity } from './use-step-line-item-quantity.js';
import { useUpdateCart } from './use-update-cart.js';
import { useUpdateLineItemQuantity } from './use-update-line-item-quantity.js';

let socket: TestServer;
let script: ScriptedCartServer;
let queryClient: QueryClient;

// A socket per test: changes a failed test left queued cannot reach the next test's cart.
beforeEach(async () => {
  // What the browser remembers about the visitor's cart starts afresh in each test.
  localStorage.clear();
  const current = new ScriptedCartServer();
  script = current;
  socket = await startTestServer((request) => current.answer(request));
});
afterEach(async () => {
  script.holding = false;
  for (const held of script.held.splice(0)) held.release();
  // Reads a failed change asks for are let finish, so closing the socket cuts nothing off.
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  cleanup();
  queryClient.clear();
  await socket.close();
});

const visitor: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'visitor-refresh', role: 'visitor' },
};

let auth: ReturnType<typeof OAuthStrategy>;

/** `tokens: null` starts with none, as a first visit does. */
function render<T>(hook: () => T, tokens: Tokens | null = visitor) {
  auth = OAuthStrategy({ clientId: 'web', ...(tokens ? { tokens } : {}) });
  const client = createClient({ host: socket.origin, auth });
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} queryClient={queryClient}>
      {children}
    </StoreProvider>
  );
  return renderHook(hook, { wrapper });
}

const reference = (productId: string) => ({ appId: APP_ID, catalogItemId: productId });
const quantities = (cart: Cart | null | undefined) => cart?.lineItems?.map((line) => line.quantity) ?? [];
const cartCalls = () => script.calls.filter((call) => call.method !== 'GET');

/** The cached current cart: what useCurrentCart renders next (renders themselves are batched by TanStack). */
const cached = () => queryClient.getQueryData<Cart | null>(cartKeys.current());

/**
 * A cart hook view, and every quantity of its first line the cache ever held, recorded synchronously on each cache
 * update, so even a stale value that no render happened to catch would show.
 */
function renderStepper() {
  const view = render(() => ({
    cart: useCurrentCart(),
    setQuantity: useUpdateLineItemQuantity(),
    step: useStepLineItemQuantity(),
    add: useAddToCart(),
  }));
  const shown: (number | undefined)[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[2] === 'current') {
      shown.push((event.query.state.data as Cart | null | undefined)?.lineItems?.[0]?.quantity);
    }
  });
  return { ...view, shown };
}

/** Consecutive duplicates removed: the values a shopper actually saw change through. */
const changes = (values: (number | undefined)[]) =>
  values.filter((value, i) => i === 0 || value !== values[i - 1]);

async function seedCart(...lines: [productId: string, quantity: number][]) {
  script.cart = {
    lines: lines.map(([productId, quantity], i) => ({ id: `seed-${i + 1}`, quantity, productId })),
  };
}

describe('useCurrentCart', () => {
  it('shows no cart as null, not as an error, and sends the visitor token', async () => {
    const { result } = render(() => useCurrentCart());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeNull();
    expect(socket.requests.find((r) => r.method === 'GET')!.headers.authorization).toBe('visitor-access');
  });

  it('asks nothing of a first visit (no tokens yet: a new visitor has no cart), so no 404 reaches the console', async () => {
    const { result } = render(() => useCurrentCart(), null);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(socket.requests.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('asks a visitor seen without a cart again only after a change made one', async () => {
    const first = render(() => useCurrentCart());
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    cleanup();
    queryClient.clear();
    const { result } = render(() => ({ cart: useCurrentCart(), add: useAddToCart() }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    expect(socket.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    await act(() =>
      result.current.add.mutateAsync({ lineItems: [{ quantity: 1, catalogReference: reference('p-1') }] }),
    );
    cleanup();
    queryClient.clear();
    const after = render(() => useCurrentCart());
    await waitFor(() => expect(quantities(after.result.current.data)).toEqual([1]));
    expect(socket.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('asks for a member’s cart although this browser saw its visitor without one', async () => {
    localStorage.setItem('cartwright.visitor-cart', 'none');
    await seedCart(['p-1', 4]);
    const member: Tokens = { ...visitor, refreshToken: { value: 'member-refresh', role: 'member' } };
    const { result } = render(() => useCurrentCart(), member);
    await waitFor(() => expect(quantities(result.current.data)).toEqual([4]));
  });

  it('asks a member seen without a cart again only when the tab comes back, and then shows a cart made elsewhere', async () => {
    const claims = Buffer.from(JSON.stringify({ sub: 'member-a', kind: 'member', auth_time: 1 })).toString(
      'base64url',
    );
    const member: Tokens = {
      accessToken: { value: `e30.${claims}.sig`, expiresAt: visitor.accessToken.expiresAt },
      refreshToken: { value: 'member-refresh', role: 'member' },
    };
    const reads = () => socket.requests.filter((r) => r.method === 'GET');
    const first = render(() => useCurrentCart(), member);
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    cleanup();
    queryClient.clear();
    // The next page of the same member asks nothing: no 404 in its console.
    const { result } = render(() => useCurrentCart(), member);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(reads()).toHaveLength(1);
    // The member fills a cart on another device, then returns to this tab.
    await seedCart(['p-1', 2]);
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      visibility = 'visible';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(quantities(result.current.data)).toEqual([2]));
      expect(reads()).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('shows the cart with its dates converted', async () => {
    await seedCart(['p-1', 2]);
    const { result } = render(() => useCurrentCart());
    await waitFor(() => expect(result.current.data).toBeTruthy());
    expect(quantities(result.current.data)).toEqual([2]);
    expect(result.current.data!.updatedDate).toEqual(new Date('2024-01-02T03:04:05.000Z'));
  });

  it('reads the cart again for the new owner when a member signs in', async () => {
    await seedCart(['p-1', 1]);
    const { result } = render(() => useCurrentCart());
    await waitFor(() => expect(quantities(result.current.data)).toEqual([1]));
    // The member's cart on the server differs from the visitor's.
    script.cart = { lines: [{ id: 'm-1', quantity: 3, productId: 'p-2' }] };
    await act(() =>
      auth.setTokens(
        {
          accessToken: { value: 'member-access', expiresAt: visitor.accessToken.expiresAt },
          refreshToken: { value: 'member-refresh', role: 'member' },
        },
        'member-login',
      ),
    );
    await waitFor(() => expect(quantities(result.current.data)).toEqual([3]));
    const reads = socket.requests.filter((r) => r.method === 'GET');
    expect(reads.map((r) => r.headers.authorization)).toEqual(['visitor-access', 'member-access']);
  });

  it('surfaces other failures as errors', async () => {
    socket.handle((request) =>
      request.method === 'OPTIONS'
        ? { status: 204, headers: CORS, body: '' }
        : {
            status: 403,
            headers: CORS,
            body: { message: 'no', details: { applicationError: { code: 'FORBIDDEN', description: 'no' } } },
          },
    );
    const { result } = render(() => useCurrentCart());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the cart queue in the query cache: fast + and − clicks', () => {
  it('shows each click at once, sends one request at a time, merges waiting clicks, and ends on the server cart', async () => {
    await seedCart(['p-1', 1]);
    const { result, shown } = renderStepper();
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    script.holding = true;
    const id = cached()!.lineItems![0]!.id!;
    const clicks = [2, 3, 4, 3, 4, 5];
    const settled: Promise<unknown>[] = [];
    for (const quantity of clicks) {
      await act(async () => {
        settled.push(result.current.setQuantity.mutateAsync({ id, quantity }));
      });
      // Each click shows at once, before any answer.
      expect(cached()!.lineItems![0]!.quantity).toBe(quantity);
    }
    // The first click is on the wire; the five later ones wait, merged into one request.
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('update-line-items-quantity'));
    await waitFor(() => expect(script.held).toHaveLength(1));
    expect(cached()!.lineItems![0]!.quantity).toBe(5);
    act(() => script.release('update-line-items-quantity'));
    await Promise.all(settled);

    expect(cartCalls().map((call) => call.body)).toEqual([
      { lineItems: [{ id, quantity: 2 }] },
      { lineItems: [{ id, quantity: 5 }] },
    ]);
    expect(script.maxInFlight).toBe(1);
    expect(script.cart!.lines[0]!.quantity).toBe(5);
    await waitFor(() => expect(quantities(result.current.cart.data)).toEqual([5]));
    // No flicker: the shopper saw the clicks in order and never a stale quantity (the server's 2 while 5 waited).
    expect(changes(shown.filter((value) => value !== undefined))).toEqual([1, ...clicks]);
  });

  it('useStepLineItemQuantity steps from the cart as it is when the step lands, with no quantity from the page', async () => {
    await seedCart(['p-1', 2]);
    const { result, shown } = renderStepper();
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    script.holding = true;
    const id = cached()!.lineItems![0]!.id!;
    const steps = [1, 1, -1, -1, -1, -1, 1];
    const settled: Promise<unknown>[] = [];
    for (const delta of steps) {
      // Clicks faster than a render: each mutate call comes from the same rendered hook.
      settled.push(result.current.step.mutateAsync({ id, delta }));
    }
    await act(async () => {});
    // 2 → 3 → 4 → 3 → 2 → 1 → 1 (never below 1) → 2.
    expect(changes(shown.filter((value) => value !== undefined))).toEqual([2, 3, 4, 3, 2, 1, 2]);
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('update-line-items-quantity'));
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('update-line-items-quantity'));
    await Promise.all(settled);
    expect(cartCalls().map((call) => call.body)).toEqual([
      { lineItems: [{ id, quantity: 3 }] },
      { lineItems: [{ id, quantity: 2 }] },
    ]);
    await waitFor(() => expect(quantities(result.current.cart.data)).toEqual([2]));
    expect(changes(shown.filter((value) => value !== undefined))).toEqual([2, 3, 4, 3, 2, 1, 2]);
  });

  it('clicks merged into one refused request all fail and all roll back, to the last confirmed quantity', async () => {
    await seedCart(['p-1', 9]);
    const { result } = renderStepper();
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    const id = cached()!.lineItems![0]!.id!;
    script.holding = true;
    const outcomes: Promise<unknown>[] = [];
    await act(async () => {
      outcomes.push(result.current.setQuantity.mutateAsync({ id, quantity: 10 }).catch((e: unknown) => e));
      outcomes.push(result.current.setQuantity.mutateAsync({ id, quantity: 11 }).catch((e: unknown) => e));
      outcomes.push(result.current.setQuantity.mutateAsync({ id, quantity: 12 }).catch((e: unknown) => e));
    });
    expect(cached()!.lineItems![0]!.quantity).toBe(12);
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('update-line-items-quantity'));
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('update-line-items-quantity'));
    const [first, second, third] = await Promise.all(outcomes);
    expect(first).toMatchObject({ lineItems: [{ quantity: 10 }] });
    expect(isApiError(second) && second.code).toBe('MAX_QUANTITY_EXCEEDED');
    expect(third).toBe(second);
    expect(cached()!.lineItems![0]!.quantity).toBe(10);
    // After a failure the cart is read again once the queue is empty (an unanswered change may have landed).
    await waitFor(() => expect(script.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('a change made before the cart was ever read invents nothing; the server’s answer fills the cache', async () => {
    await seedCart(['p-1', 3]);
    const { result } = render(() => useAddToCart());
    script.holding = true;
    await act(async () =>
      result.current.mutate({ lineItems: [{ quantity: 1, catalogReference: reference('p-2') }] }),
    );
    await waitFor(() => expect(script.held).toHaveLength(1));
    expect(cached()).toBeUndefined();
    act(() => script.release('add-to-cart'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(quantities(cached())).toEqual([3, 1]);
  });

  it('a cart read on the wire when a change is queued is cancelled, and the cart is read again after the queue', async () => {
    await seedCart(['p-1', 1]);
    script.holding = true;
    const { result } = render(() => ({ cart: useCurrentCart(), setQuantity: useUpdateLineItemQuantity() }));
    await waitFor(() => expect(script.held).toHaveLength(1));
    await act(async () => result.current.setQuantity.mutate({ id: 'seed-1', quantity: 4 }));
    // Its answer would be the cart before the change: it is dropped, and it may answer whenever it likes.
    act(() => script.release('/ecom/v1/carts/current'));
    await waitFor(() => expect(script.held).toHaveLength(1));
    script.holding = false;
    act(() => script.release('update-line-items-quantity'));
    await waitFor(() => expect(result.current.setQuantity.isSuccess).toBe(true));
    await waitFor(() => expect(script.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(quantities(result.current.cart.data)).toEqual([4]));
    expect(result.current.cart.error).toBeNull();
  });

  it('a cart read asked for while changes wait is sent only after them, so it cannot show an older cart', async () => {
    await seedCart(['p-1', 1]);
    const { result, shown } = renderStepper();
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    const id = cached()!.lineItems![0]!.id!;
    script.holding = true;
    await act(async () => result.current.setQuantity.mutate({ id, quantity: 4 }));
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => void queryClient.invalidateQueries({ queryKey: cartKeys.current() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(script.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
    expect(cached()!.lineItems![0]!.quantity).toBe(4);
    script.holding = false;
    act(() => script.release('update-line-items-quantity'));
    await waitFor(() => expect(script.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(result.current.cart.isFetching).toBe(false));
    expect(changes(shown.filter((value) => value !== undefined))).toEqual([1, 4]);
  });
});

describe('the other cart hooks', () => {
  it('useAddToCart creates the cart, merges a second add of the same product, and sends the Idempotency-Key', async () => {
    const { result } = render(() => ({ cart: useCurrentCart(), add: useAddToCart() }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    const item = { quantity: 2, catalogReference: reference('p-1') };
    await act(() => result.current.add.mutateAsync({ lineItems: [item], idempotencyKey: 'add-1' }));
    await act(() => result.current.add.mutateAsync({ lineItems: [item] }));
    expect(quantities(cached())).toEqual([4]);
    const adds = socket.requests.filter((r) => r.method === 'POST' && r.url.endsWith('add-to-cart'));
    expect(adds.map((r) => r.headers['idempotency-key'])).toEqual(['add-1', undefined]);
    expect(JSON.parse(adds[0]!.body)).toEqual({ lineItems: [item] });
  });

  it('useRemoveLineItems hides the lines at once and brings them back when refused', async () => {
    await seedCart(['p-1', 1], ['p-2', 2]);
    const { result } = render(() => ({ cart: useCurrentCart(), remove: useRemoveLineItems() }));
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    script.holding = true;
    await act(async () => result.current.remove.mutate(['seed-1']));
    expect(quantities(cached())).toEqual([2]);
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('remove-line-items'));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(cached()!.lineItems!.map((line) => line.id)).toEqual(['seed-2']);

    script.cart!.lines.push({ id: 'locked', quantity: 1, productId: 'p-3' });
    script.holding = false;
    await act(() => queryClient.invalidateQueries({ queryKey: cartKeys.current() }));
    await waitFor(() => expect(quantities(result.current.cart.data)).toEqual([2, 1]));
    script.holding = true;
    await act(async () => result.current.remove.mutate(['locked']));
    expect(quantities(cached())).toEqual([2]);
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('remove-line-items'));
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.remove.error).toMatchObject({ code: 'LINE_ITEM_LOCKED' });
    expect(quantities(cached())).toEqual([2, 1]);
  });

  it('useApplyCoupon surfaces a refusal as a coupon error and shows an accepted coupon; useRemoveCoupon takes it off at once', async () => {
    await seedCart(['p-1', 1]);
    const { result } = render(() => ({
      cart: useCurrentCart(),
      apply: useApplyCoupon(),
      remove: useRemoveCoupon(),
    }));
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    await act(() => result.current.apply.mutateAsync('NOPE').catch(() => undefined));
    await waitFor(() => expect(result.current.apply.isError).toBe(true));
    expect(isCouponError(result.current.apply.error)).toBe(true);
    expect(result.current.apply.error).toMatchObject({ code: 'COUPON_NOT_FOUND' });
    expect(cached()!.appliedDiscounts).toEqual([]);
    expect(script.calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      couponCode: 'NOPE',
      cartFieldmask: 'couponCode',
    });

    await act(() => result.current.apply.mutateAsync('GOOD'));
    expect(cached()!.appliedDiscounts).toEqual([{ coupon: { code: 'GOOD' } }]);
    script.holding = true;
    await act(async () => result.current.remove.mutate());
    expect(cached()!.appliedDiscounts).toEqual([]);
    await waitFor(() => expect(script.held).toHaveLength(1));
    act(() => script.release('remove-coupon'));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(script.cart!.coupon).toBeUndefined();
  });

  it('useUpdateCart keeps the address and shipping option with the cart after the queued changes, shown at once, taken back when refused', async () => {
    await seedCart(['p-1', 1]);
    const { result } = render(() => ({
      cart: useCurrentCart(),
      update: useUpdateCart(),
      setQuantity: useUpdateLineItemQuantity(),
      estimate: useEstimateTotals({}),
    }));
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    const address = { country: 'US', subdivision: 'US-CA', postalCode: '94103', city: 'San Francisco' };
    const contactDetails = { firstName: 'Ann', lastName: 'Lee' };
    script.holding = true;
    await act(async () => result.current.setQuantity.mutate({ id: 'seed-1', quantity: 2 }));
    let saved: Promise<unknown> | undefined;
    await act(async () => {
      saved = result.current.update.mutateAsync({
        cartInfo: { contactInfo: { address, contactDetails }, selectedShippingOption: { code: 'standard' } },
        cartFieldmask: ['contactInfo', 'selectedShippingOption'],
      });
    });
    // Shown at once, sent only after the quantity change before it.
    expect(cached()!.contactInfo).toEqual({ address, contactDetails });
    expect(cached()!.selectedShippingOption).toEqual({ code: 'standard' });
    await waitFor(() => expect(script.held).toHaveLength(1));
    expect(cartCalls().some((call) => call.method === 'PATCH')).toBe(false);
    script.holding = false;
    act(() => script.release('update-line-items-quantity'));
    await saved;
    expect(cartCalls().find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/ecom/v1/carts/current',
      body: {
        cartInfo: { contactInfo: { address, contactDetails }, selectedShippingOption: { code: 'standard' } },
        cartFieldmask: 'contactInfo,selectedShippingOption',
      },
    });
    expect(script.cart!.contactInfo).toEqual({ address, contactDetails });
    // An estimate that names no address is for the cart's own.
    await waitFor(() => expect(result.current.estimate.data?.shippingInfo.region?.name).toBe('US'));

    // A new address with the option cleared: the mask names it and the input leaves it out.
    await act(() =>
      result.current.update.mutateAsync({
        cartInfo: { contactInfo: { address: { country: 'CA' } } },
        cartFieldmask: ['contactInfo', 'selectedShippingOption'],
      }),
    );
    expect(cached()!.selectedShippingOption).toBeUndefined();
    expect(script.cart!.selectedShippingOption).toBeUndefined();

    await act(() =>
      result.current.update
        .mutateAsync({
          cartInfo: { contactInfo: { address } },
          couponCode: 'NOPE',
          cartFieldmask: ['contactInfo', 'couponCode'],
        })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.update.error).toMatchObject({ code: 'COUPON_NOT_FOUND' }));
    expect(cached()!.contactInfo).toEqual({ address: { country: 'CA' } });
  });

  it('useEstimateTotals is keyed by its input, waits for queued changes, and is fetched again after each change', async () => {
    await seedCart(['p-1', 1]);
    let country = 'US';
    const { result, rerender } = render(() => ({
      cart: useCurrentCart(),
      estimate: useEstimateTotals({ shippingAddress: { country } }),
      setQuantity: useUpdateLineItemQuantity(),
    }));
    await waitFor(() => expect(result.current.estimate.data?.shippingInfo.region?.name).toBe('US'));
    expect(result.current.estimate.data!.priceSummary.subtotal?.amount).toBe('5.00');
    country = 'CA';
    rerender();
    // The previous answer stays while the new address is estimated.
    expect(result.current.estimate.data!.shippingInfo.region?.name).toBe('US');
    await waitFor(() => expect(result.current.estimate.data!.shippingInfo.region?.name).toBe('CA'));
    const estimates = () => script.calls.filter((call) => call.path.endsWith('estimate-totals'));
    expect(estimates().map((call) => call.body)).toEqual([
      { shippingAddress: { country: 'US' } },
      { shippingAddress: { country: 'CA' } },
    ]);

    script.holding = true;
    await act(async () => result.current.setQuantity.mutate({ id: 'seed-1', quantity: 3 }));
    await waitFor(() => expect(script.held).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(estimates()).toHaveLength(2);
    script.holding = false;
    act(() => script.release('update-line-items-quantity'));
    await waitFor(() => expect(result.current.estimate.data!.priceSummary.subtotal?.amount).toBe('15.00'));
    expect(estimates()).toHaveLength(3);
  });

  it('useEstimateTotals answers null while there is no cart, and fetches nothing when disabled', async () => {
    const { result } = render(() => ({
      on: useEstimateTotals({}),
      off: useEstimateTotals({ shippingAddress: { country: 'DE' } }, { enabled: false }),
    }));
    await waitFor(() => expect(result.current.on.isSuccess).toBe(true));
    expect(result.current.on.data).toBeNull();
    expect(result.current.off.fetchStatus).toBe('idle');
    expect(script.calls.filter((call) => call.path.endsWith('estimate-totals'))).toHaveLength(1);
  });

  it('useCreateCheckout runs after the queued changes, so the checkout holds what the shopper saw', async () => {
    await seedCart(['p-1', 1]);
    const { result } = render(() => ({
      cart: useCurrentCart(),
      setQuantity: useUpdateLineItemQuantity(),
      createCheckout: useCreateCheckout(),
      saving: useIsMutating({ mutationKey: cartKeys.changes() }),
    }));
    await waitFor(() => expect(result.current.cart.data).toBeTruthy());
    script.holding = true;
    await act(async () => result.current.setQuantity.mutate({ id: 'seed-1', quantity: 6 }));
    let checkout: Promise<{ checkoutId: string }> | undefined;
    await act(async () => {
      checkout = result.current.createCheckout.mutateAsync({ channelType: 'WEB', idempotencyKey: 'co-key' });
    });
    await waitFor(() => expect(result.current.saving).toBe(2));
    await waitFor(() => expect(script.held).toHaveLength(1));
    expect(script.calls.some((call) => call.path.endsWith('create-checkout'))).toBe(false);
    script.holding = false;
    act(() => script.release('update-line-items-quantity'));
    expect(await checkout).toEqual({ checkoutId: 'co-1' });
    expect(script.checkouts.get('co-1')).toEqual({ quantities: [6] });
    const request = socket.requests.find((r) => r.method === 'POST' && r.url.endsWith('create-checkout'))!;
    expect(request.headers['idempotency-key']).toBe('co-key');
    expect(JSON.parse(request.body)).toEqual({ channelType: 'WEB' });
    await waitFor(() => expect(result.current.cart.data!.checkoutId).toBe('co-1'));
  });

  it('useCreateCheckout surfaces a refusal', async () => {
    const { result } = render(() => ({ cart: useCurrentCart(), createCheckout: useCreateCheckout() }));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.createCheckout.mutateAsync({}).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.createCheckout.error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' }),
    );
  });

  it('useCheckout reads a checkout by id, and nothing while the id is unknown', async () => {
    script.checkouts.set('co 9', { quantities: [2] });
    let id: string | undefined;
    const { result, rerender } = render(() => useCheckout(id));
    expect(result.current.fetchStatus).toBe('idle');
    id = 'co 9';
    rerender();
    await waitFor(() => expect(result.current.data).toEqual({ id: 'co 9', quantities: [2] }));
    expect(script.calls).toEqual([{ method: 'GET', path: '/ecom/v1/checkouts/co%209', body: {} }]);
  });
});
