// Completing a checkout: a use case spanning checkouts, the catalog's stock, pricing's coupons, orders, the cart,
// events and e-mail. In ONE transaction, with the checkout row locked (so a double submit, a reload or a second
// tab waits and then finds the order): check what the order needs, charge the test card, take the stock (never
// below zero), count the coupon's use, store the order with its activities and events, complete the checkout,
// delete the cart and queue the confirmation e-mail. A declined card commits its attempt alone and answers 402.
import { randomUUID } from 'node:crypto';
import {
  addressProblems,
  type Checkout,
  type LineItem,
  ORDER_ERROR_CODES,
  type Order,
  type OrderAppliedDiscount,
  type OrderShippingInfo,
  type PaymentAttempt,
  type PaymentInput,
  TEST_CARD_APPROVES,
  TEST_CARD_DECLINES,
} from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors/app-error.js';
import { type CartDeps, deleteOrderedCart } from '../modules/cart/index.js';
import {
  addCheckoutPaymentAttempt,
  type CheckoutRow,
  checkoutOwner,
  completeCheckout,
  lockOwnCheckout,
} from '../modules/checkouts/index.js';
import { sendEmail } from '../modules/email/index.js';
import {
  type ActivityInput,
  appendOrderEvent,
  insertPlacedOrder,
  moneyOf,
  type NewOrder,
  orderConfirmationEmail,
  readOrder,
} from '../modules/orders/index.js';
import { recordCouponUse } from '../modules/pricing/index.js';
import { type StockTake, type StockTaken, takeStock } from '../modules/products/index.js';

export type PlaceOrderDeps = CartDeps & Pick<AppDeps, 'config' | 'logger'>;

const missing = (code: string, description: string, data: Record<string, unknown>) =>
  new AppError(400, code, description, data);

const needsShipping = (checkout: Checkout) =>
  (checkout.lineItems ?? []).some((line) => line.physicalProperties?.shippable !== false);

const isPickup = (checkout: Checkout) =>
  checkout.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails !== undefined;

