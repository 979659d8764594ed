// The order a checkout becomes, as the place-order flow stores it: lines as bought, buyer, recipient, billing,
// shipping, discounts, payment attempts and the first activities. Pure: no database.
import type {
  Checkout,
  LineItem,
  OrderAppliedDiscount,
  OrderShippingInfo,
  PaymentAttempt,
} from '@cartwright/contracts';
import type { CheckoutRecord } from '../modules/checkouts/index.js';
import { type ActivityInput, moneyOf, type NewOrder } from '../modules/orders/index.js';
import type { PlannedTake } from '../modules/products/index.js';

/** Whether any line is shipped (digital-only orders need no address or option). */
export const needsShipping = (checkout: Checkout) =>
  (checkout.lineItems ?? []).some((line) => line.physicalProperties?.shippable !== false);

/** A line the catalog sells (its stock is taken), not a custom line. */
export const isCatalogLine = (line: LineItem) =>
  line.catalogReference !== undefined && line.customLineItem !== true;

function orderLines(checkout: Checkout, taken: readonly PlannedTake[]): NewOrder['lines'] {
  const byLine = new Map(taken.map((t) => [t.key, t]));
  return (checkout.lineItems ?? []).map((line, position) => {
    const stock = byLine.get(line.id!);
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
      snapshot: {
        productName: line.productName ?? { original: 'Item' },
        ...(line.catalogReference ? { catalogReference: line.catalogReference } : {}),
        descriptionLines: line.descriptionLines ?? [],
        ...(line.image ? { image: line.image } : {}),
        ...(line.physicalProperties ? { physicalProperties: line.physicalProperties } : {}),
      },
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

/** The ORDER_PAID activity's words: the card, and the provider that took it. */
function paidDetail(approved: PaymentAttempt): string {
  const card = `${approved.brand ? `${approved.brand} ` : ''}card ending in ${approved.last4 ?? '????'}`;
  return approved.provider === 'stripe' ? `Paid through Stripe by ${card}` : `Paid by ${card}`;
}

/** The PAYMENT_PENDING activity's words: a bank debit the provider is still processing. */
function pendingDetail(approved: PaymentAttempt): string {
  const where = approved.provider === 'stripe' ? 'Stripe' : 'the provider';
  return `Payment processing in ${where}${approved.providerReference ? ` (${approved.providerReference})` : ''}: the order is paid when the bank confirms it`;
}

/** What the orders module stores for a checkout paid with `approved`, its units taken as `taken`. */
export function newOrder(
  id: string,
  row: CheckoutRecord,
  email: string,
  approved: PaymentAttempt,
  taken: readonly PlannedTake[],
): NewOrder {
  const checkout = row.snapshot;
  const currency = checkout.currency ?? 'USD';
  const total = checkout.priceSummary?.total?.amount ?? '0';
  // A provider's authorization is not money yet, nor a bank debit in flight: the order waits (PENDING) for its
  // capture, or for the bank.
  const waits = approved.status === 'AUTHORIZED' || approved.status === 'PENDING';
  const paid = approved.method === 'CARD' || (approved.method === 'PROVIDER' && !waits);
  const pending = approved.method === 'PROVIDER' && waits;
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
    ...(paid ? [{ type: 'ORDER_PAID', actor: 'SYSTEM', detail: paidDetail(approved) } as const] : []),
    ...(approved.status === 'PENDING'
      ? [{ type: 'PAYMENT_PENDING', actor: 'SYSTEM', detail: pendingDetail(approved) } as const]
      : []),
  ];
  return {
    id,
    checkoutId: row.id,
    owner: row.owner,
    buyerEmail: email,
    currency,
    total,
    paid: paid ? total : '0',
    paymentStatus: paid ? 'PAID' : pending ? 'PENDING' : 'NOT_PAID',
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
