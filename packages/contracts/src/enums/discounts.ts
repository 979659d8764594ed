// Discount rule vocabularies (spec §3 "Enumerations").

export const DISCOUNT_RULE_STATUSES = ['LIVE', 'EXPIRED', 'PENDING'] as const;
export type DiscountRuleStatus = (typeof DISCOUNT_RULE_STATUSES)[number];

export const DISCOUNT_RULE_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE'] as const;
export type DiscountRuleType = (typeof DISCOUNT_RULE_TYPES)[number];

/** Cartwright's coupon kinds (admin-managed; the spec names coupons but not their kinds). */
export const COUPON_TYPES = ['PERCENT_OFF', 'MONEY_OFF', 'FREE_SHIPPING', 'FIXED_PRICE'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Which line items a discount rule reaches. */
export const DISCOUNT_RULE_SCOPES = ['ALL_ITEMS', 'SPECIFIC_PRODUCTS', 'SPECIFIC_COLLECTIONS'] as const;
export type DiscountRuleScope = (typeof DISCOUNT_RULE_SCOPES)[number];
