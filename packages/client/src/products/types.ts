// Client-side product types: the wire Product with its timestamps as Date, and the fields a product query accepts.
import type { InventoryStatus, ProductType, Product as WireProduct } from '@cartwright/contracts';

/** A catalog v1 product as calls return it: `createdDate` and `lastUpdated` are `Date`s (wire §2.2, §4.2). */
export type Product = Omit<WireProduct, 'createdDate' | 'lastUpdated'> & {
  createdDate?: Date;
  lastUpdated?: Date;
};

/** Fields a product query filters on, with their value types (wire §2.7, plus visibility and the stock summary). */
export interface ProductQueryFields {
  id: string;
  createdDate: Date | string;
  lastUpdated: Date | string;
  name: string;
  description: string;
  sku: string;
  price: number;
  'priceData.price': number;
  /** Cartwright: the price after the product's discount, the one a shopper pays and a storefront shows. */
  'priceData.discountedPrice': number;
  /** A string in the product (int64), a number in filters. */
  numericId: number;
  productType: ProductType;
  slug: string;
  /** Only `hasSome` / `hasAll`; the All Products collection's id matches every product. */
  collectionIds: string[];
  /** Cartwright: whether the product is shown to shoppers (hidden ones reach admins asking for them only). */
  visible: boolean;
  /** Cartwright: the stock summary products answer with (`eq`, `ne`, `in`; no sort). */
  'stock.inStock': boolean;
  'stock.inventoryStatus': InventoryStatus;
}

/** Fields a product query sorts on (`createdDate` and `description` do not sort, wire §2.7). */
export type ProductSortField =
  | 'id'
  | 'lastUpdated'
  | 'name'
  | 'sku'
  | 'price'
  | 'priceData.price'
  | 'priceData.discountedPrice'
  | 'numericId'
  | 'productType'
  | 'slug';