/** What an order needs of its checkout: an e-mail, and for shippable lines an option and a whole address. */
function requireOrderable(checkout: Checkout): { email: string } {
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

/**
 * The test payment provider: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines, any other number is
 * invalid (400, nothing recorded). Offline payment is an approved attempt that leaves the order NOT_PAID.
 */
function chargeTestProvider(payment: PaymentInput, now: Date): PaymentAttempt {
  const attempt = { id: randomUUID(), createdDate: now.toISOString() };
  if (payment.method === 'OFFLINE') return { ...attempt, method: 'OFFLINE', outcome: 'APPROVED' };
  const digits = payment.card.number.replace(/[\s-]/g, '');
  if (digits !== TEST_CARD_APPROVES && digits !== TEST_CARD_DECLINES) {
    throw new AppError(400, ORDER_ERROR_CODES.cardNumberInvalid, 'This card number is not valid', {
      field: 'payment.card.number',
    });
  }
  return {
    ...attempt,
    method: 'CARD',
    outcome: digits === TEST_CARD_APPROVES ? 'APPROVED' : 'DECLINED',
    last4: digits.slice(-4),
  };
}

const isCatalogLine = (line: LineItem) => line.catalogReference !== undefined && line.customLineItem !== true;

function stockTakes(checkout: Checkout): StockTake[] {
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

/** Takes every catalog line's units, or refuses the order 409 OUT_OF_STOCK naming each short line. */
async function takeOrderStock(trx: Db, checkout: Checkout): Promise<Map<string, StockTaken>> {
  const result = await takeStock(trx, stockTakes(checkout));
  if (!result.ok) {
    const names = new Map(
      (checkout.lineItems ?? []).map((l) => [l.id!, l.productName?.original ?? 'this item']),
    );
    const lineItems = result.short.map((s) => ({
      id: s.key,
      productName: names.get(s.key)!,
      available: s.available,
    }));
    const first = lineItems[0]!;
    throw new AppError(
      409,
      ORDER_ERROR_CODES.outOfStock,
      first.available === 0
        ? `${first.productName} is out of stock`
        : `Only ${first.available} of ${first.productName} left in stock`,
      { lineItems },
    );
  }
  return new Map(result.taken.map((t) => [t.key, t]));
}

function orderLines(checkout: Checkout, taken: Map<string, StockTaken>): NewOrder['lines'] {
  return (checkout.lineItems ?? []).map((line, position) => {
    const stock = taken.get(line.id!);
    const unit = line.price?.amount ?? '0';
    const quantity = line.quantity ?? 1;
    return {
      id: line.id!,
      position,
      product_id: isCatalogLine(line) ? line.catalogReference!.catalogItemId : null,
      variant_id: stock?.from?.variantId ?? null,
      quantity,
      stock_taken: stock?.from !== undefined,
      unit_price: unit,
      total_price: line.lineItemPrice?.amount ?? unit,
      snapshot: JSON.stringify({
        productName: line.productName ?? { original: 'Item' },
        ...(line.catalogReference ? { catalogReference: line.catalogReference } : {}),
        descriptionLines: line.descriptionLines ?? [],
        ...(line.image ? { image: line.image } : {}),
        ...(line.physicalProperties ? { physicalProperties: line.physicalProperties } : {}),
      }),
    };
  });
}

function appliedDiscounts(checkout: Checkout, currency: string): OrderAppliedDiscount[] {
  return (checkout.appliedDiscounts ?? []).map((d) => {
    const amount = moneyOf(
      d.coupon?.amount?.amount ?? d.discountRule?.amount?.amount ?? d.merchantDiscount?.amount?.amount ?? '0',
      currency,
    );
    if (d.coupon?.code) {
      return {
        coupon: {
          code: d.coupon.code,
          ...(d.coupon.id ? { id: d.coupon.id } : {}),
          ...(d.coupon.name ? { name: d.coupon.name } : {}),
        },
        amount,
      };
    }
    if (d.discountRule) {
      const name = d.discountRule.name?.original;
      return {
        discountRule: { ...(d.discountRule.id ? { id: d.discountRule.id } : {}), ...(name ? { name } : {}) },
        amount,
      };
    }
    return { merchantDiscount: {}, amount };
  });
}

function shippingInfo(checkout: Checkout, currency: string): OrderShippingInfo | undefined {
  const selected = checkout.shippingInfo?.selectedCarrierServiceOption;
  if (!selected?.code) return undefined;
  return {
    title: selected.title ?? selected.code,
    code: selected.code,
    ...(selected.logistics ? { logistics: selected.logistics } : {}),
    cost: moneyOf(selected.cost?.price?.amount ?? checkout.priceSummary?.shipping?.amount ?? '0', currency),
  };
}

function newOrder(
  row: CheckoutRow,
  email: string,
  approved: PaymentAttempt,
  taken: Map<string, StockTaken>,
): NewOrder {
  const checkout = row.snapshot;
  const currency = checkout.currency ?? 'USD';
  const total = checkout.priceSummary?.total?.amount ?? '0';
  const paid = approved.method === 'CARD';
  const destination = checkout.shippingInfo?.shippingDestination;
  const billing = checkout.billingInfo?.address ? checkout.billingInfo : destination;
  const shipping = shippingInfo(checkout, currency);
  const declines = (checkout.paymentAttempts ?? []).filter((a) => a.outcome === 'DECLINED');
  const activities: ActivityInput[] = [
    ...declines.map(
      (a): ActivityInput => ({
        type: 'PAYMENT_DECLINED',
        actor: 'BUYER',
        detail: `Card ending in ${a.last4 ?? '????'} declined`,
        at: new Date(a.createdDate),
      }),
    ),
    { type: 'ORDER_PLACED', actor: 'BUYER' },
    ...(paid
      ? [{ type: 'ORDER_PAID', actor: 'SYSTEM', detail: `Paid by card ending in ${approved.last4}` } as const]
      : []),
  ];
  return {
    checkoutId: row.id,
    owner: checkoutOwner(row),
    buyerEmail: email,
    currency,
    total,
    paid: paid ? total : '0',
    paymentStatus: paid ? 'PAID' : 'NOT_PAID',
    snapshot: {
      buyerInfo: {
        email,
        ...(checkout.buyerInfo?.memberId ? { memberId: checkout.buyerInfo.memberId } : {}),
        ...(checkout.buyerInfo?.visitorId ? { visitorId: checkout.buyerInfo.visitorId } : {}),
      },
      ...(destination && needsShipping(checkout) ? { recipientInfo: destination } : {}),
      ...(billing ? { billingInfo: billing } : {}),
      ...(shipping ? { shippingInfo: shipping } : {}),
      ...(checkout.buyerNote === undefined ? {} : { buyerNote: checkout.buyerNote }),
      priceSummary: checkout.priceSummary ?? {},
      appliedDiscounts: appliedDiscounts(checkout, currency),
    },
    lines: orderLines(checkout, taken),
    attempts: [...(checkout.paymentAttempts ?? []), approved],
    activities,
  };
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
  row: CheckoutRow,
  order: Order,
  ctx: { baseUrl: string },
): Promise<() => void> {
  await completeCheckout(trx, deps.clock, caller, row, order.id);
  return deleteOrderedCart(deps, trx, caller, checkoutOwner(row), row.cart_id, ctx);
}

async function placeOrder(
  deps: PlaceOrderDeps,
  trx: Db,
  caller: CartCaller,
  row: CheckoutRow,
  email: string,
  approved: PaymentAttempt,
  ctx: { baseUrl: string },
): Promise<{ order: Order; afterCommit: () => void }> {
  const clock: Clock = deps.clock;
  const taken = await takeOrderStock(trx, row.snapshot);
  const coupon = row.snapshot.appliedDiscounts?.find((d) => d.coupon?.id)?.coupon;
  if (coupon?.id) {
    const buyer = row.pricing?.buyer ?? {};
    await recordCouponUse(trx, { couponId: coupon.id, buyer, checkoutId: row.id, usedAt: clock() });
  }
  const order = await insertPlacedOrder(trx, clock, newOrder(row, email, approved, taken));
  await appendOrderEvent(trx, clock, caller, 'created', order);
  await appendOrderEvent(trx, clock, caller, 'approved', order);
  if (order.paymentStatus === 'PAID') {
    await appendOrderEvent(trx, clock, caller, 'payment_status_updated', order, {
      previousPaymentStatus: 'NOT_PAID',
    });
  }
  const afterCommit = await checkoutCompletedStep(deps, trx, caller, row, order, ctx);
  await sendEmail(deps, trx, orderConfirmationEmail(order));
  return { order, afterCommit };
}

type Outcome =
  | { kind: 'placed'; order: Order; afterCommit: () => void }
  | { kind: 'existing'; orderId: string }
  | { kind: 'declined'; attempt: PaymentAttempt };

/**
 * POST /ecom/v1/checkouts/{id}/complete: places the order of the caller's checkout and answers it. Idempotent on
 * the checkout: once completed, every call answers the same order. Refused with 404 (not the caller's checkout),
 * 400 MISSING_EMAIL / MISSING_SHIPPING_ADDRESS / MISSING_SHIPPING_OPTION / CARD_NUMBER_INVALID, 402
 * PAYMENT_DECLINED (the attempt kept on the checkout), 409 OUT_OF_STOCK, or the coupon's refusal (400).
 * @example const order = await completeCheckoutToOrder(deps, caller, id, { method: 'OFFLINE' }, { baseUrl })
 */
export async function completeCheckoutToOrder(
  deps: PlaceOrderDeps,
  caller: CartCaller,
  checkoutId: string,
  payment: PaymentInput,
  ctx: { baseUrl: string },
): Promise<Order> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await lockOwnCheckout(trx, caller, checkoutId);
    if (row.order_id !== null) return { kind: 'existing', orderId: row.order_id };
    const { email } = requireOrderable(row.snapshot);
    const attempt = chargeTestProvider(payment, deps.clock());
    if (attempt.outcome === 'DECLINED') {
      await addCheckoutPaymentAttempt(trx, row, attempt);
      return { kind: 'declined', attempt };
    }
    return { kind: 'placed', ...(await placeOrder(deps, trx, caller, row, email, attempt, ctx)) };
  });
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
