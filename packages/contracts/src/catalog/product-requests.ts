// Bodies of the product calls (wire.md §1.7–1.8): create, update, get, query, delete, brand/ribbon removal.
import { type Static, Type } from '@sinclair/typebox';
import {
  DIMENSION_UNITS,
  MEASUREMENT_UNITS,
  OPTION_TYPES,
  PRODUCT_DISCOUNT_TYPES,
  PRODUCT_TYPES,
} from '../enums/catalog.js';
import {
  CHOICE_VALUE_MAX_LENGTH,
  MAX_OPTION_CHOICES,
  MAX_PRODUCT_OPTIONS,
  OPTION_NAME_MAX_LENGTH,
  PRODUCT_BRAND_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_RIBBON_MAX_LENGTH,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
} from '../limits.js';
import { PagingMetadataSchema, PlatformQuerySchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { ProductSchema } from './product.js';
import { ProductFacetFiltersSchema } from './product-facets.js';
import { amount, catalogId, slug } from './request-fields.js';

/** Product writes (catalog V1). */
export const PRODUCTS_PATH = '/stores/v1/products';
/** Product reads (catalog V1 reader). */
export const PRODUCTS_READER_PATH = '/stores-reader/v1/products';
/** The product query, GET with `.r=` or POST. */
export const QUERY_PRODUCTS_PATH = '/stores-reader/v1/products/query-platformized';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

const decimalString = Type.String({ maxLength: 20, pattern: '^\\d+(\\.\\d+)?$' });
export const DimensionsInputSchema = Type.Object(
  {
    length: opt(decimalString),
    width: opt(decimalString),
    height: opt(decimalString),
    unit: opt(literalUnion(DIMENSION_UNITS)),
  },
  closed,
);

export const ChoiceInputSchema = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: CHOICE_VALUE_MAX_LENGTH }),
    description: opt(Type.String({ minLength: 1, maxLength: CHOICE_VALUE_MAX_LENGTH })),
    inStock: opt(Type.Boolean()),
    visible: opt(Type.Boolean()),
  },
  closed,
);
export type ChoiceInput = Static<typeof ChoiceInputSchema>;

export const ProductOptionInputSchema = Type.Object(
  {
    optionType: opt(literalUnion(OPTION_TYPES)),
    name: Type.String({ minLength: 1, maxLength: OPTION_NAME_MAX_LENGTH }),
    choices: Type.Array(ChoiceInputSchema, { minItems: 1, maxItems: MAX_OPTION_CHOICES }),
  },
  closed,
);
export type ProductOptionInput = Static<typeof ProductOptionInputSchema>;

/** Writable product fields; everything the server computes (ranges, formatted prices, ids) is refused. */
const productInputFields = {
  slug: opt(slug),
  visible: opt(Type.Boolean()),
  productType: opt(literalUnion(PRODUCT_TYPES)),
  description: opt(Type.String({ maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH })),
  sku: opt(Type.String({ maxLength: PRODUCT_SKU_MAX_LENGTH })),
  weight: opt(amount),
  priceData: opt(Type.Object({ price: amount }, closed)),
  /**
   * The cost of goods. `itemCost: null` (what the platform's own client sends for a cleared cost) or no
   * `itemCost` at all leaves the product without a cost: no cost, profit or margin is answered then.
   */
  costAndProfitData: opt(Type.Object({ itemCost: opt(Type.Union([amount, Type.Null()])) }, closed)),
  pricePerUnitData: opt(
    Type.Object(
      {
        totalQuantity: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
        totalMeasurementUnit: literalUnion(MEASUREMENT_UNITS),
        baseQuantity: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
        baseMeasurementUnit: literalUnion(MEASUREMENT_UNITS),
      },
      closed,
    ),
  ),
  discount: opt(Type.Object({ type: literalUnion(PRODUCT_DISCOUNT_TYPES), value: opt(amount) }, closed)),
  additionalInfoSections: opt(
    Type.Array(
      Type.Object(
        {
          title: Type.String({ minLength: 1, maxLength: 50 }),
          description: Type.String({ maxLength: 16_000 }),
        },
        closed,
      ),
      { maxItems: 20 },
    ),
  ),
  customTextFields: opt(
    Type.Array(
      Type.Object(
        {
          title: Type.String({ minLength: 1, maxLength: 100 }),
          maxLength: opt(Type.Integer({ minimum: 1, maximum: 500 })),
          mandatory: opt(Type.Boolean()),
        },
        closed,
      ),
      { maxItems: 2 },
    ),
  ),
  ribbon: opt(Type.String({ maxLength: PRODUCT_RIBBON_MAX_LENGTH })),
  brand: opt(Type.String({ maxLength: PRODUCT_BRAND_MAX_LENGTH })),
  manageVariants: opt(Type.Boolean()),
  productOptions: opt(Type.Array(ProductOptionInputSchema, { maxItems: MAX_PRODUCT_OPTIONS })),
  stock: opt(
    Type.Object(
      {
        trackInventory: opt(Type.Boolean()),
        quantity: opt(Type.Integer({ minimum: 0, maximum: 1e9 })),
        inStock: opt(Type.Boolean()),
      },
      closed,
    ),
  ),
  productDimensions: opt(DimensionsInputSchema),
  packageDimensions: opt(DimensionsInputSchema),
  seoData: opt(
    Type.Object(
      {
        tags: opt(Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 50 })),
        settings: opt(Type.Record(Type.String(), Type.Unknown())),
      },
      closed,
    ),
  ),
};

