// Bodies of the V3 product calls at the platform's paths: get, get by slug, query (cursor paging), count,
// create and update (with `revision`), delete.
import { type Static, Type } from '@sinclair/typebox';
import { V3_PRODUCT_TYPES } from '../../enums/catalog-v3.js';
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
} from '../../limits.js';
import { CursorPagingSchema, FilterSchema, SortingSchema } from '../../query/paging.js';
import { literalUnion } from '../../schema/literal-union.js';
import { V3ProductSchema } from './products-v3.js';

/** Product reads and writes (`/{id}`, `/slug/{slug}`, `/query`, `/count`). */
export const PRODUCTS_V3_PATH = '/stores/v3/products';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

/** The platform's `fields`: the parts of a product answered only on request. */
export const V3_PRODUCT_FIELDS = [
  'URL',
  'CURRENCY',
  'INFO_SECTION',
  'MERCHANT_DATA',
  'PLAIN_DESCRIPTION',
  'INFO_SECTION_PLAIN_DESCRIPTION',
  'SUBSCRIPTION_PRICES_INFO',
  'BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'MEDIA_ITEMS_INFO',
  'DESCRIPTION',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'INFO_SECTION_DESCRIPTION',
  'THUMBNAIL',
] as const;
export type V3ProductField = (typeof V3_PRODUCT_FIELDS)[number];

const fields = opt(Type.Array(literalUnion(V3_PRODUCT_FIELDS), { maxItems: V3_PRODUCT_FIELDS.length }));

/** GET `/{productId}` and `/slug/{slug}`: the path parameter may be repeated in the query. */
export const GetProductV3RequestSchema = Type.Object(
  { productId: opt(Type.String()), slug: opt(Type.String()), fields },
  closed,
);
export type GetProductV3Request = Static<typeof GetProductV3RequestSchema>;

export const ProductV3ResponseSchema = Type.Object({ product: V3ProductSchema });
export type ProductV3Response = Static<typeof ProductV3ResponseSchema>;

export const CursorQuerySchema = Type.Object(
  {
    filter: opt(FilterSchema),
    sort: opt(Type.Array(SortingSchema, { maxItems: 10 })),
    cursorPaging: opt(CursorPagingSchema),
  },
  closed,
);
export type CursorQuery = Static<typeof CursorQuerySchema>;

/** `search.expression`: free text through the store's product search. */
const search = opt(
  Type.Object(
    {
      expression: opt(Type.String({ maxLength: PRODUCT_SEARCH_MAX_LENGTH })),
      mode: opt(literalUnion(['OR', 'AND'] as const)),
      fields: opt(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
      fuzzy: opt(Type.Boolean()),
    },
    closed,
  ),
);

/** GET (`.r=`) or POST `/query`. */
export const QueryProductsV3RequestSchema = Type.Object(
  { query: opt(CursorQuerySchema), fields, returnNonVisibleProducts: opt(Type.Boolean()) },
  closed,
);
export type QueryProductsV3Request = Static<typeof QueryProductsV3RequestSchema>;

export const CursorPagingMetadataSchema = Type.Object({
  count: Type.Integer(),
  cursors: Type.Object({ next: opt(Type.String()), prev: opt(Type.String()) }),
  hasNext: Type.Boolean(),
});
export type CursorPagingMetadata = Static<typeof CursorPagingMetadataSchema>;

export const QueryProductsV3ResponseSchema = Type.Object({
  products: Type.Array(V3ProductSchema),
  pagingMetadata: CursorPagingMetadataSchema,
});
export type QueryProductsV3Response = Static<typeof QueryProductsV3ResponseSchema>;

/** GET (`.r=`) or POST `/search`: a cursor query with free text (`search.expression`). */
export const SearchProductsV3RequestSchema = Type.Object(
  {
    search: opt(
      Type.Object(
        {
          filter: opt(FilterSchema),
          sort: opt(Type.Array(SortingSchema, { maxItems: 10 })),
          cursorPaging: opt(CursorPagingSchema),
          search,
          timeZone: opt(Type.String({ maxLength: 100 })),
        },
        closed,
      ),
    ),
    fields,
    returnNonVisibleProducts: opt(Type.Boolean()),
  },
  closed,
);
export type SearchProductsV3Request = Static<typeof SearchProductsV3RequestSchema>;

/** GET or POST `/count`. */
export const CountProductsV3RequestSchema = Type.Object(
  { filter: opt(FilterSchema), search, returnNonVisibleProducts: opt(Type.Boolean()) },
  closed,
);
export type CountProductsV3Request = Static<typeof CountProductsV3RequestSchema>;

export const CountProductsV3ResponseSchema = Type.Object({ count: Type.Integer() });
export type CountProductsV3Response = Static<typeof CountProductsV3ResponseSchema>;

const money = Type.Object(
  { amount: Type.String({ maxLength: 20, pattern: '^\\d+(\\.\\d{1,2})?$' }) },
  closed,
);

/** A written variant: its price (what a shopper pays, and the price before a discount), cost and weight. */
export const V3VariantInputSchema = Type.Object(
  {
    id: opt(Type.String()),
    sku: opt(Type.String({ maxLength: PRODUCT_SKU_MAX_LENGTH })),
    visible: opt(Type.Boolean()),
    price: opt(Type.Object({ actualPrice: money, compareAtPrice: opt(money) }, closed)),
    revenueDetails: opt(Type.Object({ cost: money }, closed)),
    physicalProperties: opt(Type.Object({ weight: opt(Type.Number({ minimum: 0, maximum: 1e9 })) }, closed)),
  },
  closed,
);
export type V3VariantInput = Static<typeof V3VariantInputSchema>;

const v3ProductFields = {
  slug: opt(Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })),
  plainDescription: opt(Type.String({ maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH })),
  visible: opt(Type.Boolean()),
  productType: opt(literalUnion(V3_PRODUCT_TYPES)),
  physicalProperties: opt(Type.Object({}, closed)),
  brand: opt(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, closed)),
  ribbon: opt(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, closed)),
  infoSections: opt(
    Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, closed), { maxItems: 20 }),
  ),
  variantsInfo: opt(Type.Object({ variants: Type.Array(V3VariantInputSchema, { maxItems: 1 }) }, closed)),
};

const productName = Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH });

/** POST `/stores/v3/products`: a product without options has exactly one variant carrying its price. */
export const CreateProductV3RequestSchema = Type.Object(
  { product: Type.Object({ name: productName, ...v3ProductFields }, closed), fields },
  closed,
);
export type CreateProductV3Request = Static<typeof CreateProductV3RequestSchema>;

/** PATCH `/stores/v3/products/{id}`: `revision` must be the product's current one. */
export const UpdateProductV3RequestSchema = Type.Object(
  {
    product: Type.Object(
      {
        id: opt(Type.String()),
        revision: Type.String({ minLength: 1, maxLength: 20 }),
        name: opt(productName),
        ...v3ProductFields,
      },
      closed,
    ),
    fields,
  },
  closed,
);
export type UpdateProductV3Request = Static<typeof UpdateProductV3RequestSchema>;

export const DeleteProductV3RequestSchema = Type.Object({ productId: opt(Type.String()) }, closed);
