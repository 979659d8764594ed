// What the per-instance caches hold, as types alone: products' catalog look-ups and the cart's snapshots.
// deps.ts, which every module imports, names its caches by these; were they in the modules that fill the
// caches, deps.ts would tie every module to those two (a cycle through each).
import type { CatalogReference, CustomTextField } from '@cartwright/contracts';
import type { Selectable } from 'kysely';
import type { Tables } from './db/tables.js';

/** The option of a product and the choice the variant has for it. */
export interface ChosenOption {
  name: string;
  type: string;
  value: string;
  description: string;
}

export interface CatalogImage {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  altText: string;
}

/** A product reference: `variantId` picks a variant by id, `choices` by option name → choice description. */
export interface CatalogItemReference {
  productId: string;
  variantId?: string;
  choices?: Record<string, string>;
}

export interface CatalogItem {
  productId: string;
  /** The variant's id, or the default variant id of a product without options. */
  variantId: string;
  name: string;
  slug: string;
  productVisible: boolean;
  variantVisible: boolean;
  productType: string;
  /** Unit price before the product's own discount, and after it. */
  fullPriceCents: number;
  priceCents: number;
  weight: number | undefined;
  sku: string;
  image: CatalogImage | undefined;
  /** The variant's choices, in option order. */
  chosenOptions: ChosenOption[];
  customTextFields: CustomTextField[];
  collectionIds: string[];
  trackQuantity: boolean;
  /** Units in stock when tracked. */
  quantity: number | undefined;
  inStock: boolean;
}

export type CatalogLookup =
  | { found: true; item: CatalogItem }
  | { found: false; missing: 'product' | 'variant' };

export interface CatalogItems {
  /** The store currency every price is in. */
  currency: string;
  /** One answer per reference, in the order given. */
  lookups: CatalogLookup[];
}

/** A line item as stored: a catalog reference (with its merge key) or a custom item with its prices. */
export interface StoredLine {
  id: string;
  position: number;
  quantity: number;
  catalogReference: CatalogReference | null;
  mergeKey: string | null;
  customItem: Selectable<Tables['cart_line_items']>['custom_item'];
  /** `numeric`, as a string: never a float. */
  price: string | null;
  fullPrice: string | null;
}

/** The store settings a cart's prices are shown with, read in the same statement as the cart. */
export interface CartStoreSettings {
  currency: string;
  taxIncludedInPrices: boolean;
}

/** A cart and its line items, in the order they were added (the tables are the cart module's, in db/tables.ts). */
export interface StoredCart {
  cart: Selectable<Tables['carts']>;
  lines: StoredLine[];
  store: CartStoreSettings;
}
