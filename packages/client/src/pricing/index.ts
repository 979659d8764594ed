// `@cartwright/client/pricing`: the store-admin pricing calls (coupons, discount rules, shipping and tax), by name
// and as the `pricing` module for createClient. Entities come back exactly as on the wire, timestamps as ISO
// strings: the contracts declare no conversions for them, and a read entity can be edited and sent back as is.
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './coupons.js';
import {
  createDiscountRule,
  deleteDiscountRule,
  getDiscountRule,
  listDiscountRules,
  updateDiscountRule,
} from './discount-rules.js';
import {
  createShippingRegion,
  deleteShippingRegion,
  getShippingRegion,
  listShippingRegions,
  updateShippingRegion,
} from './shipping-regions.js';
import {
  createTaxRegion,
  deleteTaxRegion,
  getTaxRegion,
  listTaxRegions,
  updateTaxRegion,
} from './tax-regions.js';
import { getTaxSettings, updateTaxSettings } from './tax-settings.js';

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
