// Bodies of the current-cart calls C2–C8 (wire.md §1.1), with the limits the server enforces.
import { type Static, Type } from '@sinclair/typebox';
import { CHANNEL_TYPES } from '../enums/checkout.js';
import { COUPON_CODE_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';
import { AddressSchema, ContactDetailsSchema } from './address.js';
import { BUYER_NOTE_MAX_LENGTH, SelectedShippingOptionSchema } from './cart.js';
import {
  CustomLineItemInputSchema,
  LineItemInputSchema,
  MAX_CART_LINE_ITEMS,
  MAX_LINE_ITEM_QUANTITY,
  MIN_LINE_ITEM_QUANTITY,
} from './line-item.js';
import { cartAmountInput } from './money.js';

/** The caller's current cart (wire.md §1.1). */
export const CURRENT_CART_PATH = '/ecom/v1/carts/current';

const opt = Type.Optional;
const lineItemId = Type.String({ minLength: 1, maxLength: 100 });
const email = Type.String({ maxLength: EMAIL_MAX_LENGTH, format: 'email' });
/** Fields of the cart PATCH a field mask may name (`cartFieldmask: "buyerNote,couponCode"`). */
export const CART_UPDATE_MASK_PATHS = [
  'buyerNote',
  'buyerInfo',
  'contactInfo',
  'selectedShippingOption',
  'businessLocationId',
  'couponCode',
  'lineItems',
  'customLineItems',
  'merchantDiscounts',
] as const;
export type CartUpdateMaskPath = (typeof CART_UPDATE_MASK_PATHS)[number];

export const CartInfoInputSchema = Type.Object({
  buyerNote: opt(Type.String({ maxLength: BUYER_NOTE_MAX_LENGTH })),
  buyerInfo: opt(Type.Object({ email: opt(email) })),
  contactInfo: opt(Type.Object({ address: opt(AddressSchema), contactDetails: opt(ContactDetailsSchema) })),
  selectedShippingOption: opt(SelectedShippingOptionSchema),
  businessLocationId: opt(Type.String({ maxLength: 100 })),
});
export type CartInfoInput = Static<typeof CartInfoInputSchema>;

/** An amount off the whole cart, set by an admin caller. */
export const MerchantDiscountInputSchema = Type.Object({ amount: cartAmountInput('decimal string') });
export type MerchantDiscountInput = Static<typeof MerchantDiscountInputSchema>;

const lineItems = Type.Array(LineItemInputSchema, { maxItems: MAX_CART_LINE_ITEMS });
const customLineItems = Type.Array(CustomLineItemInputSchema, { maxItems: MAX_CART_LINE_ITEMS });

/** C2 PATCH. `lineItems`/`customLineItems` are added like add-to-cart; the mask limits which fields apply. */
export const UpdateCurrentCartRequestSchema = Type.Object({
  cartInfo: opt(CartInfoInputSchema),
  couponCode: opt(Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH })),
  merchantDiscounts: opt(Type.Array(MerchantDiscountInputSchema, { maxItems: 10 })),
  lineItems: opt(lineItems),
  customLineItems: opt(customLineItems),
  cartFieldmask: opt(
    Type.Union([
      Type.String({ maxLength: 500, description: 'comma-joined paths' }),
      Type.Object({ paths: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }) }),
    ]),
  ),
});
export type UpdateCurrentCartRequest = Static<typeof UpdateCurrentCartRequestSchema>;

/** C3. At least one line item (catalog or custom) is required. */
export const AddToCurrentCartRequestSchema = Type.Object({
  lineItems: opt(lineItems),
  customLineItems: opt(customLineItems),
  businessLocationId: opt(Type.String({ maxLength: 100 })),
});
export type AddToCurrentCartRequest = Static<typeof AddToCurrentCartRequestSchema>;

/** C4 */
export const RemoveLineItemsRequestSchema = Type.Object({
  lineItemIds: Type.Array(lineItemId, { minItems: 1, maxItems: MAX_CART_LINE_ITEMS }),
});
export type RemoveLineItemsRequest = Static<typeof RemoveLineItemsRequestSchema>;

/** C5 */
export const CreateCheckoutRequestSchema = Type.Object({
  channelType: opt(literalUnion(CHANNEL_TYPES)),
  shippingAddress: opt(AddressSchema),
  billingAddress: opt(AddressSchema),
  selectedShippingOption: opt(SelectedShippingOptionSchema),
  email: opt(email),
});
export type CreateCheckoutRequest = Static<typeof CreateCheckoutRequestSchema>;

export const CreateCheckoutResponseSchema = Type.Object({ checkoutId: Type.String() });
export type CreateCheckoutResponse = Static<typeof CreateCheckoutResponseSchema>;

/** C6: gateway clients send `{}`. */
export const RemoveCouponRequestSchema = Type.Object({});
export type RemoveCouponRequest = Static<typeof RemoveCouponRequestSchema>;

/** C7 */
export const UpdateLineItemsQuantityRequestSchema = Type.Object({
  lineItems: Type.Array(
    Type.Object({
      id: lineItemId,
      quantity: Type.Integer({ minimum: MIN_LINE_ITEM_QUANTITY, maximum: MAX_LINE_ITEM_QUANTITY }),
    }),
    { minItems: 1, maxItems: MAX_CART_LINE_ITEMS },
  ),
});
export type UpdateLineItemsQuantityRequest = Static<typeof UpdateLineItemsQuantityRequestSchema>;

/** C8. `calculateTax` and `calculateShipping` default to true. */
export const EstimateTotalsRequestSchema = Type.Object({
  selectedShippingOption: opt(SelectedShippingOptionSchema),
  shippingAddress: opt(AddressSchema),
  billingAddress: opt(AddressSchema),
  selectedMemberships: opt(
    Type.Object({
      memberships: opt(
        Type.Array(
          Type.Object({
            id: Type.String({ maxLength: 100 }),
            appId: Type.String({ maxLength: 100 }),
            lineItemIds: opt(Type.Array(lineItemId, { maxItems: MAX_CART_LINE_ITEMS })),
          }),
          { maxItems: 50 },
        ),
      ),
    }),
  ),
  calculateTax: opt(Type.Boolean()),
  calculateShipping: opt(Type.Boolean()),
  calculateAdditionalFees: opt(Type.Boolean()),
});
export type EstimateTotalsRequest = Static<typeof EstimateTotalsRequestSchema>;
