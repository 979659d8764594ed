// Catalog v1 product as the wire carries it (wire.md §4.2): every field, read-only ones included.
import { type Static, Type } from '@sinclair/typebox';
import {
  DIMENSION_UNITS,
  INVENTORY_STATUSES,
  MEASUREMENT_UNITS,
  MEDIA_ITEM_TYPES,
  OPTION_TYPES,
  PRODUCT_DISCOUNT_TYPES,
  PRODUCT_TYPES,
} from '../enums/catalog.js';
import { literalUnion } from '../schema/literal-union.js';

const opt = Type.Optional;

/** Prices are floats on the wire (wire.md §2.3); `formatted` holds them in the store currency. */
export const PriceDataSchema = Type.Object({
  currency: opt(Type.String()),
  price: opt(Type.Number()),
  discountedPrice: opt(Type.Number()),
  pricePerUnit: opt(Type.Number()),
  formatted: opt(
    Type.Object({
      price: opt(Type.String()),
      discountedPrice: opt(Type.String()),
      pricePerUnit: opt(Type.String()),
    }),
  ),
});
export type PriceData = Static<typeof PriceDataSchema>;

export const CostAndProfitDataSchema = Type.Object({
  itemCost: opt(Type.Number()),
  formattedItemCost: opt(Type.String()),
  profit: opt(Type.Number()),
  formattedProfit: opt(Type.String()),
  profitMargin: opt(Type.Number()),
});
export type CostAndProfitData = Static<typeof CostAndProfitDataSchema>;

export const PricePerUnitDataSchema = Type.Object({
  totalQuantity: opt(Type.Number()),
  totalMeasurementUnit: opt(literalUnion(MEASUREMENT_UNITS)),
  baseQuantity: opt(Type.Number()),
  baseMeasurementUnit: opt(literalUnion(MEASUREMENT_UNITS)),
});
export type PricePerUnitData = Static<typeof PricePerUnitDataSchema>;

export const NumericRangeSchema = Type.Object({ minValue: opt(Type.Number()), maxValue: opt(Type.Number()) });
export type NumericRange = Static<typeof NumericRangeSchema>;

/** Lengths are decimal strings on the wire. */
export const DimensionsSchema = Type.Object({
  length: opt(Type.String()),
  width: opt(Type.String()),
  height: opt(Type.String()),
  unit: opt(literalUnion(DIMENSION_UNITS)),
});
export type Dimensions = Static<typeof DimensionsSchema>;

export const StockSchema = Type.Object({
  trackInventory: opt(Type.Boolean()),
  quantity: opt(Type.Integer()),
  inStock: opt(Type.Boolean({ description: 'Deprecated: use inventoryStatus' })),
  inventoryStatus: opt(literalUnion(INVENTORY_STATUSES)),
});
export type Stock = Static<typeof StockSchema>;

export const MediaImageSchema = Type.Object({
  url: opt(Type.String()),
  width: opt(Type.Integer()),
  height: opt(Type.Integer()),
  format: opt(Type.String()),
  altText: opt(Type.String()),
});
export type MediaImage = Static<typeof MediaImageSchema>;

export const MediaItemSchema = Type.Object({
  id: opt(Type.String()),
  image: opt(MediaImageSchema),
  video: opt(
    Type.Object({ files: opt(Type.Array(MediaImageSchema)), stillFrameMediaId: opt(Type.String()) }),
  ),
  thumbnail: opt(MediaImageSchema),
  mediaType: opt(literalUnion(MEDIA_ITEM_TYPES)),
  title: opt(Type.String()),
});
export type MediaItem = Static<typeof MediaItemSchema>;

export const MediaSchema = Type.Object({
  mainMedia: opt(MediaItemSchema),
  items: opt(Type.Array(MediaItemSchema)),
});
export type Media = Static<typeof MediaSchema>;

export const ChoiceSchema = Type.Object({
  value: opt(Type.String()),
  description: opt(Type.String()),
  media: opt(MediaSchema),
  inStock: opt(Type.Boolean()),
  visible: opt(Type.Boolean()),
});
export type Choice = Static<typeof ChoiceSchema>;

export const ProductOptionSchema = Type.Object({
  optionType: opt(literalUnion(OPTION_TYPES)),
  name: opt(Type.String()),
  choices: opt(Type.Array(ChoiceSchema)),
});
export type ProductOption = Static<typeof ProductOptionSchema>;

