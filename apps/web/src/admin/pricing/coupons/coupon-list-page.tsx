// /admin/coupons: every coupon with what it takes off, whether it can be used now, and how often it was.
import type { Coupon, ListCouponsResponse } from '@cartwright/client/pricing';
import type { ListKind } from '../../../ui/entities/entity-list.js';
import { EntityListPage } from '../../../ui/entities/entity-list-page.js';
import { pricingPages } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { useStoreMoney } from '../store-money.js';
import { COUPON_TYPE_LABELS } from './coupon-draft.js';
import { couponStatus, couponUses, couponValue } from './coupon-summary.js';

const couponList: ListKind<ListCouponsResponse, Coupon, PricingListKey> = {
  noun: 'coupons',
  newPath: '/coupons/new',
  newLabel: 'New coupon',
  ...pricingPages(pricingQueries.coupons, (data) => data.coupons),
  columns: [
    { heading: 'Code', cell: (coupon) => coupon.code },
    { heading: 'Name', cell: (coupon) => coupon.name },
    { heading: 'Type', cell: (coupon) => COUPON_TYPE_LABELS[coupon.type] },
    { heading: 'Value', cell: (coupon) => <CouponValue coupon={coupon} /> },
    {
      heading: 'Status',
      cell: (coupon) => {
        const status = couponStatus(coupon, new Date());
        return <span className={`status-badge status-${status.toLowerCase()}`}>{status}</span>;
      },
    },
    { heading: 'Used / limit', cell: couponUses },
  ],
  rowLink: (coupon) => `/coupons/${coupon.id}`,
  pagerLabel: 'Coupon pages',
};

function CouponValue({ coupon }: { coupon: Coupon }) {
  return <>{couponValue(coupon, useStoreMoney())}</>;
}

export function CouponListPage() {
  return <EntityListPage title="Coupons" kind={couponList} />;
}
