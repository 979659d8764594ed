// Which response and request paths of each catalog call hold timestamps and floats (wire.md §2.2–2.3).
// Zero dependencies: the client's call descriptors import these lists, so they are written once.
import { paths, under } from '../path-lists.js';

/** Timestamps of a product, relative to the product (wire.md §2.2). */
export const PRODUCT_TIMESTAMP_FIELDS = ['lastUpdated', 'createdDate'] as const;

const PRICE_FLOATS = ['price', 'pricePerUnit', 'discountedPrice'] as const;
const COST_FLOATS = ['itemCost', 'profit', 'profitMargin'] as const;
const RANGE_FLOATS = ['minValue', 'maxValue'] as const;

/** The 32 float paths of a product, relative to the product (wire.md §2.3). */
export const PRODUCT_FLOAT_FIELDS: readonly string[] = /* @__PURE__ */ paths(
  'weight',
  /* @__PURE__ */ under('price', PRICE_FLOATS),
  /* @__PURE__ */ under('priceData', PRICE_FLOATS),
  /* @__PURE__ */ under('convertedPriceData', PRICE_FLOATS),
  /* @__PURE__ */ under('costAndProfitData', COST_FLOATS),
  /* @__PURE__ */ under('weightRange', RANGE_FLOATS),
  /* @__PURE__ */ under('priceRange', RANGE_FLOATS),
  /* @__PURE__ */ under('costRange', RANGE_FLOATS),
  /* @__PURE__ */ under('pricePerUnitData', ['totalQuantity', 'baseQuantity']),
  'discount.value',
  'variants.variant.weight',
  /* @__PURE__ */ under('variants.variant.priceData', PRICE_FLOATS),
  /* @__PURE__ */ under('variants.variant.convertedPriceData', PRICE_FLOATS),
  /* @__PURE__ */ under('variants.variant.costAndProfitData', COST_FLOATS),
);

/** Float paths of every query request (sort by distance). */
export const QUERY_REQUEST_FLOAT_PATHS: readonly string[] = /* @__PURE__ */ under('query.sort.origin', [
  'latitude',
  'longitude',
]);

/** Paths to convert, per side of one call; `paths` are dotted and cross arrays transparently. */
export interface CallConversions {
  request: { timestamps: readonly string[]; floats: readonly string[] };
  response: { timestamps: readonly string[]; floats: readonly string[] };
}

const none: readonly string[] = [];
// Sides are shared as constants, not read off another table: a property read at module level would keep that
// table in every bundle.
const noSide = { timestamps: none, floats: none };
/* @__NO_SIDE_EFFECTS__ */
function productUnder(key: 'product' | 'products') {
  return {
    timestamps: /* @__PURE__ */ under(key, PRODUCT_TIMESTAMP_FIELDS),
    floats: /* @__PURE__ */ under(key, PRODUCT_FLOAT_FIELDS),
  };
}
const noConversions: CallConversions = { request: noSide, response: noSide };

/** W1 create and W2 update: the product both ways. */
export const PRODUCT_WRITE_CONVERSIONS: CallConversions = {
  request: productUnder('product'),
  response: productUnder('product'),
};

/** R-4 get product. */
export const GET_PRODUCT_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: productUnder('product'),
};

/** R-10 query products. */
export const QUERY_PRODUCTS_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: QUERY_REQUEST_FLOAT_PATHS },
  response: productUnder('products'),
};

/** R-6 options availability: `selectedVariant` floats. */
export const PRODUCT_OPTIONS_AVAILABILITY_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: {
    timestamps: none,
    floats: /* @__PURE__ */ paths(
      'selectedVariant.weight',
      /* @__PURE__ */ under('selectedVariant.price', PRICE_FLOATS),
      /* @__PURE__ */ under('selectedVariant.convertedPriceData', PRICE_FLOATS),
    ),
  },
};

/** R-7 per-product variants: the variant values' floats. */
const VARIANT_VALUES_RESPONSE = {
  timestamps: none,
  floats: /* @__PURE__ */ paths(
    'variants.variant.weight',
    /* @__PURE__ */ under('variants.variant.priceData', PRICE_FLOATS),
    /* @__PURE__ */ under('variants.variant.convertedPriceData', PRICE_FLOATS),
    /* @__PURE__ */ under('variants.variant.costAndProfitData', COST_FLOATS),
  ),
};
export const QUERY_PRODUCT_VARIANTS_CONVERSIONS: CallConversions = {
  request: noSide,
  response: VARIANT_VALUES_RESPONSE,
};

/** StoreVariant media dates and focal points, relative to the variant (wire.md §2.2–2.3). */
export const STORE_VARIANT_TIMESTAMP_FIELDS: readonly string[] = [
  'media.image.urlExpirationDate',
  'media.video.urlExpirationDate',
  'media.video.resolutions.urlExpirationDate',
  'media.video.resolutions.poster.urlExpirationDate',
  'media.video.posters.urlExpirationDate',
];
export const STORE_VARIANT_FLOAT_FIELDS: readonly string[] = /* @__PURE__ */ paths(
  /* @__PURE__ */ under('media.image.focalPoint', ['x', 'y']),
  /* @__PURE__ */ under('media.video.resolutions.poster.focalPoint', ['x', 'y']),
  /* @__PURE__ */ under('media.video.posters.focalPoint', ['x', 'y']),
);

/** R-8 query store variants. */
export const QUERY_STORE_VARIANTS_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: QUERY_REQUEST_FLOAT_PATHS },
  response: {
    timestamps: /* @__PURE__ */ under('variants', STORE_VARIANT_TIMESTAMP_FIELDS),
    floats: /* @__PURE__ */ under('variants', STORE_VARIANT_FLOAT_FIELDS),
  },
};

/** R-9 get store variant. */
export const GET_STORE_VARIANT_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: {
    timestamps: /* @__PURE__ */ under('variant', STORE_VARIANT_TIMESTAMP_FIELDS),
    floats: /* @__PURE__ */ under('variant', STORE_VARIANT_FLOAT_FIELDS),
  },
};

/** W4 update variants: the override values. */
export const UPDATE_VARIANTS_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: /* @__PURE__ */ under('variants', ['price', 'cost', 'weight']) },
  response: VARIANT_VALUES_RESPONSE,
};

/** W18 bulk update. */
export const BULK_UPDATE_PRODUCTS_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: /* @__PURE__ */ under('set', ['price', 'cost', 'weight']) },
  response: noSide,
};

/** W19 bulk adjust. */
export const BULK_ADJUST_PRODUCT_PROPERTIES_CONVERSIONS: CallConversions = {
  request: {
    timestamps: none,
    floats: ['adjust.price.amount', 'adjust.cost.amount', 'adjust.weight.amount'],
  },
  response: noSide,
};

/** W15/W16 and: `lastUpdated`, converted although it is not in the Collection type. */
export const COLLECTION_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: none },
  response: { timestamps: ['collection.lastUpdated'], floats: none },
};

/** R-3 query collections. */
export const QUERY_COLLECTIONS_CONVERSIONS: CallConversions = {
  request: { timestamps: none, floats: QUERY_REQUEST_FLOAT_PATHS },
  response: { timestamps: ['collections.lastUpdated'], floats: none },
};

/** Every other catalog call (deletes, media, membership, brand/ribbon removal) converts nothing. */
export const NO_CONVERSIONS: CallConversions = noConversions;
