// The fields a store-wide variant query accepts.

/** Fields a store variant query filters on, with their value types. */
export interface StoreVariantQueryFields {
  id: string;
  variantId: string;
  productId: string;
  variantName: string;
  productName: string;
  managedVariant: boolean;
  sku: string;
  'stock.trackQuantity': boolean;
  'stock.quantity': number;
  'stock.inStock': boolean;
  /** Only `hasSome` / `hasAll`. */
  collectionIds: string[];
}

/** Fields a store variant query sorts on. */
export type StoreVariantSortField =
  | 'id'
  | 'variantId'
  | 'productId'
  | 'variantName'
  | 'productName'
  | 'sku'
  | 'stock.quantity';
