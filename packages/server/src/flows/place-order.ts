// Completing a checkout: a use case spanning checkouts, the catalog's stock, pricing's coupons, orders, the cart,
// events and e-mail. In ONE transaction, with the checkout row locked (so a double submit, a reload or a second
// tab waits and then finds the order): check what the order needs, charge the test card, plan the stock, complete
// the checkout and delete its cart, store the order with its activities and events, then count the coupon's use,
// take the stock (never below zero), number the order, and queue the confirmation e-mail. A declined card
// commits its attempt alone and answers 402.
import { randomUUID } from 'node:crypto';
import {
  addressProblems,
  type Checkout,
  ORDER_ERROR_CODES,
  type Order,
  type PaymentAttempt,
  type PaymentInput,
  type PricesChangedData,
} from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors/app-error.js';
import { markCheckoutCompleted } from '../modules/abandoned-checkouts/index.js';
import { type CartDeps, deleteOrderedCart } from '../modules/cart/index.js';
import {
  addCheckoutPaymentAttempt,
  type CheckoutRecord,
  completeCheckout,
  lockOwnCheckout,
  saveRepricedCheckout,
} from '../modules/checkouts/index.js';
import {
  appendOrderEvent,
  insertPlacedOrder,
  markStockNotTaken,
  numberPlacedOrder,
  orderLink,
  readOrder,
} from '../modules/orders/index.js';
import { chargeTestCard, refuseTestProviderWhenLive } from '../modules/payments/index.js';
import { recordCouponUse } from '../modules/pricing/index.js';
import { planStock, type StockShort, type StockTake, takeStock } from '../modules/products/index.js';
import { toCents } from '../money/money.js';
import {
  pricesChangedData,
  refuseExpiredCheckout,
  refuseOversizeTotals,
  repriceCheckout,
  unbuyableLines,
} from './checkout-pricing.js';
import { isCatalogLine, needsShipping, newOrder } from './order-from-checkout.js';

export type PlaceOrderDeps = CartDeps & Pick<AppDeps, 'config' | 'logger'>;

const missing = (code: string, description: string, data: Record<string, unknown>) =>
  new AppError(400, code, description, data);

const isPickup = (checkout: Checkout) =>
  checkout.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails !== undefined;

/** What an order needs of its checkout: an e-mail, and for shippable lines an option and a whole address. */
export function requireOrderable(checkout: Checkout): { email: string } {
  const email = checkout.buyerInfo?.email;
  if (!email) {
    throw missing(ORDER_ERROR_CODES.missingEmail, 'Enter your e-mail address', { field: 'buyerInfo.email' });
  }
  if (!needsShipping(checkout)) return { email };
  const destination = checkout.shippingInfo?.shippingDestination ?? {};
  const problems = addressProblems(destination).filter(
    (p) => !isPickup(checkout) || p.field.startsWith('contactDetails.'),
  );
  if (problems.length > 0) {
    throw missing(ORDER_ERROR_CODES.missingShippingAddress, 'Enter the full shipping address', {
      field: 'shippingInfo.shippingDestination',
      fields: problems.map((p) => `shippingInfo.shippingDestination.${p.field}`),
    });
  }
  if (!checkout.shippingInfo?.selectedCarrierServiceOption?.code) {
    throw missing(ORDER_ERROR_CODES.missingShippingOption, 'Choose how the order is delivered', {
      field: 'shippingInfo.selectedCarrierServiceOption',
    });
  }
  return { email };
}

export function stockTakes(checkout: Checkout): StockTake[] {
  return (checkout.lineItems ?? []).filter(isCatalogLine).map((line) => {
    const reference = line.catalogReference!;
    const options = reference.options;
    return {
      key: line.id!,
      ref: {
        productId: reference.catalogItemId,
        ...(options?.variantId === undefined ? {} : { variantId: options.variantId }),
        ...(options?.options === undefined ? {} : { choices: options.options }),
      },
      quantity: line.quantity ?? 1,
    };
  });
}

/** 409 OUT_OF_STOCK naming each short line and what is left of it. */
export function outOfStock(checkout: Checkout, short: StockShort): AppError {
  const names = new Map(
    (checkout.lineItems ?? []).map((l) => [l.id!, l.productName?.original ?? 'this item']),
  );
  const lineItems = short.map((s) => ({ id: s.key, productName: names.get(s.key)!, available: s.available }));
  const first = lineItems[0]!;
  return new AppError(
    409,
    ORDER_ERROR_CODES.outOfStock,
    first.available === 0
      ? `${first.productName} is out of stock`
      : `Only ${first.available} of ${first.productName} left in stock`,
    { lineItems },
  );
}

