// Cart vocabularies (spec §3 "Enumerations"; wire.md §4.1 adds each list's unknown/extra values).

/**
 * The store catalog's application id: `catalogReference.appId` of every store product (wire.md §8). It lives with
 * the vocabularies, away from the schemas, so a store front can import it without bundling TypeBox.
 */
export const STORE_CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** Line item kind; UNRECOGNISED comes from wire.md §4.1 `itemType.preset`. */
export const LINE_ITEM_TYPES = ['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

export const ITEM_AVAILABILITY_STATUSES = [
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
] as const;
export type ItemAvailabilityStatus = (typeof ITEM_AVAILABILITY_STATUSES)[number];

/** MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER comes from wire.md §4.1. */
export const PAYMENT_OPTIONS = [
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
  'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** UNSPECIFIED_WEIGHT_UNIT comes from wire.md §4.1 `Cart.weightUnit`. */
export const WEIGHT_UNITS = ['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** UNKNOWN_ADDITIONAL_FEE_SOURCE, SHIPPING and PLATFORM come from wire.md §4.1. */
export const ADDITIONAL_FEE_SOURCES = [
  'UNKNOWN_ADDITIONAL_FEE_SOURCE',
  'SERVICE_PLUGIN',
  'ITEM',
  'MANUAL',
  'SHIPPING',
  'PLATFORM',
] as const;
export type AdditionalFeeSource = (typeof ADDITIONAL_FEE_SOURCES)[number];

/** What an applied discount covers (estimate-totals `appliedDiscounts[].discountType`). */
export const CART_DISCOUNT_TYPES = ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const;
export type CartDiscountType = (typeof CART_DISCOUNT_TYPES)[number];

/** Severity of a cart or checkout problem (spec §8; wire.md §4.1 `violations[].severity`). */
export const VIOLATION_SEVERITIES = ['WARNING', 'ERROR'] as const;
export type ViolationSeverity = (typeof VIOLATION_SEVERITIES)[number];

/** UNKNOWN_SUGGESTED_FIX comes from wire.md §4.1. */
export const SUGGESTED_FIXES = ['UNKNOWN_SUGGESTED_FIX', 'REMOVE_LINE_ITEM'] as const;
export type SuggestedFix = (typeof SUGGESTED_FIXES)[number];

/** UNDEFINED comes from wire.md §4.1 `subscriptionSettings.frequency`. */
export const SUBSCRIPTION_FREQUENCIES = ['UNDEFINED', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** Which address taxes a line item (wire.md §4.1 `taxableAddress.addressType`). */
export const TAXABLE_ADDRESS_TYPES = ['BUSINESS', 'BILLING', 'SHIPPING'] as const;
export type TaxableAddressType = (typeof TAXABLE_ADDRESS_TYPES)[number];

/** Kind of buyer VAT id (wire.md §4.1 `contactDetails.vatId.type`). */
export const VAT_ID_TYPES = ['UNSPECIFIED', 'CPF', 'CNPJ'] as const;
export type VatIdType = (typeof VAT_ID_TYPES)[number];

/**
 * Application error codes of the current-cart calls: OWNED_CART_NOT_FOUND is typed by wire.md §1.1; the rest are
 * Cartwright's refusals (empty or blocked checkout, more asked than is in stock, an Idempotency-Key replayed with
 * another body).
 */
export const CART_ERROR_CODES = [
  'OWNED_CART_NOT_FOUND',
  'CART_IS_EMPTY',
  'CART_HAS_ERRORS',
  'NOT_ENOUGH_STOCK',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** Why a coupon code is refused; each is the `applicationError.code` of the refusal. */
export const COUPON_ERROR_CODES = [
  'COUPON_NOT_FOUND',
  'COUPON_INACTIVE',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_LIMIT_PER_CUSTOMER_REACHED',
  'COUPON_NOT_APPLICABLE',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** What a cart or checkout violation points at (wire.md §4.1 `violations[].target`). */
export const VIOLATION_TARGET_NAMES = ['OTHER_DEFAULT', 'LINE_ITEM_DEFAULT'] as const;
export type ViolationTargetName = (typeof VIOLATION_TARGET_NAMES)[number];
