// A checkout priced again, as it would be bought now: its lines from the catalog (an owner's price change or a
// withdrawn product counts), its coupon checked again (one deactivated or expired since comes off), the discount
// rules, shipping and tax of today. Editing a checkout and paying for it both run on this, so an order is never
// charged at prices the store withdrew. Also the limits every checkout keeps: its lifetime, and totals an order
// can hold.
import {
  type Address,
  CHECKOUT_LIFETIME_DAYS,
  type Checkout,
  MAX_AMOUNT,
  ORDER_ERROR_CODES,
  type PricesChangedData,
  type SelectedShippingOption,
} from '@cartwright/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { cartViolations, repriceCheckoutLines } from '../modules/cart/index.js';
import type { CheckoutPricing, CheckoutRecord } from '../modules/checkouts/index.js';
import { calculateTotals, type TotalsResult } from '../modules/pricing/index.js';
import { toCents } from '../money/money.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_AMOUNT_CENTS = Math.round(MAX_AMOUNT * 100);

/** A checkout as priced now, with the pricing input it was priced from. */
export interface RepricedCheckout {
  snapshot: Checkout;
  pricing: CheckoutPricing;
  totals: TotalsResult;
  /** The code of the coupon taken off because it no longer applies. */
  couponRemoved?: string;
}

/**
 * Lines priced as the checkout shows them, for checkouts made before their pricing input was kept: catalog
 * lines keep their product (collections are not known, so collection-scoped rules no longer reach them).
 */
function pricingFromSnapshot(snapshot: Checkout): CheckoutPricing {
  const coupon = snapshot.appliedDiscounts?.find((d) => d.coupon?.code)?.coupon?.code;
  return {
    lines: (snapshot.lineItems ?? []).map((line) => ({
      id: line.id!,
      quantity: line.quantity ?? 1,
      ...(line.catalogReference && !line.customLineItem
        ? { productId: line.catalogReference.catalogItemId }
        : {}),
      collectionIds: [],
      unitPrice: line.price?.amount ?? '0',
      fullUnitPrice: line.fullPrice?.amount ?? line.price?.amount ?? '0',
      weight: line.physicalProperties?.weight ?? 0,
      shippable: line.physicalProperties?.shippable ?? true,
      priced: true,
    })),
    ...(coupon ? { couponCode: coupon } : {}),
    merchantDiscounts: (snapshot.appliedDiscounts ?? []).flatMap((d) =>
      d.merchantDiscount?.amount?.amount ? [d.merchantDiscount.amount.amount] : [],
    ),
    buyer: {
      ...(snapshot.buyerInfo?.visitorId ? { visitorId: snapshot.buyerInfo.visitorId } : {}),
      ...(snapshot.buyerInfo?.memberId ? { memberId: snapshot.buyerInfo.memberId } : {}),
    },
    calculateTax: true,
    calculateShipping: true,
  };
}

/** 409 CHECKOUT_EXPIRED once a checkout is older than CHECKOUT_LIFETIME_DAYS. */
export function refuseExpiredCheckout(row: CheckoutRecord, now: Date): void {
  if (now.getTime() - row.createdAt.getTime() <= CHECKOUT_LIFETIME_DAYS * DAY_MS) return;
  throw new AppError(
    409,
    ORDER_ERROR_CODES.checkoutExpired,
    `This checkout is more than ${CHECKOUT_LIFETIME_DAYS} days old: check out again from your cart`,
  );
}

/** 400 ORDER_AMOUNT_TOO_LARGE when a figure of the totals is past what an order holds (numeric(14, 2)). */
export function refuseOversizeTotals(totals: TotalsResult): void {
  const summary = totals.priceSummary;
  const figures = [summary.subtotal, summary.shipping, summary.tax, summary.discount, summary.total];
  if (figures.every((figure) => figure === undefined || toCents(figure.amount ?? '0') <= MAX_AMOUNT_CENTS)) {
    return;
  }
  throw new AppError(
    400,
    ORDER_ERROR_CODES.amountTooLarge,
    `An order's total can be at most ${MAX_AMOUNT}: lower the quantities`,
    { limit: MAX_AMOUNT, total: summary.total?.amount ?? '0' },
  );
}

/** The snapshot with the engine's totals (its address kept as the buyer gave it). */
export function withTotals(checkout: Checkout, totals: TotalsResult, now: Date): Checkout {
  return {
    ...checkout,
    calculatedLineItems: totals.calculatedLineItems,
    shippingInfo: {
      ...totals.shippingInfo,
      shippingDestination: checkout.shippingInfo?.shippingDestination ?? {},
    },
    priceSummary: totals.priceSummary,
    appliedDiscounts: totals.appliedDiscounts,
    taxSummary: totals.taxSummary,
    currency: totals.currency,
    taxIncludedInPrices: totals.taxIncludedInPrices,
    updatedDate: now.toISOString(),
  };
}

/**
 * `checkout` (the row's snapshot, or the snapshot with a buyer's edits) priced as it would be bought now, for
 * `address` and `option`, in `db` (the transaction that holds the checkout's lock).
 * @example const now = await repriceCheckout({ db: trx, clock }, row, row.snapshot, { baseUrl })
 */
export async function repriceCheckout(
  deps: { db: Db; clock: Clock },
  row: CheckoutRecord,
  checkout: Checkout,
  ctx: { baseUrl: string; address?: Address; option?: SelectedShippingOption },
): Promise<RepricedCheckout> {
  const before = row.pricing ?? pricingFromSnapshot(row.snapshot);
  const { lines } = await repriceCheckoutLines(deps.db, checkout.lineItems ?? [], before.lines, ctx.baseUrl);
  let pricing: CheckoutPricing = { ...before, lines: lines.map((line) => line.priced) };
  const place = {
    ...(ctx.address ? { shippingAddress: ctx.address } : {}),
    ...(ctx.option ? { selectedShippingOption: ctx.option } : {}),
  };
  let totals = await calculateTotals(deps, { ...pricing, ...place });
  let couponRemoved: string | undefined;
  if (totals.calculationErrors?.couponCalculationError && pricing.couponCode !== undefined) {
    couponRemoved = pricing.couponCode;
    const { couponCode: _dropped, ...rest } = pricing;
    pricing = rest;
    totals = await calculateTotals(deps, { ...pricing, ...place });
  }
  const snapshot = withTotals(
    { ...checkout, lineItems: lines.map((line) => line.wire), violations: cartViolations(lines) },
    totals,
    deps.clock(),
  );
  return { snapshot, pricing, totals, ...(couponRemoved === undefined ? {} : { couponRemoved }) };
}

/** The lines of a repriced checkout that cannot be bought at all now (gone, hidden or sold out), as stock shorts. */
export function unbuyableLines(repriced: RepricedCheckout): Array<{ key: string; available: number }> {
  return (repriced.snapshot.lineItems ?? []).flatMap((line) => {
    const status = line.availability?.status;
    return status === 'NOT_FOUND' || status === 'NOT_AVAILABLE' ? [{ key: line.id!, available: 0 }] : [];
  });
}

/** What PRICES_CHANGED tells the buyer: the total agreed, and the one to pay now. */
export function pricesChangedData(previousTotal: string, repriced: RepricedCheckout): PricesChangedData {
  const total = repriced.snapshot.priceSummary?.total;
  return {
    previousTotal,
    total: total?.amount ?? '0',
    formattedTotal: total?.formattedAmount ?? total?.amount ?? '0',
    currency: repriced.snapshot.currency ?? repriced.totals.currency,
    ...(repriced.couponRemoved === undefined ? {} : { couponRemoved: repriced.couponRemoved }),
  };
}
