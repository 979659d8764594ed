// /admin/coupons/new and /admin/coupons/:id.
import { type Coupon, deleteCoupon } from '@cartwright/client/pricing';
import { pricingEditorPage } from '../pricing-editor-page.js';
import { pricingQueries } from '../pricing-queries.js';
import { CouponForm } from './coupon-form.js';

export const CouponEditorPage = pricingEditorPage<Coupon>(
  { noun: 'coupon', listPath: '/coupons', backLabel: 'Back to coupons' },
  { detail: pricingQueries.coupon, remove: deleteCoupon, titleOf: (coupon) => coupon.code, Form: CouponForm },
  'Carts holding it lose the discount; checkouts already created keep it.',
);
