// /admin/discount-rules: every automatic discount with what it takes off, what it reaches, and its status as the
// server works it out from the time window.
import type { DiscountRule, ListDiscountRulesResponse } from '@cartwright/client/pricing';
import type { ListKind } from '../../../ui/entities/entity-list.js';
import { EntityListPage } from '../../../ui/entities/entity-list-page.js';
import { pricingPages } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { useStoreMoney } from '../store-money.js';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS, discountRuleValue } from './discount-rule-draft.js';

const discountRuleList: ListKind<ListDiscountRulesResponse, DiscountRule, PricingListKey> = {
  noun: 'discount rules',
  newPath: '/discount-rules/new',
  newLabel: 'New discount rule',
  ...pricingPages(pricingQueries.discountRules, (data) => data.discountRules),
  columns: [
    { heading: 'Name', cell: (rule) => rule.name },
    { heading: 'Type', cell: (rule) => DISCOUNT_TYPE_LABELS[rule.discountType] },
    { heading: 'Discount', cell: (rule) => <RuleValue rule={rule} /> },
    { heading: 'Applies to', cell: (rule) => DISCOUNT_SCOPE_LABELS[rule.scope] },
    {
      heading: 'Status',
      cell: (rule) => (
        <span className={`status-badge status-${rule.status.toLowerCase()}`}>{rule.status}</span>
      ),
    },
    { heading: 'Active', cell: (rule) => (rule.active ? 'On' : 'Off') },
  ],
  rowLink: (rule) => `/discount-rules/${rule.id}`,
  pagerLabel: 'Discount rule pages',
};

function RuleValue({ rule }: { rule: DiscountRule }) {
  return <>{discountRuleValue(rule, useStoreMoney())}</>;
}

export function DiscountRuleListPage() {
  return (
    <EntityListPage
      title="Discount rules"
      intro="Automatic discounts: they apply without a code while they are active and live."
      kind={discountRuleList}
    />
  );
}