/**
 * The "checkout completed" step, inside the order's transaction: the checkout is marked completed with its
 * `checkout_completed` event, and the cart it was made from is deleted. Whatever must happen when a checkout
 * completes (an abandoned checkout becoming RECOVERED) belongs here, so it commits with the order or not at all.
 * Answers what to run after the commit.
 */
export async function checkoutCompletedStep(
  deps: PlaceOrderDeps,
  trx: Db,
  caller: CartCaller,
  row: CheckoutRecord,
  orderId: string,
  ctx: { baseUrl: string },
): Promise<() => void> {
  await completeCheckout(trx, deps.clock, caller, row, orderId);
  await markCheckoutCompleted(deps, trx, caller, row.id);
  // The cart it came from, wherever it is: a checkout taken over by its recovery link empties the first browser's.
  return deleteOrderedCart(deps, trx, caller, row.cartOwner, row.cartId, ctx);
}

/**
 * Writes the order. Everything that locks only this buyer's rows goes first, the order itself included
 * (numbered provisionally, with its activities and events); the rows every buyer of an item or a coupon shares
 * are taken last, as each stays locked until the commit: the coupon, then the stock (one statement per stock
 * table, then the catalog's stock events), then the order number, in the last statement, which also writes it
 * into the order's events and queues the confirmation e-mail that shows it.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  trx: Db,
  caller: CartCaller,
  row: CheckoutRecord,
  email: string,
  approved: PaymentAttempt,
  ctx: { baseUrl: string },
): Promise<{ order: Order; afterCommit: () => void }> {
  const clock: Clock = deps.clock;
  const plan = await planStock(trx, stockTakes(row.snapshot));
  if (!plan.ok) throw outOfStock(row.snapshot, plan.short);
  const orderId = randomUUID();
  // Read now, not beside the order number: the stock and the number counter stay locked from their take on.
  const link = await orderLink(trx, deps.config.publicUrl, orderId);
  const afterCommit = await checkoutCompletedStep(deps, trx, caller, row, orderId, ctx);
  const placed = await insertPlacedOrder(trx, clock, newOrder(orderId, row, email, approved, plan.value));
  await appendOrderEvent(trx, clock, caller, 'created', placed);
  await appendOrderEvent(trx, clock, caller, 'approved', placed);
  if (placed.paymentStatus === 'PAID') {
    await appendOrderEvent(trx, clock, caller, 'payment_status_updated', placed, {
      previousPaymentStatus: 'NOT_PAID',
    });
  }
  const coupon = row.snapshot.appliedDiscounts?.find((d) => d.coupon?.id)?.coupon;
  if (coupon?.id) {
    const buyer = row.pricing?.buyer ?? {};
    await recordCouponUse(trx, { couponId: coupon.id, buyer, checkoutId: row.id, usedAt: clock() });
  }
  const taken = await takeStock(trx, deps, caller, plan.value);
  if (!taken.ok) throw outOfStock(row.snapshot, taken.short);
  // A row that stopped tracking stock since the plan gave nothing: its lines have nothing to put back.
  const untracked = taken.value.filter((t, i) => t.from === undefined && plan.value[i]!.from !== undefined);
  await markStockNotTaken(
    trx,
    orderId,
    untracked.map((t) => t.key),
  );
  const order = await numberPlacedOrder(trx, placed, { ...deps, orderLink: link });
  return { order, afterCommit };
}

type Outcome =
  | { kind: 'placed'; order: Order; afterCommit: () => void }
  | { kind: 'existing'; orderId: string }
  | { kind: 'declined'; attempt: PaymentAttempt }
  | { kind: 'repriced'; data: PricesChangedData };

/**
 * The checkout priced as it would be bought now, the new prices kept on the checkout (committed, so the buyer
 * sees them); `changed` when the total is not the one agreed (`ctx.expectedTotal`, else the one it showed).
 */
