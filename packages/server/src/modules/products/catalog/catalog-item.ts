// What a look-up of catalog items answers, as types alone (no statement, no module behind them), so the
// per-instance cache of those answers can be named by them in deps.ts.
import type { CustomTextField } from '@cartwright/contracts';

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
