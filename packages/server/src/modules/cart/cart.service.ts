// The current-cart operations (wire.md §1.1 C1–C4, C6, C7, C9): one cart per caller, line items resolved
// against the catalog on every read and write, admin-only fields refused for shoppers.
import {
  type AddToCurrentCartRequest,
  CART_UPDATE_MASK_PATHS,
  type Cart,
  type RemoveLineItemsRequest,
  type UpdateCurrentCartRequest,
  type UpdateLineItemsQuantityRequest,
} from '@cartwright/contracts';
import type { CartCaller } from '../../caller.js';
import { invalidField, permissionDenied } from '../../errors/app-error.js';
import { centsToDecimal, toCents } from '../../money/money.js';
import { checkCouponCode } from '../pricing/index.js';
import { throwViolations } from './cart.errors.js';
import type { IdempotencyRequest } from './idempotency/idempotency.js';
import { addLines } from './lines/add-lines.js';
import { refuseOversizeSubtotal } from './lines/cart-amount-limit.js';
import { catalogKey, resolveLine } from './lines/line-items.js';
import { buyerOf } from './reads/cart-view.js';
import type { Change } from './writes/cart-draft.js';
import { fieldsThatApply } from './writes/cart-field-mask.js';
import { type CartDeps, type CartDraft, type WriteContext, writeCurrentCart } from './writes/cart-write.js';

export { ownerOf } from './cart-owner.js';
export { deleteCurrentCart } from './writes/cart-delete.js';
export type { CartDeps } from './writes/cart-write.js';

export interface CartRequestContext {
  /** Origin of the request: image and page URLs in the answer are absolute. */
  baseUrl: string;
}

const cartResponse = (cart: Cart) => ({ cart });

const noSuchLine = (field: string) => ({
  field,
  description: 'names no line item of the cart',
  violatedRule: 'VALIDATION' as const,
});

/** C4, C6, C7: a change to the caller's cart that creates none when there is none; answers the cart. */
function editCurrentCart(deps: CartDeps, caller: CartCaller, ctx: CartRequestContext, change: Change<void>) {
  return writeCurrentCart(deps, caller, { create: false, baseUrl: ctx.baseUrl }, change, cartResponse);
}

/** Custom line items and merchant discounts set prices, so only admins may send them. */
function refuseAdminOnlyFields(
  caller: CartCaller,
  body: { customLineItems?: unknown; merchantDiscounts?: unknown },
) {
  if (caller.kind === 'admin') return;
  if (body.customLineItems !== undefined)
    throw permissionDenied('Only store admins may add custom line items');
  if (body.merchantDiscounts !== undefined)
    throw permissionDenied('Only store admins may set merchant discounts');
}

/**
 * C3: adds catalog line items (merging those already in the cart) and, for admins, custom line items;
 * creates the cart on the first add.
 * @example await addToCurrentCart(deps, caller, { lineItems: [{ quantity: 1, catalogReference }] }, ctx)
 */
export async function addToCurrentCart(
  deps: CartDeps,
  caller: CartCaller,
  body: AddToCurrentCartRequest,
  ctx: CartRequestContext & { idempotency?: IdempotencyRequest },
): Promise<{ cart: Cart }> {
  refuseAdminOnlyFields(caller, body);
  const items = body.lineItems ?? [];
  const customs = body.customLineItems ?? [];
  if (items.length + customs.length === 0) {
    throw invalidField('lineItems', 'must hold at least one line item', 'MIN_SIZE');
  }
  return writeCurrentCart(
    deps,
    caller,
    {
      create: true,
      baseUrl: ctx.baseUrl,
      newRefs: items.map((i) => catalogKey(i.catalogReference)),
      ...(ctx.idempotency ? { idempotency: ctx.idempotency } : {}),
    },
    (draft, write) => {
      addLines(draft, write, items, customs, write.answers.extra);
      if (body.businessLocationId !== undefined) draft.cart.business_location_id = body.businessLocationId;
    },
    cartResponse,
  );
}

/** The priced lines of the draft, as the coupon check sees the cart it would apply to. */
function pricedDraftLines(draft: CartDraft, write: WriteContext) {
  return draft.lines.map(
    (line) => resolveLine(line, write.answers.byLine.get(line.id), write.settings).priced,
  );
}

/**
 * C2: updates cart info, coupon, merchant discounts (admins) and adds line items. Without a field mask
 * every field given applies; with one, only the named fields apply, and a named field that is absent
 * is cleared. A refused coupon is its own application error and leaves the cart unchanged.
 * @example await updateCurrentCart(deps, caller, { couponCode: 'SAVE10' }, ctx)
 */
