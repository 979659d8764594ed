// /admin/discount-rules: every automatic discount with what it takes off, what it reaches, and its status as the
// server works it out from the time window.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { pricingQueries } from '../pricing-queries.js';
import { PRICING_PAGE_SIZE, PricingTable } from '../pricing-table.js';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS, discountRuleValue } from './discount-rule-draft.js';

export function DiscountRuleListPage() {
  const client = useStoreClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.discountRules(client, { limit: PRICING_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="page" aria-labelledby="discount-rules-admin-title">
      <h1 id="discount-rules-admin-title">Discount rules</h1>
      <p>Automatic discounts: they apply without a code while they are active and live.</p>
      <p>
        <Link className="button-link" to="/discount-rules/new">
          New discount rule
        </Link>
      </p>
      <PricingTable
        list={list}
        items={(data) => data.discountRules}
        noun="discount rules"
        columns={['Name', 'Type', 'Discount', 'Applies to', 'Status', 'Active']}
        cells={(rule) => (
          <>
            <th scope="row">
              <Link to={`/discount-rules/${rule.id}`}>{rule.name}</Link>
            </th>
            <td>{DISCOUNT_TYPE_LABELS[rule.discountType]}</td>
            <td>{discountRuleValue(rule)}</td>
            <td>{DISCOUNT_SCOPE_LABELS[rule.scope]}</td>
            <td>
              <span className={`status-badge status-${rule.status.toLowerCase()}`}>{rule.status}</span>
            </td>
            <td>{rule.active ? 'On' : 'Off'}</td>
          </>
        )}
        pagerLabel="Discount rule pages"
        onOffset={setOffset}
      />
    </section>
  );
}
