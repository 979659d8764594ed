// The discount rule editor's fields: name and whether it is on, when it runs, what it takes off, which items it
// reaches and the conditions it needs. Saves with createDiscountRule or updateDiscountRule (the whole rule).

import {
  createDiscountRule,
  type DiscountRule,
  type DiscountRuleScope,
  type DiscountRuleType,
  updateDiscountRule,
} from '@cartwright/client/pricing';
import { PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useState } from 'react';
import type { EntityFormProps } from '../../entities/entity-editor-page.js';
import { CheckboxField, Field, FormAlert, TextField } from '../../forms/field.js';
import { SubmitButton } from '../../forms/submit-button.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import { useSaveEntity } from '../use-save-entity.js';
import {
  DISCOUNT_RULE_ERRORS,
  DISCOUNT_SCOPE_LABELS,
  DISCOUNT_TYPE_LABELS,
  type DiscountRuleDraft,
  discountRuleInputFromDraft,
  discountValueField,
  draftFromDiscountRule,
} from './discount-rule-draft.js';

const VALUE_LABELS: Record<DiscountRuleType, { label: string; hint: string }> = {
  PERCENTAGE: { label: 'Percentage', hint: 'Off each item it reaches, 0 to 100.' },
  FIXED_AMOUNT: { label: 'Amount off each item', hint: 'In the store currency.' },
  FIXED_PRICE: { label: 'Price of each item', hint: 'Never more than the item’s own price.' },
};

export function DiscountRuleForm({ entity, onSaved }: EntityFormProps<DiscountRule>) {
  const [draft, setDraft] = useState<DiscountRuleDraft>(() => draftFromDiscountRule(entity));
  const { errors, pending, save } = useSaveEntity({
    entity,
    toInput: discountRuleInputFromDraft,
    create: createDiscountRule,
    update: updateDiscountRule,
    errors: DISCOUNT_RULE_ERRORS,
    onSaved,
  });
  const set = (patch: Partial<DiscountRuleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];
  const value = VALUE_LABELS[draft.discountType];

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Discount rule details"
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      {entity ? (
        <p>
          Status now:{' '}
          <span className={`status-badge status-${entity.status.toLowerCase()}`}>{entity.status}</span>
        </p>
      ) : null}
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

      <fieldset className="admin-fieldset">
        <legend>Discount</legend>
        <Field label="Discount type" error={error('discountType')}>
          {(c) => (
            <select
              {...c}
              value={draft.discountType}
              onChange={(e) => set({ discountType: e.currentTarget.value as DiscountRuleType })}
            >
              {Object.entries(DISCOUNT_TYPE_LABELS).map(([type, label]) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={value.label}
          error={error(discountValueField(draft.discountType))}
          hint={value.hint}
          inputMode="decimal"
          value={draft.value}
          onValueChange={(value) => set({ value: value })}
        />
        <Field label="Applies to" error={error('scope')}>
          {(c) => (
            <select
              {...c}
              value={draft.scope}
              onChange={(e) => set({ scope: e.currentTarget.value as DiscountRuleScope })}
            >
              {Object.entries(DISCOUNT_SCOPE_LABELS).map(([scope, label]) => (
                <option key={scope} value={scope}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      {draft.scope === 'SPECIFIC_PRODUCTS' ? (
        <ProductPicker
          legend="Products it applies to"
          noneText="No products chosen yet."
          ids={draft.productIds}
          onChange={(productIds) => set({ productIds })}
          error={error('productIds')}
        />
      ) : null}
      {draft.scope === 'SPECIFIC_COLLECTIONS' ? (
        <CollectionPicker
          legend="Collections it applies to"
          noneText="No collections chosen yet."
          ids={draft.collectionIds}
          onChange={(collectionIds) => set({ collectionIds })}
          error={error('collectionIds')}
        />
      ) : null}

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
      <SubmitButton pending={pending}>{entity ? 'Save discount rule' : 'Create discount rule'}</SubmitButton>
    </form>
  );
}
