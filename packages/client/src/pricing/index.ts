// `@cartwright/client/pricing`: the store-admin pricing calls (coupons, discount rules, shipping and tax), one per
// file, by name and as the `pricing` module for createClient; and the types they take and return, so that an app
// needs no import from the contracts. Entities come back exactly as on the wire, timestamps as ISO strings: the
// contracts declare no conversions for them, and a read entity can be edited and sent back as is.

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
export * from './calls.js';
/** Every store-admin pricing call, for `createClient({ auth: ApiKeyStrategy(…), modules: { pricing } })`. */
export * as pricing from './calls.js';
export type { ListPaging } from './types.js';
