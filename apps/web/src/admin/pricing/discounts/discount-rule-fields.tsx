// The discount rule form's field groups: the rule (name, on or off, its time window), what it takes off and
// which items it reaches, and the conditions it needs.
import type { DiscountRuleType } from '@cartwright/client/pricing';
import { PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import { CheckboxField, SelectField, TextField } from '../../../ui/forms/field.js';
import {
  DISCOUNT_SCOPE_LABELS,
  DISCOUNT_TYPE_LABELS,
  type DiscountRuleDraft,
  discountValueField,
} from './discount-rule-draft.js';

const VALUE_LABELS: Record<DiscountRuleType, { label: string; hint: string }> = {
  PERCENTAGE: { label: 'Percentage', hint: 'Off each item it reaches, 0 to 100.' },
  FIXED_AMOUNT: { label: 'Amount off each item', hint: 'In the store currency.' },
  FIXED_PRICE: { label: 'Price of each item', hint: 'Never more than the item’s own price.' },
};

export interface DiscountRuleFieldsProps {
  draft: DiscountRuleDraft;
  set: (patch: Partial<DiscountRuleDraft>) => void;
  /** The message of a field, from the last save. */
  error: (field: string) => string | undefined;
}

/** Name, whether it is on, and when it runs. */
export function DiscountRuleBasics({ draft, set, error }: DiscountRuleFieldsProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Rule</legend>
      <TextField
        label="Name"
        error={error('name')}
        hint="Shoppers see it next to the discount."
        value={draft.name}
        maxLength={PRICING_NAME_MAX_LENGTH}
        onValueChange={(value) => set({ name: value })}
      />
      <CheckboxField
        label="Active"
        checked={draft.active}
        onChange={(active) => set({ active })}
        error={error('active')}
        hint="Off: it applies to no cart, whatever its time window."
      />
      <TextField
        label="Starts"
        error={error('activeTimeInfo.start')}
        hint="Optional; in your time zone."
        type="datetime-local"
        value={draft.start}
        onValueChange={(value) => set({ start: value })}
      />
      <TextField
        label="Ends"
        error={error('activeTimeInfo.end')}
        hint="Optional; it stops applying from then on."
        type="datetime-local"
        value={draft.end}
        onValueChange={(value) => set({ end: value })}
      />
    </fieldset>
  );
}

/** What it takes off, and which items it reaches. */
export function DiscountRuleValue({ draft, set, error }: DiscountRuleFieldsProps) {
  const value = VALUE_LABELS[draft.discountType];
  return (
    <fieldset className="admin-fieldset">
      <legend>Discount</legend>
      <SelectField
        label="Discount type"
        error={error('discountType')}
        value={draft.discountType}
        choices={DISCOUNT_TYPE_LABELS}
        onValueChange={(value) => set({ discountType: value })}
      />
      <TextField
        label={value.label}
        error={error(discountValueField(draft.discountType))}
        hint={value.hint}
        inputMode="decimal"
        value={draft.value}
        onValueChange={(value) => set({ value: value })}
      />
      <SelectField
        label="Applies to"
        error={error('scope')}
        value={draft.scope}
        choices={DISCOUNT_SCOPE_LABELS}
        onValueChange={(value) => set({ scope: value })}
      />
    </fieldset>
  );
}

/** The subtotal and quantity the items it reaches must come to. */
export function DiscountRuleConditions({ draft, set, error }: DiscountRuleFieldsProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Conditions</legend>
      <p className="field-hint">
        Measured over the items the rule reaches, at their prices before cart discounts.
      </p>
      <TextField
        label="Minimum subtotal"
        error={error('conditions.minimumSubtotal')}
        hint="Optional."
        inputMode="decimal"
        value={draft.minimumSubtotal}
        onValueChange={(value) => set({ minimumSubtotal: value })}
      />
      <TextField
        label="Minimum quantity"
        error={error('conditions.minimumQuantity')}
        hint="Optional."
        inputMode="numeric"
        value={draft.minimumQuantity}
        onValueChange={(value) => set({ minimumQuantity: value })}
      />
    </fieldset>
  );
}
