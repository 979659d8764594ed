// Catalog v1 product vocabularies (spec §3 "Enumerations"; wire.md §4.2). v1 values are lowercase on the wire.

/** Lowercase on the wire (catalog v1). */
export const PRODUCT_TYPES = ['unspecified_product_type', 'physical', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const INVENTORY_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** Units of `pricePerUnitData` quantities. */
export const MEASUREMENT_UNITS = [
  'UNSPECIFIED',
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Units of product and package dimensions (wire.md §4.2). */
export const DIMENSION_UNITS = ['UNKNOWN_DIMENSIONS_UNIT', 'MM', 'CM', 'M', 'IN', 'FT', 'YD'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** Lowercase on the wire; unspecified_media_item_type comes from wire.md §4.2. */
export const MEDIA_ITEM_TYPES = [
  'unspecified_media_item_type',
  'image',
  'video',
  'audio',
  'document',
  'zip',
] as const;
export type MediaItemType = (typeof MEDIA_ITEM_TYPES)[number];

/** Lowercase on the wire; unspecified_option_type comes from wire.md §4.2. */
export const OPTION_TYPES = ['unspecified_option_type', 'drop_down', 'color'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Catalog v1 `discount.type`. */
export const PRODUCT_DISCOUNT_TYPES = ['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT'] as const;
export type ProductDiscountType = (typeof PRODUCT_DISCOUNT_TYPES)[number];

/** Catalog a change came from; STORES_NOT_INSTALLED comes from wire.md §4.2 `Version`. */
export const CATALOG_VERSIONS = ['V1_CATALOG', 'V3_CATALOG', 'STORES_NOT_INSTALLED'] as const;
export type CatalogVersion = (typeof CATALOG_VERSIONS)[number];

/** How an adjusted price is rounded. */
export const ROUNDING_STRATEGIES = ['NO_ROUNDING', 'CURRENCY_PRECISION', 'NEAREST_WHOLE_NUMBER'] as const;
export type RoundingStrategy = (typeof ROUNDING_STRATEGIES)[number];
