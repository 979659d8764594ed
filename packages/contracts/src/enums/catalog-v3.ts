// Newer (v3) catalog vocabularies (spec §3 "Enumerations"): uppercase, unlike catalog v1.

/** The spec's "uppercase equivalents" of the v1 product types. */
export const V3_PRODUCT_TYPES = ['UNSPECIFIED_PRODUCT_TYPE', 'PHYSICAL', 'DIGITAL'] as const;
export type V3ProductType = (typeof V3_PRODUCT_TYPES)[number];

export const AVAILABILITY_STATUSES = [
  'UNKNOWN_AVAILABILITY_STATUS',
  'IN_STOCK',
  'OUT_OF_STOCK',
  'PREORDER',
] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const PREORDER_STATUSES = ['ENABLED', 'DISABLED', 'PARTIALLY_ENABLED'] as const;
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

/** Which variants of a product can be preordered. */
export const PREORDER_AVAILABILITIES = ['ALL_VARIANTS', 'NO_VARIANTS', 'SOME_VARIANTS'] as const;
export type PreorderAvailability = (typeof PREORDER_AVAILABILITIES)[number];

export const CUSTOMIZATION_TYPES = ['PRODUCT_OPTION', 'MODIFIER'] as const;
export type CustomizationType = (typeof CUSTOMIZATION_TYPES)[number];

/** How a customization is shown to the shopper. */
export const CUSTOMIZATION_RENDER_TYPES = ['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES'] as const;
export type CustomizationRenderType = (typeof CUSTOMIZATION_RENDER_TYPES)[number];

export const CHOICE_TYPES = ['CHOICE_TEXT', 'ONE_COLOR', 'MULTIPLE_COLORS', 'IMAGE'] as const;
export type ChoiceType = (typeof CHOICE_TYPES)[number];

export const V3_PRODUCT_DISCOUNT_TYPES = ['UNKNOWN_DISCOUNT', 'AMOUNT', 'PERCENT'] as const;
export type V3ProductDiscountType = (typeof V3_PRODUCT_DISCOUNT_TYPES)[number];
