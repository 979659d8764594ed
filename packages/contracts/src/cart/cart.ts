// The current cart on the wire (wire.md §4.1 Cart).
import { type Static, Type } from '@sinclair/typebox';
import { WEIGHT_UNITS } from '../enums/cart.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';
import { AddressSchema, ContactDetailsSchema } from './address.js';
import { LineItemSchema } from './line-item.js';
import { MultiCurrencyPriceSchema } from './money.js';

const opt = Type.Optional;
const timestamp = () => opt(Type.String({ format: 'date-time' }));

export const BUYER_NOTE_MAX_LENGTH = 1000;

export const SelectedShippingOptionSchema = Type.Object({
  carrierId: opt(Type.String({ maxLength: 100 })),
  code: Type.String({ minLength: 1, maxLength: 100 }),
});
export type SelectedShippingOption = Static<typeof SelectedShippingOptionSchema>;

export const BuyerInfoSchema = Type.Object({
  visitorId: opt(Type.String()),
  memberId: opt(Type.String()),
  userId: opt(Type.String()),
  contactId: opt(Type.String()),
  email: opt(Type.String({ maxLength: EMAIL_MAX_LENGTH, format: 'email' })),
});

export const ContactInfoSchema = Type.Object({
  address: opt(AddressSchema),
  contactDetails: opt(ContactDetailsSchema),
});
export type ContactInfo = Static<typeof ContactInfoSchema>;

/** On the cart a discount names only its source; estimate-totals adds amounts (`AppliedDiscountSchema`). */
export const CartAppliedDiscountSchema = Type.Object({
  coupon: opt(Type.Object({ id: opt(Type.String()), code: opt(Type.String()) })),
  merchantDiscount: opt(Type.Object({ amount: opt(MultiCurrencyPriceSchema) })),
});

export const CartSchema = Type.Object({
  id: opt(Type.String()),
  lineItems: opt(Type.Array(LineItemSchema)),
  buyerNote: opt(Type.String()),
  buyerInfo: opt(BuyerInfoSchema),
  currency: opt(Type.String()),
  conversionCurrency: opt(Type.String()),
  paymentCurrency: opt(Type.String()),
  buyerLanguage: opt(Type.String()),
  siteLanguage: opt(Type.String()),
  taxIncludedInPrices: opt(Type.Boolean()),
  weightUnit: opt(literalUnion(WEIGHT_UNITS)),
  checkoutId: opt(Type.String()),
  purchaseFlowId: opt(Type.String()),
  businessLocationId: opt(Type.String()),
  appliedDiscounts: opt(Type.Array(CartAppliedDiscountSchema)),
  createdDate: timestamp(),
  updatedDate: timestamp(),
  contactInfo: opt(ContactInfoSchema),
  overrideCheckoutUrl: opt(Type.String()),
  selectedShippingOption: opt(SelectedShippingOptionSchema),
  extendedFields: opt(Type.Object({ namespaces: opt(Type.Record(Type.String(), Type.Unknown())) })),
  revision: opt(Type.String({ description: 'int64 as a string; grows on every change' })),
});
export type Cart = Static<typeof CartSchema>;

/** Every cart call but get, estimate and delete answers `{cart}`. */
export const CartResponseSchema = Type.Object({ cart: CartSchema });
export type CartResponse = Static<typeof CartResponseSchema>;
