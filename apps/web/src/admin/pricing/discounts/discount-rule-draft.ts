// The discount rule editor's state: form text built from a rule, turned back into the create/replace body with
// the one amount field its type takes, the one id list its scope takes, and empty optional parts left out.
import type {
  DiscountRule,
  DiscountRuleInput,
  DiscountRuleScope,
  DiscountRuleType,
} from '@cartwright/client/pricing';
import type { ShownField } from '../../../ui/forms/field-errors.js';
import {
  checked,
  type DraftCheck,
  type DraftErrors,
  localFromIso,
  readAmount,
  readLocalDateTime,
  readPercent,
  readWholeNumber,
  requiredText,
  textOf,
} from '../form-values.js';
import { AMOUNT_FORMAT_WORDS, type PricingErrorMapping } from '../pricing-errors.js';

export interface DiscountRuleDraft {
  name: string;
  active: boolean;
  /** `datetime-local` values in the browser's time zone. */
  start: string;
  end: string;
  discountType: DiscountRuleType;
  /** The percentage, the amount off each item, or each item's price, as the type says. */
  value: string;
  scope: DiscountRuleScope;
  productIds: string[];
  collectionIds: string[];
  minimumSubtotal: string;
  minimumQuantity: string;
}

export const DISCOUNT_TYPE_LABELS: Record<DiscountRuleType, string> = {
  PERCENTAGE: 'Percentage off',
  FIXED_AMOUNT: 'Amount off each item',
  FIXED_PRICE: 'Fixed price for each item',
};

export const DISCOUNT_SCOPE_LABELS: Record<DiscountRuleScope, string> = {
  ALL_ITEMS: 'All items',
  SPECIFIC_PRODUCTS: 'Specific products',
  SPECIFIC_COLLECTIONS: 'Specific collections',
};

const VALUE_FIELDS = {
  PERCENTAGE: 'percentage',
  FIXED_AMOUNT: 'fixedAmount',
  FIXED_PRICE: 'fixedPrice',
} as const satisfies Record<DiscountRuleType, keyof DiscountRuleInput>;

/** The request field that carries a type's value. */
export const discountValueField = (type: DiscountRuleType) => VALUE_FIELDS[type];

export function draftFromDiscountRule(rule?: DiscountRule): DiscountRuleDraft {
  const type = rule?.discountType ?? 'PERCENTAGE';
  return {
    name: rule?.name ?? '',
    active: rule?.active ?? true,
    start: localFromIso(rule?.activeTimeInfo?.start),
    end: localFromIso(rule?.activeTimeInfo?.end),
    discountType: type,
    value: textOf(rule?.[VALUE_FIELDS[type]]),
    scope: rule?.scope ?? 'ALL_ITEMS',
    productIds: rule?.productIds ?? [],
    collectionIds: rule?.collectionIds ?? [],
    minimumSubtotal: rule?.conditions?.minimumSubtotal ?? '',
    minimumQuantity: textOf(rule?.conditions?.minimumQuantity),
  };
}

function readValue(draft: DiscountRuleDraft, errors: DraftErrors): Partial<DiscountRuleInput> {
  const field = VALUE_FIELDS[draft.discountType];
  if (field === 'percentage') {
    const percentage = readPercent(draft.value, field, errors, { required: 'Enter the percentage off.' });
    return percentage === undefined ? {} : { percentage };
  }
  const required =
    field === 'fixedAmount' ? 'Enter the amount off each item.' : 'Enter the price of each item.';
  const amount = readAmount(draft.value, field, errors, { required });
  return amount === undefined ? {} : { [field]: amount };
}

/** The create (and replace) body for `draft`, or the fields whose values cannot be sent. */
export function discountRuleInputFromDraft(draft: DiscountRuleDraft): DraftCheck<DiscountRuleInput> {
  const errors: DraftErrors = {};
  const name = requiredText(draft.name, 'name', errors, 'Enter a name.');
  const start = readLocalDateTime(draft.start, 'activeTimeInfo.start', errors);
  const end = readLocalDateTime(draft.end, 'activeTimeInfo.end', errors);
  const value = readValue(draft, errors);
  if (draft.scope === 'SPECIFIC_PRODUCTS' && draft.productIds.length === 0) {
    errors.productIds = 'Choose at least one product.';
  }
  if (draft.scope === 'SPECIFIC_COLLECTIONS' && draft.collectionIds.length === 0) {
    errors.collectionIds = 'Choose at least one collection.';
  }
  const minimumSubtotal = readAmount(draft.minimumSubtotal, 'conditions.minimumSubtotal', errors);
  const minimumQuantity = readWholeNumber(draft.minimumQuantity, 'conditions.minimumQuantity', errors);
  const conditions = {
    ...(minimumSubtotal !== undefined ? { minimumSubtotal } : {}),
    ...(minimumQuantity !== undefined ? { minimumQuantity } : {}),
  };
  return checked(errors, () => ({
    name,
    active: draft.active,
    ...(start !== undefined || end !== undefined
      ? {
          activeTimeInfo: {
            ...(start !== undefined ? { start } : {}),
            ...(end !== undefined ? { end } : {}),
          },
        }
      : {}),
    discountType: draft.discountType,
    ...value,
    scope: draft.scope,
    ...(draft.scope === 'SPECIFIC_PRODUCTS' ? { productIds: draft.productIds } : {}),
    ...(draft.scope === 'SPECIFIC_COLLECTIONS' ? { collectionIds: draft.collectionIds } : {}),
    ...(Object.keys(conditions).length > 0 ? { conditions } : {}),
  }));
}

/** "15%", "5.00 off each", "Each at 9.99". */
export function discountRuleValue(
  rule: Pick<DiscountRule, 'discountType' | 'percentage' | 'fixedAmount' | 'fixedPrice'>,
  money: (amount: string) => string,
) {
  switch (rule.discountType) {
    case 'PERCENTAGE':
      return `${rule.percentage}% off`;
    case 'FIXED_AMOUNT':
      return `${money(rule.fixedAmount ?? '')} off each`;
    case 'FIXED_PRICE':
      return `Each at ${money(rule.fixedPrice ?? '')}`;
  }
}

const DISCOUNT_RULE_FIELDS: ShownField[] = [
  'name',
  'active',
  'activeTimeInfo.start',
  'activeTimeInfo.end',
  'discountType',
  'percentage',
  'fixedAmount',
  'fixedPrice',
  'scope',
  /^productIds/,
  /^collectionIds/,
  'conditions.minimumSubtotal',
  'conditions.minimumQuantity',
];

export const DISCOUNT_RULE_ERRORS: PricingErrorMapping = {
  shown: DISCOUNT_RULE_FIELDS,
  formats: [[/^(fixedAmount|fixedPrice|conditions\.minimumSubtotal)$/, AMOUNT_FORMAT_WORDS]],
};
