// What the storefront shows about a product, read from the fields the server computes: link, stock, prices.
import type { Product } from '@cartwright/client/products';

type PriceData = NonNullable<Product['priceData']>;

/** The storefront path of a product: the server's productPageUrl, or the same path built from the slug. */
export function productPath(product: Product): string {
  return product.productPageUrl?.path ?? `/product-page/${encodeURIComponent(product.slug ?? '')}`;
}

/** False only when the server says every variant is out of stock. */
export function isInStock(product: Product): boolean {
  const status = product.stock?.inventoryStatus;
  if (status !== undefined) return status !== 'OUT_OF_STOCK';
  return product.stock?.inStock !== false;
}

/** A short stock statement for a product card or page. */
export function productStockLabel(product: Product): string {
  switch (product.stock?.inventoryStatus) {
    case 'OUT_OF_STOCK':
      return 'Out of stock';
    case 'PARTIALLY_OUT_OF_STOCK':
      return 'Some options out of stock';
    default:
      return isInStock(product) ? 'In stock' : 'Out of stock';
  }
}

/** The price to pay and, when a discount lowers it, the full price to strike through. */
export interface PriceView {
  current: string;
  full: string | undefined;
}

function format(amount: number | undefined, formatted: string | undefined, currency: string | undefined) {
  if (formatted !== undefined && formatted !== '') return formatted;
  if (amount === undefined) return '';
  return currency
    ? new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount)
    : String(amount);
}

/** Prices as the server formatted them in the store currency. */
export function priceView(data: PriceData | undefined): PriceView {
  const price = data?.price;
  const discounted = data?.discountedPrice ?? price;
  const full = format(price, data?.formatted?.price, data?.currency);
  const current = format(
    discounted,
    data?.formatted?.discountedPrice ?? data?.formatted?.price,
    data?.currency,
  );
  return {
    current,
    full: price !== undefined && discounted !== undefined && discounted < price ? full : undefined,
  };
}
