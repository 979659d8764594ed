// Cart line items (wire.md §4.1 LineItem, CustomLineItem) and the catalog reference that names a product (§8).
import { type Static, Type } from '@sinclair/typebox';
import {
  ITEM_AVAILABILITY_STATUSES,
  LINE_ITEM_TYPES,
  PAYMENT_OPTIONS,
  SUBSCRIPTION_FREQUENCIES,
  TAXABLE_ADDRESS_TYPES,
} from '../enums/cart.js';
import { literalUnion } from '../schema/literal-union.js';
import {
  CUSTOM_TEXT_MAX_LENGTH,
  MAX_CART_LINE_ITEMS,
  MAX_LINE_ITEM_QUANTITY,
  MIN_LINE_ITEM_QUANTITY,
} from './line-limits.js';
import { cartAmountInput, MultiCurrencyPriceSchema } from './money.js';

export { CUSTOM_TEXT_MAX_LENGTH, MAX_CART_LINE_ITEMS, MAX_LINE_ITEM_QUANTITY, MIN_LINE_ITEM_QUANTITY };

const opt = Type.Optional;

export const TranslatableStringSchema = Type.Object({
  original: opt(Type.String()),
  translated: opt(Type.String()),
});

/** `options` is `{variantId}` or `{options: {<option name>: <choice>}}`, optionally with `customTextFields`. */
export const CatalogReferenceSchema = Type.Object({
  catalogItemId: Type.String({ minLength: 1, maxLength: 100 }),
  appId: Type.String({ minLength: 1, maxLength: 100 }),
  options: opt(
    Type.Object({
      variantId: opt(Type.String({ minLength: 1, maxLength: 100 })),
      options: opt(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }))),
      customTextFields: opt(
        Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: CUSTOM_TEXT_MAX_LENGTH })),
      ),
    }),
  ),
});
export type CatalogReference = Static<typeof CatalogReferenceSchema>;

export const DescriptionLineSchema = Type.Object({
  name: opt(TranslatableStringSchema),
  plainText: opt(TranslatableStringSchema),
  colorInfo: opt(
    Type.Object({ original: opt(Type.String()), translated: opt(Type.String()), code: opt(Type.String()) }),
  ),
});
export type DescriptionLine = Static<typeof DescriptionLineSchema>;

export const LineItemImageSchema = Type.Object({
  id: opt(Type.String()),
  url: opt(Type.String()),
  height: opt(Type.Integer()),
  width: opt(Type.Integer()),
  altText: opt(Type.String()),
  filename: opt(Type.String()),
});

export const ItemAvailabilitySchema = Type.Object({
  status: opt(literalUnion(ITEM_AVAILABILITY_STATUSES)),
  quantityAvailable: opt(Type.Integer()),
});

export const PhysicalPropertiesSchema = Type.Object({
  weight: opt(Type.Number()),
  sku: opt(Type.String()),
  shippable: opt(Type.Boolean()),
});

export const ItemTypeSchema = Type.Object({
  preset: opt(literalUnion(LINE_ITEM_TYPES)),
  custom: opt(Type.String()),
});

export const SubscriptionOptionInfoSchema = Type.Object({
  subscriptionSettings: opt(
    Type.Object({
      frequency: opt(literalUnion(SUBSCRIPTION_FREQUENCIES)),
      interval: opt(Type.Integer()),
      autoRenewal: opt(Type.Boolean()),
      billingCycles: opt(Type.Integer()),
      enableCustomerCancellation: opt(Type.Boolean()),
      startDate: opt(Type.String({ format: 'date-time' })),
    }),
  ),
  title: opt(TranslatableStringSchema),
  description: opt(TranslatableStringSchema),
});

export const LineItemSchema = Type.Object({
  id: opt(Type.String({ description: 'read-only' })),
  quantity: opt(Type.Integer()),
  catalogReference: opt(CatalogReferenceSchema),
  productName: opt(TranslatableStringSchema),
  url: opt(Type.Object({ relativePath: opt(Type.String()), url: opt(Type.String()) })),
  price: opt(MultiCurrencyPriceSchema),
  fullPrice: opt(MultiCurrencyPriceSchema),
  priceBeforeDiscounts: opt(MultiCurrencyPriceSchema),
  lineItemPrice: opt(MultiCurrencyPriceSchema),
  depositAmount: opt(MultiCurrencyPriceSchema),
  modifiersTotalPrice: opt(MultiCurrencyPriceSchema),
  descriptionLines: opt(Type.Array(DescriptionLineSchema)),
  image: opt(LineItemImageSchema),
  availability: opt(ItemAvailabilitySchema),
  physicalProperties: opt(PhysicalPropertiesSchema),
  itemType: opt(ItemTypeSchema),
  subscriptionOptionInfo: opt(SubscriptionOptionInfoSchema),
  paymentOption: opt(literalUnion(PAYMENT_OPTIONS)),
  serviceProperties: opt(
    Type.Object({
      scheduledDate: opt(Type.String({ format: 'date-time' })),
      numberOfParticipants: opt(Type.Integer()),
    }),
  ),
  rootCatalogItemId: opt(Type.String()),
  priceDescription: opt(TranslatableStringSchema),
  customLineItem: opt(Type.Boolean({ description: 'true for a custom line item (no catalog product)' })),
  priceUndetermined: opt(Type.Boolean()),
  fixedQuantity: opt(Type.Boolean()),
  taxableAddress: opt(Type.Object({ addressType: opt(literalUnion(TAXABLE_ADDRESS_TYPES)) })),
  membersOnly: opt(Type.Boolean()),
});
export type LineItem = Static<typeof LineItemSchema>;

const quantity = Type.Integer({ minimum: MIN_LINE_ITEM_QUANTITY, maximum: MAX_LINE_ITEM_QUANTITY });
const shortText = (max: number) => Type.String({ minLength: 1, maxLength: max });

/** A catalog line item a caller adds: the product reference and a quantity. */
export const LineItemInputSchema = Type.Object({
  quantity,
  catalogReference: CatalogReferenceSchema,
});
export type LineItemInput = Static<typeof LineItemInputSchema>;

/** A line item with no catalog product; only admin callers may add one (its price is taken as given). */
export const CustomLineItemInputSchema = Type.Object({
  quantity,
  price: cartAmountInput('unit price, decimal string'),
  fullPrice: opt(cartAmountInput('unit price before any sale, decimal string')),
  productName: Type.Object({ original: shortText(200), translated: opt(shortText(200)) }),
  descriptionLines: opt(Type.Array(DescriptionLineSchema, { maxItems: 20 })),
  media: opt(LineItemImageSchema),
  itemType: opt(ItemTypeSchema),
  physicalProperties: opt(
    Type.Object({
      weight: opt(Type.Number({ minimum: 0, maximum: 1e6 })),
      sku: opt(Type.String({ maxLength: 40 })),
      shippable: opt(Type.Boolean()),
    }),
  ),
  priceDescription: opt(TranslatableStringSchema),
  url: opt(
    Type.Object({
      relativePath: opt(Type.String({ maxLength: 2048 })),
      url: opt(Type.String({ maxLength: 2048 })),
    }),
  ),
  paymentOption: opt(literalUnion(PAYMENT_OPTIONS)),
  catalogReference: opt(CatalogReferenceSchema),
  taxGroupId: opt(Type.String({ maxLength: 100 })),
  quantityAvailable: opt(Type.Integer({ minimum: 0 })),
});
export type CustomLineItemInput = Static<typeof CustomLineItemInputSchema>;
