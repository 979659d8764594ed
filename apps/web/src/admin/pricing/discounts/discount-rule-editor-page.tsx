// /admin/discount-rules/new and /admin/discount-rules/:id.

import { type DiscountRule, deleteDiscountRule } from '@cartwright/client/pricing';
import { type EditorKind, EntityEditorPage } from '../../../ui/entities/entity-editor-page.js';
import { type PricingDetailKey, pricingKeys, pricingQueries } from '../pricing-queries.js';
import { DiscountRuleForm } from './discount-rule-form.js';

const discountRuleEditor: EditorKind<DiscountRule, PricingDetailKey> = {
  noun: 'discount rule',
  listPath: '/discount-rules',
  backLabel: 'Back to discount rules',
  detail: pricingQueries.discountRule,
  titleOf: (rule) => rule.name,
  remove: deleteDiscountRule,
  invalidates: [pricingKeys.all],
  removeWarning: (rule) =>
    `Delete the rule “${rule.name}”? Carts are priced without it from now on; checkouts already created keep it.`,
  Form: DiscountRuleForm,
};

export function DiscountRuleEditorPage() {
  return <EntityEditorPage kind={discountRuleEditor} />;
}
