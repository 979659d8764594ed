// Variant shapes outside a product (wire.md §4.2): R-6 `selectedVariant` and the store-wide StoreVariant.
import { type Static, Type } from '@sinclair/typebox';
import { DimensionsSchema, PriceDataSchema, VariantStockSchema } from './product.js';

const opt = Type.Optional;

/** R-6 `selectedVariant`: the variant the chosen options name. */
export const VariantDataSchema = Type.Object({
  price: opt(PriceDataSchema),
  convertedPriceData: opt(PriceDataSchema),
  weight: opt(Type.Number()),
  sku: opt(Type.String()),
  quantity: opt(Type.Integer()),
  inStock: opt(Type.Boolean()),
  visible: opt(Type.Boolean()),
  productDimensions: opt(DimensionsSchema),
  packageDimensions: opt(DimensionsSchema),
});
export type VariantData = Static<typeof VariantDataSchema>;

export const StoreVariantImageSchema = Type.Object({
  id: opt(Type.String()),
  url: opt(Type.String()),
  height: opt(Type.Integer()),
  width: opt(Type.Integer()),
  altText: opt(Type.String()),
  filename: opt(Type.String()),
});
export type StoreVariantImage = Static<typeof StoreVariantImageSchema>;

export const StoreVariantVideoSchema = Type.Object({
  id: opt(Type.String()),
  resolutions: opt(
    Type.Array(
      Type.Object({
        url: opt(Type.String()),
        height: opt(Type.Integer()),
        width: opt(Type.Integer()),
        format: opt(Type.String()),
      }),
    ),
  ),
  filename: opt(Type.String()),
});
export type StoreVariantVideo = Static<typeof StoreVariantVideoSchema>;

/** a variant with its product's names; `id` is `{productId}-{variantId}`. */
export const StoreVariantSchema = Type.Object({
  id: opt(Type.String()),
  variantId: opt(Type.String()),
  productId: opt(Type.String()),
  variantName: opt(Type.String()),
  productName: opt(Type.String()),
  managedVariant: opt(Type.Boolean()),
  sku: opt(Type.String()),
  stock: opt(VariantStockSchema),
  choices: opt(Type.Record(Type.String(), Type.String())),
  collectionIds: opt(Type.Array(Type.String())),
  media: opt(Type.Object({ image: opt(StoreVariantImageSchema), video: opt(StoreVariantVideoSchema) })),
  preorderInfo: opt(
    Type.Object({ enabled: opt(Type.Boolean()), message: opt(Type.String()), limit: opt(Type.Integer()) }),
  ),
});
export type StoreVariant = Static<typeof StoreVariantSchema>;
