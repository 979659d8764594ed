// Cart vocabularies (spec §3 "Enumerations"; wire.md §4.1 adds each list's unknown/extra values).

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

/** Typed application error codes of the current-cart calls (wire.md §1.1). */
export const CART_ERROR_CODES = ['OWNED_CART_NOT_FOUND'] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];
