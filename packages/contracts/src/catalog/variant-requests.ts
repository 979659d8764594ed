// Bodies of the option and variant calls: R-6 options availability, R-7/R-8/R-9 variant reads, W4 overrides.
import { type Static, Type } from '@sinclair/typebox';
import {
  CHOICE_VALUE_MAX_LENGTH,
  MAX_IDS_PER_CALL,
  OPTION_NAME_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
} from '../limits.js';
import { PagingMetadataSchema, PlatformQuerySchema } from '../query/paging.js';
import { MediaSchema, ProductOptionSchema, VariantSchema } from './product.js';
import { DimensionsInputSchema } from './product-requests.js';
import { amount, catalogId } from './request-fields.js';
import { StoreVariantSchema, VariantDataSchema } from './variant.js';

/** Variants across products (the store-variants reads). */
export const STORE_VARIANTS_PATH = '/stores-reader/v1/variants';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

/** Option name → the chosen choice (its description). */
export const ChoicesSchema = Type.Record(
  Type.String({ maxLength: OPTION_NAME_MAX_LENGTH }),
  Type.String({ maxLength: CHOICE_VALUE_MAX_LENGTH }),
  {
    maxProperties: 6,
  },
);
export type Choices = Static<typeof ChoicesSchema>;

/** */
export const ProductOptionsAvailabilityRequestSchema = Type.Object(
  { id: opt(catalogId), options: ChoicesSchema },
  closed,
);
export type ProductOptionsAvailabilityRequest = Static<typeof ProductOptionsAvailabilityRequestSchema>;

export const ProductOptionsAvailabilityResponseSchema = Type.Object({
  selectedVariant: opt(VariantDataSchema),
  media: opt(MediaSchema),
  productOptions: Type.Array(ProductOptionSchema),
  availableForPurchase: Type.Boolean(),
});
export type ProductOptionsAvailabilityResponse = Static<typeof ProductOptionsAvailabilityResponseSchema>;

/** one product's variants, by choices or ids. */
export const QueryProductVariantsRequestSchema = Type.Object(
  {
    id: opt(catalogId),
    choices: opt(ChoicesSchema),
    variantIds: opt(Type.Array(catalogId, { maxItems: MAX_IDS_PER_CALL })),
    paging: opt(
      Type.Object(
        { limit: opt(Type.Integer({ minimum: 0, maximum: 100 })), offset: opt(Type.Integer({ minimum: 0 })) },
        closed,
      ),
    ),
    includeMerchantSpecificData: opt(Type.Boolean()),
  },
  closed,
);
export type QueryProductVariantsRequest = Static<typeof QueryProductVariantsRequestSchema>;

export const QueryProductVariantsResponseSchema = Type.Object({
  variants: Type.Array(VariantSchema),
  metadata: Type.Object({ items: Type.Integer(), offset: Type.Integer() }),
  totalResults: Type.Integer(),
});
export type QueryProductVariantsResponse = Static<typeof QueryProductVariantsResponseSchema>;

/** */
export const QueryStoreVariantsRequestSchema = Type.Object({ query: opt(PlatformQuerySchema) }, closed);
export type QueryStoreVariantsRequest = Static<typeof QueryStoreVariantsRequestSchema>;

export const QueryStoreVariantsResponseSchema = Type.Object({
  variants: Type.Array(StoreVariantSchema),
  metadata: PagingMetadataSchema,
});
export type QueryStoreVariantsResponse = Static<typeof QueryStoreVariantsResponseSchema>;

/** R-9 (query string). */
export const GetStoreVariantRequestSchema = Type.Object(
  { id: opt(Type.String({ minLength: 1, maxLength: 201 })) },
  closed,
);
export type GetStoreVariantRequest = Static<typeof GetStoreVariantRequestSchema>;

export const GetStoreVariantResponseSchema = Type.Object({ variant: StoreVariantSchema });
export type GetStoreVariantResponse = Static<typeof GetStoreVariantResponseSchema>;

/** A value a variant may set itself; `null` gives it the product's again (the platform's client types allow it). */
const ownAmount = opt(Type.Union([amount, Type.Null()]));

/**
 * W4: values for the variants named by `choices` or `variantIds`; a field left out stays as it is, and a
 * `price`, `cost` or `weight` of `null` goes back to following the product's. `stock` is a Cartwright addition
 * (per-variant inventory has no other call in scope).
 */
export const VariantOverrideSchema = Type.Object(
  {
    choices: opt(ChoicesSchema),
    variantIds: opt(Type.Array(catalogId, { maxItems: MAX_IDS_PER_CALL })),
    price: ownAmount,
    cost: ownAmount,
    weight: ownAmount,
    sku: opt(Type.String({ maxLength: PRODUCT_SKU_MAX_LENGTH })),
    visible: opt(Type.Boolean()),
    productDimensions: opt(DimensionsInputSchema),
    packageDimensions: opt(DimensionsInputSchema),
    stock: opt(
      Type.Object(
        {
          trackQuantity: opt(Type.Boolean()),
          quantity: opt(Type.Integer({ minimum: 0, maximum: 1e9 })),
          inStock: opt(Type.Boolean()),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type VariantOverride = Static<typeof VariantOverrideSchema>;

export const UpdateVariantsRequestSchema = Type.Object(
  {
    id: opt(catalogId),
    variants: Type.Array(VariantOverrideSchema, { minItems: 1, maxItems: MAX_IDS_PER_CALL }),
  },
  closed,
);
export type UpdateVariantsRequest = Static<typeof UpdateVariantsRequestSchema>;

export const UpdateVariantsResponseSchema = Type.Object({ variants: Type.Array(VariantSchema) });
export type UpdateVariantsResponse = Static<typeof UpdateVariantsResponseSchema>;

/**
 * Cartwright: the prefix of the catalog calls the platform has no counterpart for, beside the facets. The
 * variant overrides in force are `GET {prefix}/{id}/variant-overrides` (admins).
 */
export const CARTWRIGHT_PRODUCTS_PATH = '/cartwright/v1/products';

/**
 * The values one variant sets itself (W4), as stored: a field left out follows the product's, so a product
 * price change moves that variant's price too. The V1 and V3 reads answer only the resulting values.
 */
export const VariantOwnValuesSchema = Type.Object({
  variantId: Type.String(),
  price: opt(Type.Number()),
  cost: opt(Type.Number()),
  weight: opt(Type.Number()),
});
export type VariantOwnValues = Static<typeof VariantOwnValuesSchema>;

export const VariantOverridesResponseSchema = Type.Object({
  /** Every variant of the product, in the product's order. */
  variants: Type.Array(VariantOwnValuesSchema),
});
export type VariantOverridesResponse = Static<typeof VariantOverridesResponseSchema>;
