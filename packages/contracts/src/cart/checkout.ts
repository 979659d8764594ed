// The checkout a cart becomes (C5), as `GET /ecom/v1/checkouts/{id}` returns it to the buyer who created it.
import { type Static, Type } from '@sinclair/typebox';
import { CHANNEL_TYPES } from '../enums/checkout.js';
import { PaymentAttemptSchema } from '../orders/payment-attempt.js';
import { literalUnion } from '../schema/literal-union.js';
import { AddressSchema, ContactDetailsSchema } from './address.js';
import { BuyerInfoSchema } from './cart.js';
import {
  AppliedDiscountSchema,
  CalculatedLineItemSchema,
  MembershipOptionsSchema,
  PriceSummarySchema,
  ShippingInformationSchema,
  TaxSummarySchema,
  ViolationSchema,
} from './estimate.js';
import { LineItemSchema } from './line-item.js';

const opt = Type.Optional;

export const CheckoutSchema = Type.Object({
  id: opt(Type.String()),
  cartId: opt(Type.String()),
  channelType: opt(literalUnion(CHANNEL_TYPES)),
  lineItems: opt(Type.Array(LineItemSchema)),
  calculatedLineItems: opt(Type.Array(CalculatedLineItemSchema)),
  billingInfo: opt(Type.Object({ address: opt(AddressSchema), contactDetails: opt(ContactDetailsSchema) })),
  shippingInfo: opt(
    Type.Composite([
      ShippingInformationSchema,
      Type.Object({
        shippingDestination: opt(
          Type.Object({ address: opt(AddressSchema), contactDetails: opt(ContactDetailsSchema) }),
        ),
      }),
    ]),
  ),
  buyerInfo: opt(BuyerInfoSchema),
  buyerNote: opt(Type.String()),
  priceSummary: opt(PriceSummarySchema),
  appliedDiscounts: opt(Type.Array(AppliedDiscountSchema)),
  taxSummary: opt(TaxSummarySchema),
  membershipOptions: opt(MembershipOptionsSchema),
  violations: opt(Type.Array(ViolationSchema)),
  currency: opt(Type.String()),
  weightUnit: opt(Type.String()),
  taxIncludedInPrices: opt(Type.Boolean()),
  completed: opt(Type.Boolean({ description: 'false until an order is placed' })),
  orderId: opt(Type.String({ description: 'the order it became, once completed' })),
  paymentAttempts: opt(Type.Array(PaymentAttemptSchema, { description: 'tries so far, declined ones too' })),
  createdDate: opt(Type.String({ format: 'date-time' })),
  updatedDate: opt(Type.String({ format: 'date-time' })),
});
export type Checkout = Static<typeof CheckoutSchema>;

export const CheckoutResponseSchema = Type.Object({ checkout: CheckoutSchema });
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;