const productName = Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH });

export const ProductInputSchema = Type.Object({ name: productName, ...productInputFields }, closed);
export type ProductInput = Static<typeof ProductInputSchema>;

/** PATCH: every field optional; `id` repeats the path parameter. */
export const ProductPatchSchema = Type.Object(
  { id: opt(catalogId), name: opt(productName), ...productInputFields },
  closed,
);
export type ProductPatch = Static<typeof ProductPatchSchema>;

/** W1. */
export const CreateProductRequestSchema = Type.Object({ product: ProductInputSchema }, closed);
export type CreateProductRequest = Static<typeof CreateProductRequestSchema>;

/** W2. */
export const UpdateProductRequestSchema = Type.Object({ product: ProductPatchSchema }, closed);
export type UpdateProductRequest = Static<typeof UpdateProductRequestSchema>;

/** W1, W2, R-4. */
export const ProductResponseSchema = Type.Object({ product: ProductSchema });
export type ProductResponse = Static<typeof ProductResponseSchema>;
export type CreateProductResponse = ProductResponse;
export type UpdateProductResponse = ProductResponse;
export type GetProductResponse = ProductResponse;

/** R-4 (query string). */
export const GetProductRequestSchema = Type.Object(
  { id: opt(catalogId), includeMerchantSpecificData: opt(Type.Boolean()) },
  closed,
);
export type GetProductRequest = Static<typeof GetProductRequestSchema>;

/** W3, W5, W12, W13, W14: the path's id repeated in the query or body. */
export const ProductIdRequestSchema = Type.Object({ id: opt(catalogId) }, closed);
export type ProductIdRequest = Static<typeof ProductIdRequestSchema>;
export type DeleteProductRequest = ProductIdRequest;
export type RemoveProductBrandRequest = ProductIdRequest;
export type RemoveProductRibbonRequest = ProductIdRequest;

/**
 * R-10, GET (`.r=` or plain params) or POST. `search` is Cartwright's: words to find in the name,
 * description, SKUs and brand, any case, each word also as the start of a longer one; blank means none.
 */
export const QueryProductsRequestSchema = Type.Object(
  {
    query: opt(PlatformQuerySchema),
    search: opt(Type.String({ maxLength: PRODUCT_SEARCH_MAX_LENGTH })),
    /** Cartwright: facet choices (issue #34), as the facets call takes them, so a listing and its counts agree. */
    facetFilters: opt(ProductFacetFiltersSchema),
    includeVariants: opt(Type.Boolean()),
    includeHiddenProducts: opt(Type.Boolean()),
    includeMerchantSpecificData: opt(Type.Boolean()),
  },
  closed,
);
export type QueryProductsRequest = Static<typeof QueryProductsRequestSchema>;

export const QueryProductsResponseSchema = Type.Object({
  products: Type.Array(ProductSchema),
  metadata: PagingMetadataSchema,
});
export type QueryProductsResponse = Static<typeof QueryProductsResponseSchema>;

/** Every response that carries no data (W3, W5–W14, W17). */
export const EmptyResponseSchema = Type.Object({}, closed);
export type EmptyResponse = Static<typeof EmptyResponseSchema>;
