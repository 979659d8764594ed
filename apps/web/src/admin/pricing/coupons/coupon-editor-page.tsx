// /admin/coupons/new and /admin/coupons/:id.

import { type Coupon, deleteCoupon } from '@cartwright/client/pricing';
import { type EditorKind, EntityEditorPage } from '../../../ui/entities/entity-editor-page.js';
import { type PricingDetailKey, pricingKeys, pricingQueries } from '../pricing-queries.js';
import { CouponForm } from './coupon-form.js';

const couponEditor: EditorKind<Coupon, PricingDetailKey> = {
  noun: 'coupon',
  listPath: '/coupons',
  backLabel: 'Back to coupons',
  detail: pricingQueries.coupon,
  titleOf: (coupon) => coupon.code,
  remove: deleteCoupon,
  invalidates: [pricingKeys.all],
  removeWarning: (coupon) =>
    `Delete the coupon ${coupon.code}? Carts holding it lose the discount; checkouts already created keep it.`,
  Form: CouponForm,
};

export function CouponEditorPage() {
  return <EntityEditorPage kind={couponEditor} />;
}
