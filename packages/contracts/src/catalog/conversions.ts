// Which response and request paths of each catalog call hold timestamps and floats (wire.md §2.2–2.3), as path
// patterns (`../path-lists.ts`). Zero dependencies: the client's call descriptors use these tables. Each is one
// string literal, even where tables share a part: a bundler keeps every table built from another (a template
// or `+` might call `toString`), and a store front's bundle should carry only the tables it uses.
import type { PathPattern } from '../path-lists.js';

/** Timestamps of a product, relative to the product (wire.md §2.2). */
export const PRODUCT_TIMESTAMP_FIELDS: PathPattern = '{lastUpdated,createdDate}';

/** The 32 float paths of a product, relative to the product (wire.md §2.3). */
export const PRODUCT_FLOAT_FIELDS: PathPattern =
  '{weight,{price,priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin},{weightRange,priceRange,costRange}.{minValue,maxValue},pricePerUnitData.{totalQuantity,baseQuantity},discount.value,variants.variant.{weight,{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin}}}';

/** Float paths of every query request (sort by distance). */
export const QUERY_REQUEST_FLOAT_PATHS: PathPattern = 'query.sort.origin.{latitude,longitude}';

/** Paths to convert, per side of one call, as patterns (`''` when none). */
export interface CallConversions {
  request: { timestamps: PathPattern; floats: PathPattern };
  response: { timestamps: PathPattern; floats: PathPattern };
}

// Sides are shared as constants, never read off another table: a property read at module level would keep
// that table in every bundle.
const noSide = { timestamps: '', floats: '' };
const queryRequest = { timestamps: '', floats: QUERY_REQUEST_FLOAT_PATHS };
const productSide = {
  timestamps: 'product.{lastUpdated,createdDate}',
  floats:
    'product.{weight,{price,priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin},{weightRange,priceRange,costRange}.{minValue,maxValue},pricePerUnitData.{totalQuantity,baseQuantity},discount.value,variants.variant.{weight,{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin}}}',
};
const variantValuesSide = {
  timestamps: '',
  floats:
    'variants.variant.{weight,{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin}}',
};

/** W1 create and W2 update: the product both ways. */
export const PRODUCT_WRITE_CONVERSIONS: CallConversions = { request: productSide, response: productSide };

/** R-4 get product. */
export const GET_PRODUCT_CONVERSIONS: CallConversions = { request: noSide, response: productSide };

/** R-10's response side, on its own so the client's call carries no request side (see `CART_RESPONSE_SIDE`). */
export const QUERY_PRODUCTS_RESPONSE_SIDE = {
  timestamps: 'products.{lastUpdated,createdDate}',
  floats:
    'products.{weight,{price,priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin},{weightRange,priceRange,costRange}.{minValue,maxValue},pricePerUnitData.{totalQuantity,baseQuantity},discount.value,variants.variant.{weight,{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice},costAndProfitData.{itemCost,profit,profitMargin}}}',
};

/** R-10 query products. */
export const QUERY_PRODUCTS_CONVERSIONS: CallConversions = {
  request: queryRequest,
  response: QUERY_PRODUCTS_RESPONSE_SIDE,
};

/** R-6 options availability: `selectedVariant` floats. */
export const PRODUCT_OPTIONS_AVAILABILITY_CONVERSIONS: CallConversions = {
  request: noSide,
  response: {
    timestamps: '',
    floats: 'selectedVariant.{weight,{price,convertedPriceData}.{price,pricePerUnit,discountedPrice}}',
  },
};

/** R-7 per-product variants: the variant values' floats. */
export const QUERY_PRODUCT_VARIANTS_CONVERSIONS: CallConversions = {
  request: noSide,
  response: variantValuesSide,
};

/** W4 update variants: the override values. */
export const UPDATE_VARIANTS_CONVERSIONS: CallConversions = {
  request: { timestamps: '', floats: 'variants.{price,cost,weight}' },
  response: variantValuesSide,
};

/** W18 bulk update. */
export const BULK_UPDATE_PRODUCTS_CONVERSIONS: CallConversions = {
  request: { timestamps: '', floats: 'set.{price,cost,weight}' },
  response: noSide,
};

/** W19 bulk adjust. */
export const BULK_ADJUST_PRODUCT_PROPERTIES_CONVERSIONS: CallConversions = {
  request: { timestamps: '', floats: 'adjust.{price,cost,weight}.amount' },
  response: noSide,
};

/** Every other catalog call (deletes, media, membership, brand/ribbon removal) converts nothing. */
export const NO_CONVERSIONS: CallConversions = { request: noSide, response: noSide };
