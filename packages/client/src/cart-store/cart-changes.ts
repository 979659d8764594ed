// The cart changes a UI queues (line quantities are in quantity-changes.ts): each pairs its optimistic edit with the
// client call that makes it.

import {
  type AddToCurrentCartRequest,
  addToCurrentCart,
  type Cart,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  type IdempotentCallOptions,
  isOwnedCartNotFoundError,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  type UpdateCurrentCartInput,
  updateCurrentCart,
} from '../cart/index.js';
import type { StoreClient } from '../client/types.js';
import type { CartChange, KnownCart } from './cart-queue.js';
import {
  type CartState,
  type LineIdResolver,
  matchPlaceholders,
  newPlaceholderId,
  withAddedLineItems,
  withoutCoupon,
  withoutLineItems,
} from './optimistic-cart.js';

/** Ids the server knows, dropping placeholders of lines whose add failed (those lines are gone). */
function resolvedIds(ids: readonly string[], resolve: LineIdResolver): string[] {
  return ids.flatMap((id) => resolve(id) ?? []);
}

/** Adds line items; the new lines show at once under placeholder ids. */
export function addLineItemsChange(
  client: StoreClient,
  body: AddToCurrentCartRequest,
  options?: IdempotentCallOptions,
): CartChange<CartState> {
  const items = body.lineItems ?? [];
  const placeholderIds = items.map(() => newPlaceholderId());
  return {
    apply: (cart) => (items.length > 0 ? withAddedLineItems(cart, items, placeholderIds) : cart),
    async send() {
      const { cart } = await addToCurrentCart(client, body, options);
      return { cart, result: cart };
    },
    placeholders: (before, after) => matchPlaceholders(before ?? null, after ?? null, items, placeholderIds),
  };
}

/** Removes line items; like quantitiesChange, lines whose add failed are skipped. */
export function removeLineItemsChange(client: StoreClient, ids: readonly string[]): CartChange<KnownCart> {
  return {
    apply: (cart, resolve) => withoutLineItems(cart, ids, resolve),
    async send({ cart, resolve }) {
      const known = resolvedIds(ids, resolve);
      if (known.length === 0) return { cart, result: cart };
      const response = await removeLineItemsFromCurrentCart(client, known);
      return { cart: response.cart, result: response.cart };
    },
  };
}

/** Applies a coupon code. Nothing shows before the server answers: only it knows whether the code is accepted. */
export function applyCouponChange(client: StoreClient, couponCode: string): CartChange<CartState> {
  return {
    apply: (cart) => cart,
    async send() {
      const { cart } = await updateCurrentCart(client, { couponCode, cartFieldmask: ['couponCode'] });
      return { cart, result: cart };
    },
  };
}

/**
 * The cart info a change sets, as the cart shows it: the fields its mask names (cleared when not given), else the
 * fields it gives. The buyer's e-mail is `buyerInfo.email` on both sides.
 */
function withCartInfo(cart: CartState, input: UpdateCurrentCartInput): CartState {
  if (!cart) return cart;
  const info = input.cartInfo ?? {};
  const named = (field: 'contactInfo' | 'selectedShippingOption' | 'buyerNote' | 'buyerInfo') =>
    input.cartFieldmask ? input.cartFieldmask.includes(field) : info[field] !== undefined;
  const next: Cart = { ...cart };
  for (const field of ['contactInfo', 'selectedShippingOption', 'buyerNote'] as const) {
    if (!named(field)) continue;
    if (info[field] === undefined) delete next[field];
    else Object.assign(next, { [field]: info[field] });
  }
  if (named('buyerInfo')) next.buyerInfo = { ...cart.buyerInfo, email: info.buyerInfo?.email };
  return next;
}

/**
 * Changes the cart's info (address and contact details, shipping option, note, e-mail) and, when given, its coupon:
 * the info shows at once, a coupon only once the server accepts it.
 */
export function updateCartChange(client: StoreClient, input: UpdateCurrentCartInput): CartChange<CartState> {
  return {
    apply: (cart) => withCartInfo(cart, input),
    async send() {
      const { cart } = await updateCurrentCart(client, input);
      return { cart, result: cart };
    },
  };
}

/** Removes the coupon. */
export function removeCouponChange(client: StoreClient): CartChange<CartState> {
  return {
    apply: withoutCoupon,
    async send() {
      const { cart } = await removeCouponFromCurrentCart(client);
      return { cart, result: cart };
    },
  };
}

/** Creates a checkout from the cart as it is once every earlier change has reached the server. */
export function createCheckoutChange(
  client: StoreClient,
  body: CreateCheckoutRequest,
  options?: IdempotentCallOptions,
): CartChange<CreateCheckoutResponse> {
  return {
    apply: (cart) => cart,
    async send({ cart }) {
      const response = await createCheckoutFromCurrentCart(client, body, options);
      return { cart: cart && { ...cart, checkoutId: response.checkoutId }, result: response };
    },
  };
}

/** Deletes the cart; a cart that is already gone counts as deleted. */
export function deleteCartChange(client: StoreClient): CartChange<void> {
  return {
    apply: () => null,
    async send() {
      try {
        await deleteCurrentCart(client);
      } catch (error) {
        if (!isOwnedCartNotFoundError(error)) throw error;
      }
      return { cart: null, result: undefined };
    },
  };
}
