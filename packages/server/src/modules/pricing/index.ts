// The pricing module's face: what other modules may use. Nothing outside the module imports its other files.
export { createCoupon } from './coupons/coupons.service.js';
export { createDiscountRule } from './discount-rules/discount-rules.service.js';
export type { TotalsContext } from './pricing.service.js';
export {
  calculateTotals,
  checkCouponCode,
  loadTotalsSetup,
  recordCouponUse,
  totalsWithSetup,
} from './pricing.service.js';
export { createShippingRegion, listShippingRegions } from './shipping/shipping-regions.service.js';
export { createTaxRegion } from './tax/tax-regions.service.js';
export { taxIncludedInPricesSql } from './tax/tax-settings.sql.js';
export type { Buyer, PricedLine, TotalsRequest, TotalsResult } from './totals/totals-input.js';
