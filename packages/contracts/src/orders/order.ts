// The order a completed checkout becomes (spec §3 "Order"; ORDERS-WIRE "Entities"), as every order call answers it.
import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, ContactDetailsSchema } from '../cart/address.js';
import { DeliveryLogisticsSchema, PriceSummarySchema } from '../cart/estimate.js';
import {
  CatalogReferenceSchema,
  DescriptionLineSchema,
  LineItemImageSchema,
  PhysicalPropertiesSchema,
  TranslatableStringSchema,
} from '../cart/line-item.js';
import { MultiCurrencyPriceSchema } from '../cart/money.js';
import {
  ORDER_ACTIVITY_ACTORS,
  ORDER_FULFILLMENT_STATUSES,
  ORDER_HISTORY_EVENT_TYPES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '../enums/orders.js';
import { literalUnion } from '../schema/literal-union.js';
import { PaymentAttemptSchema } from './payment-attempt.js';

const opt = Type.Optional;
const timestamp = () => Type.String({ format: 'date-time' });

export const OrderLineItemSchema = Type.Object({
  id: Type.String(),
  productName: TranslatableStringSchema,
  catalogReference: opt(CatalogReferenceSchema),
  quantity: Type.Integer({ minimum: 1 }),
  price: MultiCurrencyPriceSchema,
  totalPrice: MultiCurrencyPriceSchema,
  descriptionLines: Type.Array(DescriptionLineSchema),
  image: opt(LineItemImageSchema),
  physicalProperties: opt(PhysicalPropertiesSchema),
  fulfilledQuantity: Type.Integer({ minimum: 0 }),
  refundedQuantity: Type.Integer({ minimum: 0 }),
});
export type OrderLineItem = Static<typeof OrderLineItemSchema>;

/** An address with the person at it, as the order keeps the recipient and the payer. */
export const OrderAddressInfoSchema = Type.Object({
  address: opt(AddressSchema),
  contactDetails: opt(ContactDetailsSchema),
});
export type OrderAddressInfo = Static<typeof OrderAddressInfoSchema>;

export const OrderBuyerInfoSchema = Type.Object({
  email: Type.String(),
  memberId: opt(Type.String()),
  visitorId: opt(Type.String()),
});
export type OrderBuyerInfo = Static<typeof OrderBuyerInfoSchema>;

/** The delivery the buyer chose; `logistics.pickupDetails` is set for store pickup. */
export const OrderShippingInfoSchema = Type.Object({
  title: Type.String(),
  code: Type.String(),
  logistics: opt(DeliveryLogisticsSchema),
  cost: MultiCurrencyPriceSchema,
});
export type OrderShippingInfo = Static<typeof OrderShippingInfoSchema>;

export const OrderAppliedDiscountSchema = Type.Object({
  coupon: opt(Type.Object({ id: opt(Type.String()), code: Type.String(), name: opt(Type.String()) })),
  discountRule: opt(Type.Object({ id: opt(Type.String()), name: opt(Type.String()) })),
  merchantDiscount: opt(Type.Object({})),
  amount: MultiCurrencyPriceSchema,
});
export type OrderAppliedDiscount = Static<typeof OrderAppliedDiscountSchema>;

export const OrderBalanceSchema = Type.Object({
  paid: MultiCurrencyPriceSchema,
  refunded: MultiCurrencyPriceSchema,
});

export const TrackingInfoSchema = Type.Object({
  trackingNumber: opt(Type.String()),
  shippingProvider: opt(Type.String()),
  trackingLink: opt(Type.String()),
});
export type TrackingInfo = Static<typeof TrackingInfoSchema>;

export const OrderFulfillmentSchema = Type.Object({
  id: Type.String(),
  lineItems: Type.Array(Type.Object({ id: Type.String(), quantity: Type.Integer({ minimum: 1 }) })),
  trackingInfo: opt(TrackingInfoSchema),
  createdDate: timestamp(),
});
export type OrderFulfillment = Static<typeof OrderFulfillmentSchema>;

export const OrderRefundSchema = Type.Object({
  id: Type.String(),
  amount: MultiCurrencyPriceSchema,
  reason: opt(Type.String()),
  restock: Type.Boolean(),
  lineItems: opt(Type.Array(Type.Object({ id: Type.String(), quantity: Type.Integer({ minimum: 1 }) }))),
  createdDate: timestamp(),
});
export type OrderRefund = Static<typeof OrderRefundSchema>;

export const OrderActivitySchema = Type.Object({
  id: Type.String(),
  type: literalUnion(ORDER_HISTORY_EVENT_TYPES),
  actor: literalUnion(ORDER_ACTIVITY_ACTORS),
  detail: opt(Type.String()),
  createdDate: timestamp(),
});
export type OrderActivity = Static<typeof OrderActivitySchema>;

export const OrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String({ description: 'sequential per store from 10001, an integer as a string' }),
  checkoutId: Type.String(),
  status: literalUnion(ORDER_STATUSES),
  paymentStatus: literalUnion(ORDER_PAYMENT_STATUSES),
  fulfillmentStatus: literalUnion(ORDER_FULFILLMENT_STATUSES),
  currency: Type.String(),
  lineItems: Type.Array(OrderLineItemSchema),
  buyerInfo: OrderBuyerInfoSchema,
  recipientInfo: opt(OrderAddressInfoSchema),
  billingInfo: opt(OrderAddressInfoSchema),
  shippingInfo: opt(OrderShippingInfoSchema),
  buyerNote: opt(Type.String()),
  priceSummary: PriceSummarySchema,
  appliedDiscounts: Type.Array(OrderAppliedDiscountSchema),
  balance: OrderBalanceSchema,
  fulfillments: Type.Array(OrderFulfillmentSchema),
  refunds: Type.Array(OrderRefundSchema),
  paymentAttempts: Type.Array(PaymentAttemptSchema),
  activities: Type.Array(OrderActivitySchema),
  createdDate: timestamp(),
  updatedDate: timestamp(),
  purchasedDate: timestamp(),
});
export type Order = Static<typeof OrderSchema>;

export const OrderResponseSchema = Type.Object({ order: OrderSchema });
export type OrderResponse = Static<typeof OrderResponseSchema>;
