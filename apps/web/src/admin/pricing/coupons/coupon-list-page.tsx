// /admin/coupons: every coupon with what it takes off, whether it can be used now, and how often it was.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { pricingQueries } from '../pricing-queries.js';
import { PRICING_PAGE_SIZE, PricingTable } from '../pricing-table.js';
import { COUPON_TYPE_LABELS } from './coupon-draft.js';
import { couponStatus, couponUses, couponValue } from './coupon-summary.js';

export function CouponListPage() {
  const client = useStoreClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.coupons(client, { limit: PRICING_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  const now = new Date();
  return (
    <section className="page" aria-labelledby="coupons-admin-title">
      <h1 id="coupons-admin-title">Coupons</h1>
      <p>
        <Link className="button-link" to="/coupons/new">
          New coupon
        </Link>
      </p>
      <PricingTable
        list={list}
        items={(data) => data.coupons}
        noun="coupons"
        columns={['Code', 'Name', 'Type', 'Value', 'Status', 'Used / limit']}
        cells={(coupon) => {
          const status = couponStatus(coupon, now);
          return (
            <>
              <th scope="row">
                <Link to={`/coupons/${coupon.id}`}>{coupon.code}</Link>
              </th>
              <td>{coupon.name}</td>
              <td>{COUPON_TYPE_LABELS[coupon.type]}</td>
              <td>{couponValue(coupon)}</td>
              <td>
                <span className={`status-badge status-${status.toLowerCase()}`}>{status}</span>
              </td>
              <td>{couponUses(coupon)}</td>
            </>
          );
        }}
        pagerLabel="Coupon pages"
        onOffset={setOffset}
      />
    </section>
  );
}
