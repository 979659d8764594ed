// The discount rule editor's form: the rule's field groups (discount-rule-fields.tsx), the products or
// collections it reaches, and the save. Saves with createDiscountRule or updateDiscountRule (the whole rule).

import { createDiscountRule, type DiscountRule, updateDiscountRule } from '@cartwright/client/pricing';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { FormAlert } from '../../../ui/forms/field.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import { pricingFormErrors } from '../pricing-errors.js';
import { pricingKeys } from '../pricing-queries.js';
import { saveDraft } from '../save-draft.js';
import {
  DISCOUNT_RULE_ERRORS,
  type DiscountRuleDraft,
  discountRuleInputFromDraft,
  draftFromDiscountRule,
} from './discount-rule-draft.js';

import { DiscountRuleBasics, DiscountRuleConditions, DiscountRuleValue } from './discount-rule-fields.js';

export function DiscountRuleForm({ entity, onSaved }: EntityFormProps<DiscountRule>) {
  const [draft, setDraft] = useState<DiscountRuleDraft>(() => draftFromDiscountRule(entity));
  const saving = useStoreMutation({
    mutationFn: saveDraft({
      entity,
      toInput: discountRuleInputFromDraft,
      create: createDiscountRule,
      update: updateDiscountRule,
    }),
    invalidates: [pricingKeys.all],
    onSuccess: (saved: DiscountRule) => onSaved(saved),
  });
  const errors = pricingFormErrors(saving.error, DISCOUNT_RULE_ERRORS);
  const set = (patch: Partial<DiscountRuleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Discount rule details"
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      {entity ? (
        <p>
          Status now:{' '}
          <span className={`status-badge status-${entity.status.toLowerCase()}`}>{entity.status}</span>
        </p>
      ) : null}
      <DiscountRuleBasics draft={draft} set={set} error={error} />

      <DiscountRuleValue draft={draft} set={set} error={error} />

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

      <DiscountRuleConditions draft={draft} set={set} error={error} />
      <SubmitButton pending={saving.isPending}>
        {entity ? 'Save discount rule' : 'Create discount rule'}
      </SubmitButton>
    </form>
  );
}
