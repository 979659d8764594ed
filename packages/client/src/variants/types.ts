// The fields a store-wide variant query accepts (those the store compiles for R-8).

/** Fields a store variant query filters on, with their value types. */
export interface StoreVariantQueryFields {
  /** `{productId}-{variantId}`. */
  id: string;
  variantId: string;
  productId: string;
  productName: string;
  sku: string;
  managedVariant: boolean;
  /** Only `hasSome` / `hasAll`. */
  collectionIds: string[];
}

/** Fields a store variant query sorts on. */
export type StoreVariantSortField =
  | 'id'
  | 'variantId'
  | 'productId'
  | 'productName'
  | 'sku'
  | 'managedVariant';
