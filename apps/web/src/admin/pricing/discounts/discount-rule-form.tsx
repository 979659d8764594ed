// The discount rule editor's form: the rule's field groups (discount-rule-fields.tsx), the products or
// collections it reaches, and the save. Saves with createDiscountRule or updateDiscountRule (the whole rule).

import { createDiscountRule, type DiscountRule, updateDiscountRule } from '@cartwright/client/pricing';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import { PricingDraftForm } from '../pricing-draft-form.js';
import {
  DISCOUNT_RULE_ERRORS,
  discountRuleInputFromDraft,
  draftFromDiscountRule,
} from './discount-rule-draft.js';

import { DiscountRuleBasics, DiscountRuleConditions, DiscountRuleValue } from './discount-rule-fields.js';

export function DiscountRuleForm(props: EntityFormProps<DiscountRule>) {
  const { entity } = props;
  return (
    <PricingDraftForm
      {...props}
      label="Discount rule details"
      noun="discount rule"
      draftOf={draftFromDiscountRule}
      toInput={discountRuleInputFromDraft}
      create={createDiscountRule}
      update={updateDiscountRule}
      errors={DISCOUNT_RULE_ERRORS}
    >
      {({ draft, set, error }) => (
        <>
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
        </>
      )}
    </PricingDraftForm>
  );
}
