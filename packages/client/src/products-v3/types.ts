// The V3 product as calls answer it: the wire shape with its dates as `Date`.
import type { V3Product } from '@cartwright/contracts';

export type ProductV3 = Omit<V3Product, 'createdDate' | 'updatedDate'> & {
  createdDate: Date;
  updatedDate: Date;
};

/** One cursor page of V3 products; pass `pagingMetadata.cursors.next` as `cursor` for the next. */
export interface ProductsV3Page {
  products: ProductV3[];
  pagingMetadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean };
}

/** Dates to convert in a response holding `product` or `products`. */
export const PRODUCT_V3_DATES = 'product.createdDate,product.updatedDate';
export const PRODUCTS_V3_DATES = 'products.createdDate,products.updatedDate';
