// Automatic discount rules (store admin): `/cartwright/v1/discount-rules`. Applied without a code.
import { type Static, Type } from '@sinclair/typebox';
import { amountInput, percentageInput } from '../cart/money.js';
import { DISCOUNT_RULE_SCOPES, DISCOUNT_RULE_STATUSES, DISCOUNT_RULE_TYPES } from '../enums/discounts.js';
import { PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { entityMetadata, entityName, idArray, timestampInput } from './fields.js';

export const DISCOUNT_RULES_PATH = '/cartwright/v1/discount-rules';

const opt = Type.Optional;

/**
 * `percentage` goes with PERCENTAGE, `fixedAmount` (off each eligible unit) with FIXED_AMOUNT, `fixedPrice` (each
 * eligible unit costs it) with FIXED_PRICE. `productIds` go with SPECIFIC_PRODUCTS, `collectionIds` with
 * SPECIFIC_COLLECTIONS. Conditions are measured over the eligible items.
 */
const discountRuleFields = {
  name: entityName,
  active: opt(Type.Boolean({ default: true })),
  activeTimeInfo: opt(
    Type.Object({ start: opt(timestampInput), end: opt(timestampInput) }, { additionalProperties: false }),
  ),
  discountType: literalUnion(DISCOUNT_RULE_TYPES),
  percentage: opt(percentageInput),
  fixedAmount: opt(amountInput()),
  fixedPrice: opt(amountInput()),
  scope: literalUnion(DISCOUNT_RULE_SCOPES),
  productIds: opt(idArray),
  collectionIds: opt(idArray),
  conditions: opt(
    Type.Object(
      {
        minimumSubtotal: opt(amountInput()),
        minimumQuantity: opt(Type.Integer({ minimum: 1, maximum: 100_000 })),
      },
      { additionalProperties: false },
    ),
  ),
};

export const DiscountRuleSchema = Type.Object({
  ...entityMetadata,
  ...discountRuleFields,
  active: Type.Boolean(),
  status: literalUnion(DISCOUNT_RULE_STATUSES, { description: 'from activeTimeInfo and the current time' }),
  revision: Type.String({ description: 'int64 as a string' }),
});
export type DiscountRule = Static<typeof DiscountRuleSchema>;

export const DiscountRuleInputSchema = Type.Object(discountRuleFields, { additionalProperties: false });
export type DiscountRuleInput = Static<typeof DiscountRuleInputSchema>;
/** Create, and `PUT /cartwright/v1/discount-rules/{id}` (the whole rule: an optional field left out is cleared). */
export const DiscountRuleRequestSchema = Type.Object({ discountRule: DiscountRuleInputSchema });
export type DiscountRuleRequest = Static<typeof DiscountRuleRequestSchema>;
export const DiscountRuleResponseSchema = Type.Object({ discountRule: DiscountRuleSchema });
export const ListDiscountRulesResponseSchema = Type.Object({
  discountRules: Type.Array(DiscountRuleSchema),
  metadata: PagingMetadataSchema,
});
export type ListDiscountRulesResponse = Static<typeof ListDiscountRulesResponseSchema>;