export const DiscountSchema = Type.Object({
  type: opt(literalUnion(PRODUCT_DISCOUNT_TYPES)),
  value: opt(Type.Number()),
});
export type Discount = Static<typeof DiscountSchema>;

/** The values of one variant, inside a product. */
export const VariantValuesSchema = Type.Object({
  priceData: opt(PriceDataSchema),
  convertedPriceData: opt(PriceDataSchema),
  costAndProfitData: opt(CostAndProfitDataSchema),
  weight: opt(Type.Number()),
  sku: opt(Type.String()),
  visible: opt(Type.Boolean()),
  productDimensions: opt(DimensionsSchema),
  packageDimensions: opt(DimensionsSchema),
});
export type VariantValues = Static<typeof VariantValuesSchema>;

export const VariantStockSchema = Type.Object({
  trackQuantity: opt(Type.Boolean()),
  quantity: opt(Type.Integer()),
  inStock: opt(Type.Boolean()),
});
export type VariantStock = Static<typeof VariantStockSchema>;

/** `choices` maps each option name to the chosen choice's description. */
export const VariantSchema = Type.Object({
  id: opt(Type.String()),
  choices: opt(Type.Record(Type.String(), Type.String())),
  variant: opt(VariantValuesSchema),
  stock: opt(VariantStockSchema),
});
export type Variant = Static<typeof VariantSchema>;

export const AdditionalInfoSectionSchema = Type.Object({
  title: opt(Type.String()),
  description: opt(Type.String()),
});
export type AdditionalInfoSection = Static<typeof AdditionalInfoSectionSchema>;

export const CustomTextFieldSchema = Type.Object({
  title: opt(Type.String()),
  maxLength: opt(Type.Integer()),
  mandatory: opt(Type.Boolean()),
});
export type CustomTextField = Static<typeof CustomTextFieldSchema>;

export const PageUrlSchema = Type.Object({ base: opt(Type.String()), path: opt(Type.String()) });
export type PageUrl = Static<typeof PageUrlSchema>;

/** Search-engine data is passed through as given; only its outline is typed. */
export const SeoDataSchema = Type.Object({
  tags: opt(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
  settings: opt(Type.Record(Type.String(), Type.Unknown())),
});
export type SeoData = Static<typeof SeoDataSchema>;

export const ProductSchema = Type.Object({
  id: opt(Type.String()),
  name: opt(Type.String()),
  slug: opt(Type.String()),
  visible: opt(Type.Boolean()),
  productType: opt(literalUnion(PRODUCT_TYPES)),
  description: opt(Type.String()),
  sku: opt(Type.String()),
  weight: opt(Type.Number()),
  weightRange: opt(NumericRangeSchema),
  stock: opt(StockSchema),
  price: opt(PriceDataSchema),
  priceData: opt(PriceDataSchema),
  convertedPriceData: opt(PriceDataSchema),
  priceRange: opt(NumericRangeSchema),
  costAndProfitData: opt(CostAndProfitDataSchema),
  costRange: opt(NumericRangeSchema),
  pricePerUnitData: opt(PricePerUnitDataSchema),
  additionalInfoSections: opt(Type.Array(AdditionalInfoSectionSchema)),
  ribbons: opt(Type.Array(Type.Object({ text: opt(Type.String()) }))),
  media: opt(MediaSchema),
  customTextFields: opt(Type.Array(CustomTextFieldSchema)),
  manageVariants: opt(Type.Boolean()),
  productOptions: opt(Type.Array(ProductOptionSchema)),
  productPageUrl: opt(PageUrlSchema),
  numericId: opt(Type.String({ description: 'int64 as a string' })),
  inventoryItemId: opt(Type.String()),
  discount: opt(DiscountSchema),
  collectionIds: opt(Type.Array(Type.String())),
  variants: opt(Type.Array(VariantSchema)),
  lastUpdated: opt(Type.String({ format: 'date-time' })),
  createdDate: opt(Type.String({ format: 'date-time' })),
  seoData: opt(SeoDataSchema),
  ribbon: opt(Type.String()),
  brand: opt(Type.String()),
  productDimensions: opt(DimensionsSchema),
  packageDimensions: opt(DimensionsSchema),
});
export type Product = Static<typeof ProductSchema>;
