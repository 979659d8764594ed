// /admin/discount-rules: every automatic discount with what it takes off, what it reaches, and its status as the
// server works it out from the time window.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../forms/field.js';
import { describeError } from '../../forms/field-errors.js';
import { ListPager } from '../list-pager.js';
import { pricingQueries } from '../pricing-queries.js';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS, discountRuleValue } from './discount-rule-draft.js';

const PAGE_SIZE = 20;

export function DiscountRuleListPage() {
  const client = useStoreClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.discountRules(client, { limit: PAGE_SIZE, offset }),
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
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading discount rules…</p> : null}
      {list.data ? (
        <>
          {list.data.discountRules.length === 0 ? <p>No discount rules yet.</p> : null}
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Applies to</th>
                  <th scope="col">Status</th>
                  <th scope="col">Active</th>
                </tr>
              </thead>
              <tbody>
                {list.data.discountRules.map((rule) => (
                  <tr key={rule.id}>
                    <th scope="row">
                      <Link to={`/discount-rules/${rule.id}`}>{rule.name}</Link>
                    </th>
                    <td>{DISCOUNT_TYPE_LABELS[rule.discountType]}</td>
                    <td>{discountRuleValue(rule)}</td>
                    <td>{DISCOUNT_SCOPE_LABELS[rule.scope]}</td>
                    <td>
                      <span className={`status-badge status-${rule.status.toLowerCase()}`}>
                        {rule.status}
                      </span>
                    </td>
                    <td>{rule.active ? 'On' : 'Off'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Discount rule pages"
            pageSize={PAGE_SIZE}
            metadata={list.data.metadata}
            onOffset={setOffset}
          />
        </>
      ) : null}
    </section>
  );
}