export async function priceForPayment(
  deps: PlaceOrderDeps,
  trx: Db,
  caller: CartCaller,
  row: CheckoutRecord,
  ctx: { baseUrl: string; expectedTotal?: string },
): Promise<{ row: CheckoutRecord; changed?: PricesChangedData }> {
  const destination = row.snapshot.shippingInfo?.shippingDestination?.address;
  const selected = row.snapshot.shippingInfo?.selectedCarrierServiceOption;
  const repriced = await repriceCheckout({ db: trx, clock: deps.clock }, row, row.snapshot, {
    baseUrl: ctx.baseUrl,
    ...(destination ? { address: destination } : {}),
    ...(selected?.code
      ? { option: { code: selected.code, ...(selected.carrierId ? { carrierId: selected.carrierId } : {}) } }
      : {}),
  });
  // Out of the totals, so the total moved: the buyer hears why (sold out), not that prices changed.
  const unbuyable = unbuyableLines(repriced);
  if (unbuyable.length > 0) throw outOfStock(repriced.snapshot, unbuyable);
  refuseOversizeTotals(repriced.totals);
  const agreed = ctx.expectedTotal ?? row.snapshot.priceSummary?.total?.amount ?? '0';
  const now = repriced.snapshot.priceSummary?.total?.amount ?? '0';
  const saved = await saveRepricedCheckout(trx, deps.clock, caller, row, repriced);
  if (toCents(agreed) !== toCents(now)) return { row: saved, changed: pricesChangedData(agreed, repriced) };
  return { row: saved };
}

/**
 * POST /ecom/v1/checkouts/{id}/complete: places the order of the caller's checkout and answers it. Idempotent on
 * the checkout: once completed, every call answers the same order. Refused with 404 (not the caller's checkout),
 * 400 MISSING_EMAIL / MISSING_SHIPPING_ADDRESS / MISSING_SHIPPING_OPTION / CARD_NUMBER_INVALID, 402
 * PAYMENT_DECLINED (the attempt kept on the checkout), 400 PAYMENT_PROVIDER_NOT_CONFIGURED (the test card, in a store
 * taking live Stripe payments), 409 OUT_OF_STOCK, or the coupon's refusal (400). Priced
 * again first, as it would be bought now: 409 CHECKOUT_EXPIRED, OUT_OF_STOCK for a line withdrawn or sold out
 * since, or PRICES_CHANGED when the total is not `ctx.expectedTotal` (else the one the checkout showed), the new
 * prices then kept on the checkout and nothing charged; 400 ORDER_AMOUNT_TOO_LARGE.
 * @example const order = await completeCheckoutToOrder(deps, caller, id, { method: 'OFFLINE' }, { baseUrl })
 */
export async function completeCheckoutToOrder(
  deps: PlaceOrderDeps,
  caller: CartCaller,
  checkoutId: string,
  payment: Exclude<PaymentInput, { method: 'PROVIDER' }>,
  ctx: { baseUrl: string; expectedTotal?: string },
): Promise<Order> {
  if (payment.method === 'CARD') refuseTestProviderWhenLive(deps.config);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const locked = await lockOwnCheckout(trx, caller, checkoutId);
    if (locked.orderId !== null) return { kind: 'existing', orderId: locked.orderId };
    refuseExpiredCheckout(locked, deps.clock());
    const priced = await priceForPayment(deps, trx, caller, locked, ctx);
    if (priced.changed) return { kind: 'repriced', data: priced.changed };
    const row = priced.row;
    const { email } = requireOrderable(row.snapshot);
    const attempt = chargeTestCard(payment, deps.clock());
    if (attempt.outcome === 'DECLINED') {
      await addCheckoutPaymentAttempt(trx, row, attempt);
      return { kind: 'declined', attempt };
    }
    return { kind: 'placed', ...(await placeOrder(deps, trx, caller, row, email, attempt, ctx)) };
  });
  if (outcome.kind === 'repriced') {
    const { data } = outcome;
    const coupon = data.couponRemoved ? `the coupon ${data.couponRemoved} no longer applies, so ` : '';
    throw new AppError(
      409,
      ORDER_ERROR_CODES.pricesChanged,
      `Prices changed since you started: ${coupon}the total is now ${data.formattedTotal}. Nothing was charged.`,
      data,
    );
  }
  if (outcome.kind === 'declined') {
    throw new AppError(402, ORDER_ERROR_CODES.paymentDeclined, 'The card was declined. Try another card.', {
      paymentAttemptId: outcome.attempt.id,
    });
  }
  if (outcome.kind === 'placed') {
    outcome.afterCommit();
    return outcome.order;
  }
  const order = await readOrder(deps.db, outcome.orderId);
  if (!order) throw new Error(`Checkout ${checkoutId} names order ${outcome.orderId}, which is missing`);
  return order;
}