export async function updateCurrentCart(
  deps: CartDeps,
  caller: CartCaller,
  body: UpdateCurrentCartRequest,
  ctx: CartRequestContext,
): Promise<{ cart: Cart }> {
  refuseAdminOnlyFields(caller, body);
  const applies = fieldsThatApply(body);
  const info = body.cartInfo ?? {};
  const items = applies('lineItems') ? (body.lineItems ?? []) : [];
  const customs = applies('customLineItems') ? (body.customLineItems ?? []) : [];
  return writeCurrentCart(
    deps,
    caller,
    {
      create: CART_UPDATE_MASK_PATHS.some(applies),
      baseUrl: ctx.baseUrl,
      newRefs: items.map((i) => catalogKey(i.catalogReference)),
    },
    async (draft, write) => {
      const cart = draft.cart;
      if (applies('buyerNote')) cart.buyer_note = info.buyerNote ?? null;
      if (applies('buyerInfo')) cart.buyer_email = info.buyerInfo?.email ?? null;
      if (applies('contactInfo')) cart.contact_info = info.contactInfo ?? null;
      if (applies('selectedShippingOption'))
        cart.selected_shipping_option = info.selectedShippingOption ?? null;
      if (applies('businessLocationId')) cart.business_location_id = info.businessLocationId ?? null;
      if (items.length + customs.length > 0) addLines(draft, write, items, customs, write.answers.extra);
      if (applies('merchantDiscounts')) {
        cart.merchant_discounts = (body.merchantDiscounts ?? []).map((d) =>
          centsToDecimal(toCents(d.amount)),
        );
      }
      if (applies('couponCode')) {
        const code = body.couponCode;
        const coupon =
          code === undefined
            ? undefined
            : await checkCouponCode(write.deps, code, {
                lines: pricedDraftLines(draft, write),
                buyer: buyerOf(write.owner),
              });
        cart.coupon_id = coupon?.id ?? null;
        cart.coupon_code = coupon?.code ?? null;
      }
    },
    cartResponse,
  );
}

/**
 * C4: removes line items by id. An id the cart does not hold is a validation error and nothing is removed.
 * @example await removeLineItemsFromCurrentCart(deps, caller, { lineItemIds: [id] }, ctx)
 */
export async function removeLineItemsFromCurrentCart(
  deps: CartDeps,
  caller: CartCaller,
  body: RemoveLineItemsRequest,
  ctx: CartRequestContext,
): Promise<{ cart: Cart }> {
  return editCurrentCart(deps, caller, ctx, (draft) => {
    const held = new Set(draft.lines.map((l) => l.id));
    throwViolations(
      body.lineItemIds.flatMap((id, i) => (held.has(id) ? [] : [noSuchLine(`lineItemIds[${i}]`)])),
    );
    const removed = new Set(body.lineItemIds);
    draft.lines = draft.lines.filter((l) => !removed.has(l.id));
  });
}

/** C6: removes the cart's coupon (nothing changes when it has none). */
export async function removeCouponFromCurrentCart(
  deps: CartDeps,
  caller: CartCaller,
  ctx: CartRequestContext,
): Promise<{ cart: Cart }> {
  return editCurrentCart(deps, caller, ctx, (draft) => {
    draft.cart.coupon_id = null;
    draft.cart.coupon_code = null;
  });
}

/**
 * C7: sets the quantity of line items by id; unknown or repeated ids are validation errors.
 * @example await updateCurrentCartLineItemQuantity(deps, caller, { lineItems: [{ id, quantity: 3 }] }, ctx)
 */
export async function updateCurrentCartLineItemQuantity(
  deps: CartDeps,
  caller: CartCaller,
  body: UpdateLineItemsQuantityRequest,
  ctx: CartRequestContext,
): Promise<{ cart: Cart }> {
  return editCurrentCart(deps, caller, ctx, (draft, write) => {
    const byId = new Map(draft.lines.map((l) => [l.id, l]));
    const seen = new Set<string>();
    throwViolations(
      body.lineItems.flatMap(({ id }, i) => {
        const field = `lineItems[${i}].id`;
        if (!byId.has(id)) return [noSuchLine(field)];
        if (seen.has(id))
          return [{ field, description: 'is given more than once', violatedRule: 'VALIDATION' as const }];
        seen.add(id);
        return [];
      }),
    );
    for (const { id, quantity } of body.lineItems) byId.get(id)!.quantity = quantity;
    refuseOversizeSubtotal(draft, write, 'lineItems');
  });
}
