// /admin/coupons: every coupon with what it takes off, whether it can be used now, and how often it was.
import type { Coupon, ListCouponsResponse } from '@cartwright/client/pricing';
import { Link } from 'wouter';
import type { ListKind } from '../../../ui/entities/entity-list.js';
import { EntityListPage } from '../../../ui/entities/entity-list-page.js';
import { pricingPaging, pricingSpan } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { useStoreMoney } from '../store-money.js';
import { COUPON_TYPE_LABELS } from './coupon-draft.js';
import { couponStatus, couponUses, couponValue } from './coupon-summary.js';

const couponList: ListKind<ListCouponsResponse, Coupon, PricingListKey> = {
  noun: 'coupons',
  newPath: '/coupons/new',
  newLabel: 'New coupon',
  page: (client, page) => pricingQueries.coupons(client, pricingPaging(page)),
  items: (data) => data.coupons,
  span: (data) => pricingSpan(data.metadata),
  columns: ['Code', 'Name', 'Type', 'Value', 'Status', 'Used / limit'],
  cells: (coupon) => {
    const status = couponStatus(coupon, new Date());
    return (
      <>
        <th scope="row">
          <Link to={`/coupons/${coupon.id}`}>{coupon.code}</Link>
        </th>
        <td>{coupon.name}</td>
        <td>{COUPON_TYPE_LABELS[coupon.type]}</td>
        <td>
          <CouponValue coupon={coupon} />
        </td>
        <td>
          <span className={`status-badge status-${status.toLowerCase()}`}>{status}</span>
        </td>
        <td>{couponUses(coupon)}</td>
      </>
    );
  },
  pagerLabel: 'Coupon pages',
};

function CouponValue({ coupon }: { coupon: Coupon }) {
  return <>{couponValue(coupon, useStoreMoney())}</>;
}

export function CouponListPage() {
  return <EntityListPage title="Coupons" kind={couponList} />;
}
