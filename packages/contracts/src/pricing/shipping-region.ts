// Shipping regions and their options (store admin): `/cartwright/v1/shipping-regions`.
import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, COUNTRY_PATTERN, SUBDIVISION_PATTERN } from '../cart/address.js';
import { amountInput } from '../cart/money.js';
import { PICKUP_METHODS, SHIPPING_RULE_BASES, SHIPPING_RULE_OPERATORS } from '../enums/shipping.js';
import {
  MAX_SHIPPING_OPTIONS,
  MAX_SHIPPING_RULES,
  SHIPPING_DELIVERY_TIME_MAX_LENGTH,
  SHIPPING_INSTRUCTIONS_MAX_LENGTH,
  SHIPPING_OPTION_CODE_MAX_LENGTH,
} from '../limits.js';
import { PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { entityMetadata, entityName, timestampInput } from './fields.js';

export const SHIPPING_REGIONS_PATH = '/cartwright/v1/shipping-regions';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

/** The carrier id of every option the store's own shipping regions offer (`selectedShippingOption.carrierId`). */
export const STORE_SHIPPING_CARRIER_ID = 'c8a08776-c095-4dec-8553-8f9698d86adc';
export const SHIPPING_OPTION_CODE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** An address matches a destination in its country, and in one of `subdivisions` when they are given. */
export const ShippingDestinationSchema = Type.Object(
  {
    country: Type.String({ pattern: COUNTRY_PATTERN }),
    subdivisions: opt(Type.Array(Type.String({ pattern: SUBDIVISION_PATTERN }), { maxItems: 100 })),
  },
  closed,
);
export type ShippingDestination = Static<typeof ShippingDestinationSchema>;

/** Holds when the cart's total weight, price (after discounts) or quantity compares to `value` by `operator`. */
export const ShippingRateRuleSchema = Type.Object(
  {
    basis: literalUnion(SHIPPING_RULE_BASES),
    operator: literalUnion(SHIPPING_RULE_OPERATORS),
    value: amountInput('weight in the store unit, money, or a quantity'),
    rate: amountInput(),
  },
  closed,
);
export type ShippingRateRule = Static<typeof ShippingRateRuleSchema>;

/**
 * One way to get the order: the first rule that holds sets the cost, otherwise `rate` (a flat rate); the cost is 0
 * when the subtotal after discounts reaches `freeOver`. With `pickup` it is a pickup option.
 */
export const ShippingOptionDefinitionSchema = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: SHIPPING_OPTION_CODE_MAX_LENGTH,
      pattern: SHIPPING_OPTION_CODE_PATTERN,
    }),
    title: entityName,
    rate: amountInput(),
    rateRules: opt(Type.Array(ShippingRateRuleSchema, { maxItems: MAX_SHIPPING_RULES })),
    freeOver: opt(amountInput()),
    deliveryTime: opt(
      Type.String({ maxLength: SHIPPING_DELIVERY_TIME_MAX_LENGTH, description: 'e.g. "2–4 business days"' }),
    ),
    instructions: opt(Type.String({ maxLength: SHIPPING_INSTRUCTIONS_MAX_LENGTH })),
    deliveryTimeSlot: opt(Type.Object({ from: timestampInput, to: timestampInput }, closed)),
    pickup: opt(Type.Object({ method: literalUnion(PICKUP_METHODS), address: AddressSchema }, closed)),
  },
  closed,
);
export type ShippingOptionDefinition = Static<typeof ShippingOptionDefinitionSchema>;

/** Regions may not overlap: one address matches at most one region (a subdivision beats a whole country). */
const shippingRegionFields = {
  name: entityName,
  destinations: Type.Array(ShippingDestinationSchema, { minItems: 1, maxItems: 250 }),
  options: Type.Array(ShippingOptionDefinitionSchema, { minItems: 1, maxItems: MAX_SHIPPING_OPTIONS }),
};

export const ShippingRegionSchema = Type.Object({ ...entityMetadata, ...shippingRegionFields });
export type ShippingRegion = Static<typeof ShippingRegionSchema>;

export const ShippingRegionInputSchema = Type.Object(shippingRegionFields, closed);
export type ShippingRegionInput = Static<typeof ShippingRegionInputSchema>;
/** Create, and `PUT /cartwright/v1/shipping-regions/{id}` (the whole region). */
export const ShippingRegionRequestSchema = Type.Object({ shippingRegion: ShippingRegionInputSchema });
export type ShippingRegionRequest = Static<typeof ShippingRegionRequestSchema>;
export const ShippingRegionResponseSchema = Type.Object({ shippingRegion: ShippingRegionSchema });
export const ListShippingRegionsResponseSchema = Type.Object({
  shippingRegions: Type.Array(ShippingRegionSchema),
  metadata: PagingMetadataSchema,
});
export type ListShippingRegionsResponse = Static<typeof ListShippingRegionsResponseSchema>;
