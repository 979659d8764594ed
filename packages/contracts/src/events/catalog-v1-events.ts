// Payloads of the catalog v1 events: not domain events, so `data` is the payload itself (wire.md §5.3).
import { type Static, Type } from '@sinclair/typebox';
import { CostAndProfitDataSchema, MediaSchema, PageUrlSchema, PriceDataSchema } from '../catalog/product.js';
import { CATALOG_VERSIONS } from '../enums/catalog.js';
import type { ProductV1EventType } from '../enums/catalog-events.js';
import { literalUnion } from '../schema/literal-union.js';

const originatedFromVersion = literalUnion(CATALOG_VERSIONS);
const changedFields = Type.Array(Type.String());

export const ProductCreatedDataSchema = Type.Object({
  productId: Type.String(),
  name: Type.String(),
  price: PriceDataSchema,
  visible: Type.Boolean(),
  media: MediaSchema,
  sku: Type.Optional(Type.String()),
  productPageUrl: PageUrlSchema,
  brand: Type.Optional(Type.String()),
  costAndProfitData: Type.Optional(CostAndProfitDataSchema),
  originatedFromVersion,
  slug: Type.String(),
});

export const ProductChangedDataSchema = Type.Object({
  productId: Type.String(),
  changedFields,
  originatedFromVersion,
});

export const ProductDeletedDataSchema = Type.Object({ productId: Type.String(), originatedFromVersion });

export const VariantsChangedDataSchema = Type.Object({
  productId: Type.String(),
  variants: Type.Array(
    Type.Object({
      variantId: Type.String(),
      choices: Type.Record(Type.String(), Type.String()),
      changedFields,
      originatedFromVersion: Type.Optional(originatedFromVersion),
    }),
  ),
  originatedFromVersion,
});

/** `collection_Id` (sic) is the gateway's spelling, kept as is on the wire. */
export const CollectionCreatedDataSchema = Type.Object({
  collection_Id: Type.String(),
  name: Type.String(),
  media: MediaSchema,
  slug: Type.String(),
  visible: Type.Boolean(),
  originatedFromVersion,
});

export const CollectionChangedDataSchema = Type.Object({
  collection_Id: Type.String(),
  changedFields,
  originatedFromVersion,
});

export const CollectionDeletedDataSchema = Type.Object({
  collection_Id: Type.String(),
  originatedFromVersion,
});

export type ProductCreatedData = Static<typeof ProductCreatedDataSchema>;
export type ProductChangedData = Static<typeof ProductChangedDataSchema>;
export type ProductDeletedData = Static<typeof ProductDeletedDataSchema>;
export type VariantsChangedData = Static<typeof VariantsChangedDataSchema>;
export type CollectionCreatedData = Static<typeof CollectionCreatedDataSchema>;
export type CollectionChangedData = Static<typeof CollectionChangedDataSchema>;
export type CollectionDeletedData = Static<typeof CollectionDeletedDataSchema>;

/** The payload schema of each catalog v1 event type. */
export const CATALOG_V1_EVENT_DATA_SCHEMAS = {
  'com.wix.ecommerce.catalog.api.v1.ProductCreated': ProductCreatedDataSchema,
  'com.wix.ecommerce.catalog.api.v1.ProductChanged': ProductChangedDataSchema,
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted': ProductDeletedDataSchema,
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged': VariantsChangedDataSchema,
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated': CollectionCreatedDataSchema,
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged': CollectionChangedDataSchema,
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted': CollectionDeletedDataSchema,
} as const satisfies Record<ProductV1EventType, unknown>;

/** The payload type of each catalog v1 event type. */
export type CatalogV1EventDataMap = {
  [T in ProductV1EventType]: Static<(typeof CATALOG_V1_EVENT_DATA_SCHEMAS)[T]>;
};
export type CatalogV1EventData = CatalogV1EventDataMap[ProductV1EventType];
