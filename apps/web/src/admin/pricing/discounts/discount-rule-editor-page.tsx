// /admin/discount-rules/new and /admin/discount-rules/:id.
import { type DiscountRule, deleteDiscountRule } from '@cartwright/client/pricing';
import { pricingEditorPage } from '../pricing-editor-page.js';
import { pricingQueries } from '../pricing-queries.js';
import { DiscountRuleForm } from './discount-rule-form.js';

export const DiscountRuleEditorPage = pricingEditorPage<DiscountRule>(
  { noun: 'discount rule', listPath: '/discount-rules', backLabel: 'Back to discount rules' },
  { detail: pricingQueries.discountRule, remove: deleteDiscountRule, Form: DiscountRuleForm },
  'Carts are priced without it from now on; checkouts already created keep it.',
);
