// `@cartwright/client/pricing`: the store-admin pricing calls (coupons, discount rules, shipping and tax), one per
// file, by name and as the `pricing` module for createClient; and the types they take and return, so that an app
// needs no import from the contracts. Entities come back exactly as on the wire, timestamps as ISO strings: the
// contracts declare no conversions for them, and a read entity can be edited and sent back as is.
import { createCoupon } from './create-coupon.js';
import { createDiscountRule } from './create-discount-rule.js';
import { createShippingRegion } from './create-shipping-region.js';
import { createTaxRegion } from './create-tax-region.js';
import { deleteCoupon } from './delete-coupon.js';
import { deleteDiscountRule } from './delete-discount-rule.js';
import { deleteShippingRegion } from './delete-shipping-region.js';
import { deleteTaxRegion } from './delete-tax-region.js';
import { getCoupon } from './get-coupon.js';
import { getDiscountRule } from './get-discount-rule.js';
import { getShippingRegion } from './get-shipping-region.js';
import { getTaxRegion } from './get-tax-region.js';
import { getTaxSettings } from './get-tax-settings.js';
import { listCoupons } from './list-coupons.js';
import { listDiscountRules } from './list-discount-rules.js';
import { listShippingRegions } from './list-shipping-regions.js';
import { listTaxRegions } from './list-tax-regions.js';
import { updateCoupon } from './update-coupon.js';
import { updateDiscountRule } from './update-discount-rule.js';
import { updateShippingRegion } from './update-shipping-region.js';
import { updateTaxRegion } from './update-tax-region.js';
import { updateTaxSettings } from './update-tax-settings.js';

export type {
  Coupon,
  CouponInput,
  CouponType,
  DiscountRule,
  DiscountRuleInput,
  DiscountRuleScope,
  DiscountRuleStatus,
  DiscountRuleType,
  JurisdictionType,
  ListCouponsResponse,
  ListDiscountRulesResponse,
  ListShippingRegionsResponse,
  ListTaxRegionsResponse,
  PagingMetadata,
  PickupMethod,
  ShippingDestination,
  ShippingOptionDefinition,
  ShippingRateRule,
  ShippingRegion,
  ShippingRegionInput,
  ShippingRuleBasis,
  ShippingRuleOperator,
  TaxRate,
  TaxRegion,
  TaxRegionInput,
  TaxSettings,
} from '@cartwright/contracts';
export type { ListPaging } from './types.js';
export {
  createCoupon,
  createDiscountRule,
  createShippingRegion,
  createTaxRegion,
  deleteCoupon,
  deleteDiscountRule,
  deleteShippingRegion,
  deleteTaxRegion,
  getCoupon,
  getDiscountRule,
  getShippingRegion,
  getTaxRegion,
  getTaxSettings,
  listCoupons,
  listDiscountRules,
  listShippingRegions,
  listTaxRegions,
  updateCoupon,
  updateDiscountRule,
  updateShippingRegion,
  updateTaxRegion,
  updateTaxSettings,
};

/** Every store-admin pricing call, for `createClient({ auth: ApiKeyStrategy(…), modules: { pricing } })`. */
export const pricing = {
  createCoupon,
  createDiscountRule,
  createShippingRegion,
  createTaxRegion,
  deleteCoupon,
  deleteDiscountRule,
  deleteShippingRegion,
  deleteTaxRegion,
  getCoupon,
  getDiscountRule,
  getShippingRegion,
  getTaxRegion,
  getTaxSettings,
  listCoupons,
  listDiscountRules,
  listShippingRegions,
  listTaxRegions,
  updateCoupon,
  updateDiscountRule,
  updateShippingRegion,
  updateTaxRegion,
  updateTaxSettings,
};
