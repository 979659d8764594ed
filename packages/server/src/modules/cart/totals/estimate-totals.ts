// C8 estimate-totals: the cart's lines priced by the totals engine for the address and shipping option
// given (or the cart's own), with the whole response of wire.md §1.1 and §4.1.
import type {
  Address,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  MembershipOptions,
  PriceSummary,
  SelectedShippingOption,
} from '@cartwright/contracts';
import type { StoredCart } from '../../../cached-shapes.js';
import type { TotalsRequest, TotalsResult } from '../../pricing/index.js';
import { loadTotalsSetup, type TotalsContext, totalsWithSetup } from '../../pricing/index.js';
import type { CartRow } from '../cart.table.js';
import { cartViolations } from '../lines/cart-violations.js';
import { price } from '../lines/line-items.js';
import {
  buyerOf,
  lookUpCart,
  type ResolvedCart,
  resolveCart,
  STORE_WEIGHT_UNIT,
} from '../reads/cart-view.js';
import type { CartDeps } from '../writes/cart-write.js';

export interface TotalsOptions {
  shippingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  calculateTax?: boolean;
  calculateShipping?: boolean;
}

/** What totals are asked for a cart besides its lines: the request's address and option, else the cart's. */
function totalsContextFor(row: CartRow, options: TotalsOptions): TotalsContext {
  const address = options.shippingAddress ?? row.contact_info?.address;
  const shippingOption = options.selectedShippingOption ?? row.selected_shipping_option ?? undefined;
  return {
    ...(row.coupon_code === null ? {} : { couponCode: row.coupon_code }),
    merchantDiscounts: row.merchant_discounts,
    buyer: buyerOf({ kind: row.owner_kind, id: row.owner_id }),
    ...(address ? { shippingAddress: address } : {}),
    ...(shippingOption ? { selectedShippingOption: shippingOption } : {}),
    calculateTax: options.calculateTax ?? true,
    calculateShipping: options.calculateShipping ?? true,
  };
}

/** What the totals engine is asked for a resolved cart: the request's address and option, else the cart's. */
export function totalsRequestFor(resolved: ResolvedCart, options: TotalsOptions): TotalsRequest {
  return {
    lines: resolved.lines.map((l) => l.priced),
    ...totalsContextFor(resolved.stored.cart, options),
  };
}

/** Nothing is left to pay later: the store takes full payment online. */
function zeroSummary(currency: string): PriceSummary {
  const zero = price(0, currency);
  return { subtotal: zero, shipping: zero, tax: zero, discount: zero, total: zero, additionalFees: zero };
}

/** The store sells no memberships: none is eligible, and any the caller selects is invalid. */
function membershipOptions(request: EstimateTotalsRequest): MembershipOptions {
  const selected = request.selectedMemberships?.memberships ?? [];
  return {
    eligibleMemberships: [],
    invalidMemberships: selected.map((m) => ({
      membership: { id: m.id, appId: m.appId, ...(m.lineItemIds ? { lineItemIds: m.lineItemIds } : {}) },
      reason: 'The store sells no memberships',
    })),
    selectedMemberships: [],
  };
}

/** The estimate-totals response of a resolved cart and its totals. */
export function estimateResponse(
  resolved: ResolvedCart,
  totals: TotalsResult,
  request: EstimateTotalsRequest,
): EstimateTotalsResponse {
  return {
    cart: resolved.cart,
    calculatedLineItems: totals.calculatedLineItems,
    priceSummary: totals.priceSummary,
    taxSummary: totals.taxSummary,
    shippingInfo: totals.shippingInfo,
    appliedDiscounts: totals.appliedDiscounts,
    ...(totals.calculationErrors ? { calculationErrors: totals.calculationErrors } : {}),
    weightUnit: STORE_WEIGHT_UNIT,
    currency: totals.currency,
    payNow: totals.priceSummary,
    payLater: zeroSummary(totals.currency),
    membershipOptions: membershipOptions(request),
    additionalFees: [],
    violations: cartViolations(resolved.lines),
  };
}

/**
 * C8: prices a cart (coupon, automatic discounts, merchant discounts, shipping and tax) for
 * the given address and shipping option, or the cart's own.
 * @example await estimateTotals(deps, stored, { shippingAddress: { country: 'US', subdivision: 'US-CA' } }, { baseUrl })
 */
export async function estimateTotals(
  deps: CartDeps,
  stored: StoredCart,
  request: EstimateTotalsRequest,
  ctx: { baseUrl: string },
): Promise<EstimateTotalsResponse> {
  // The pricing setup depends on the cart row alone, so it is read while the catalog answers the lines.
  const [{ answers }, setup] = await Promise.all([
    lookUpCart(deps, stored, ctx.baseUrl),
    loadTotalsSetup(deps, totalsContextFor(stored.cart, request), stored.store),
  ]);
  // Lines and totals in the store settings read with the cart, as the totals setup has them.
  const resolved = resolveCart(stored, answers, { ...stored.store, baseUrl: ctx.baseUrl });
  const totals = totalsWithSetup(
    setup,
    resolved.lines.map((l) => l.priced),
  );
  return estimateResponse(resolved, totals, request);
}
