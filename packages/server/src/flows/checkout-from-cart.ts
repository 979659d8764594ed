// C5 create-checkout: a use case spanning the cart, the catalog, pricing and checkouts. On the cart as it
// stands: refuse an empty cart, one with unavailable lines or lines short of stock, price it, and write the
// checkout snapshot (with what its totals are computed from) and its event in the statement that keeps the
// checkout id on the cart, which applies only while the cart is still as it was priced (else all of it runs
// again with the cart locked, cart-write.ts). A coupon's use is counted when the order is placed
// (place-order.ts), not here: nothing is paid yet.
import { randomUUID } from 'node:crypto';
import type { Checkout, CreateCheckoutRequest, CreateCheckoutResponse } from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import { AppError } from '../errors/app-error.js';
import type { IdempotencyRequest } from '../modules/cart/index.js';
import {
  buyerOf,
  type CartDeps,
  cartHasErrors,
  cartIsEmpty,
  cartViolations,
  linesShortOfStock,
  notEnoughStock,
  STORE_WEIGHT_UNIT,
  totalsRequestFor,
  unavailableLines,
  type WriteContext,
  writeCurrentCart,
} from '../modules/cart/index.js';
import { checkoutCreation } from '../modules/checkouts/index.js';
import type { TotalsResult } from '../modules/pricing/index.js';
import { calculateTotals } from '../modules/pricing/index.js';
import { refuseOversizeTotals } from './checkout-pricing.js';

/** A coupon the engine no longer accepts blocks the checkout with the coupon's own refusal. */
function refuseFailedCoupon(totals: TotalsResult): void {
  const refusal = totals.calculationErrors?.couponCalculationError?.applicationError;
  if (refusal)
    throw new AppError(400, String(refusal.code), refusal.description ?? 'The coupon cannot be used');
}

function checkoutSnapshot(
  id: string,
  write: WriteContext,
  request: CreateCheckoutRequest,
  totals: TotalsResult,
  now: Date,
): Checkout {
  const row = write.before.stored.cart;
  const contactDetails = row.contact_info?.contactDetails;
  const shippingAddress = request.shippingAddress ?? row.contact_info?.address;
  const email = request.email ?? row.buyer_email ?? undefined;
  return {
    id,
    cartId: row.id,
    channelType: request.channelType ?? 'WEB',
    lineItems: write.before.lines.map((l) => l.wire),
    calculatedLineItems: totals.calculatedLineItems,
    billingInfo: {
      ...(request.billingAddress ? { address: request.billingAddress } : {}),
      ...(contactDetails ? { contactDetails } : {}),
    },
    shippingInfo: {
      ...totals.shippingInfo,
      shippingDestination: {
        ...(shippingAddress ? { address: shippingAddress } : {}),
        ...(contactDetails ? { contactDetails } : {}),
      },
    },
    buyerInfo: { ...buyerOf(write.owner), ...(email ? { email } : {}) },
    ...(row.buyer_note === null ? {} : { buyerNote: row.buyer_note }),
    priceSummary: totals.priceSummary,
    appliedDiscounts: totals.appliedDiscounts,
    taxSummary: totals.taxSummary,
    membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
    violations: cartViolations(write.before.lines),
    currency: totals.currency,
    weightUnit: STORE_WEIGHT_UNIT,
    taxIncludedInPrices: totals.taxIncludedInPrices,
    completed: false,
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
  };
}

/**
 * C5: turns the caller's current cart into a checkout and answers its id; the cart keeps `checkoutId`.
 * Refused with CART_IS_EMPTY, CART_HAS_ERRORS (unavailable lines), NOT_ENOUGH_STOCK (lines holding more than is
 * in stock, named with what is left), or the coupon's refusal code when its coupon no longer applies.
 * @example const { checkoutId } = await createCheckoutFromCurrentCart(deps, caller, { channelType: 'WEB' }, { baseUrl })
 */
export async function createCheckoutFromCurrentCart(
  deps: CartDeps,
  caller: CartCaller,
  request: CreateCheckoutRequest,
  ctx: { baseUrl: string; idempotency?: IdempotencyRequest; clientAddress?: string },
): Promise<CreateCheckoutResponse> {
  return writeCurrentCart(
    deps,
    caller,
    { create: false, baseUrl: ctx.baseUrl, ...(ctx.idempotency ? { idempotency: ctx.idempotency } : {}) },
    async (draft, write) => {
      const lines = write.before.lines;
      if (lines.length === 0) throw cartIsEmpty();
      const unavailable = unavailableLines(lines);
      if (unavailable.length > 0) throw cartHasErrors(unavailable.map((l) => l.line.id));
      const short = linesShortOfStock(lines);
      if (short.length > 0) {
        throw notEnoughStock(
          short.map((l) => ({
            id: l.line.id,
            name: l.wire.productName?.original ?? 'this item',
            quantity: l.line.quantity,
            quantityAvailable: l.wire.availability?.quantityAvailable ?? 0,
          })),
        );
      }
      const totalsRequest = totalsRequestFor(write.before, {
        ...(request.shippingAddress ? { shippingAddress: request.shippingAddress } : {}),
        ...(request.selectedShippingOption ? { selectedShippingOption: request.selectedShippingOption } : {}),
      });
      // The cart was read with the store's currency and tax setting: no need to read them again.
      const totals = await calculateTotals(write.deps, totalsRequest, write.before.stored.store);
      refuseFailedCoupon(totals);
      refuseOversizeTotals(totals);
      const id = randomUUID();
      const checkout = checkoutSnapshot(id, write, request, totals, write.deps.clock());
      write.attach(
        checkoutCreation(write.deps.clock, caller, {
          owner: write.owner,
          cartId: draft.cart.id,
          checkout,
          ...(ctx.clientAddress === undefined ? {} : { clientAddress: ctx.clientAddress }),
          pricing: {
            lines: totalsRequest.lines,
            ...(totalsRequest.couponCode === undefined ? {} : { couponCode: totalsRequest.couponCode }),
            merchantDiscounts: totalsRequest.merchantDiscounts,
            buyer: totalsRequest.buyer,
            calculateTax: totalsRequest.calculateTax,
            calculateShipping: totalsRequest.calculateShipping,
          },
        }),
      );
      draft.cart.checkout_id = id;
      return id;
    },
    (_cart, checkoutId) => ({ checkoutId }),
  );
}
