// /admin/discount-rules: every automatic discount with what it takes off, what it reaches, and its status as the
// server works it out from the time window.
import type { DiscountRule, ListDiscountRulesResponse } from '@cartwright/client/pricing';
import { Link } from 'wouter';
import type { ListKind } from '../../../ui/entities/entity-list.js';
import { EntityListPage } from '../../../ui/entities/entity-list-page.js';
import { pricingPaging, pricingSpan } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { useStoreMoney } from '../store-money.js';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS, discountRuleValue } from './discount-rule-draft.js';

const discountRuleList: ListKind<ListDiscountRulesResponse, DiscountRule, PricingListKey> = {
  noun: 'discount rules',
  newPath: '/discount-rules/new',
  newLabel: 'New discount rule',
  page: (client, page) => pricingQueries.discountRules(client, pricingPaging(page)),
  items: (data) => data.discountRules,
  span: (data) => pricingSpan(data.metadata),
  columns: ['Name', 'Type', 'Discount', 'Applies to', 'Status', 'Active'],
  cells: (rule) => (
    <>
      <th scope="row">
        <Link to={`/discount-rules/${rule.id}`}>{rule.name}</Link>
      </th>
      <td>{DISCOUNT_TYPE_LABELS[rule.discountType]}</td>
      <td>
        <RuleValue rule={rule} />
      </td>
      <td>{DISCOUNT_SCOPE_LABELS[rule.scope]}</td>
      <td>
        <span className={`status-badge status-${rule.status.toLowerCase()}`}>{rule.status}</span>
      </td>
      <td>{rule.active ? 'On' : 'Off'}</td>
    </>
  ),
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
