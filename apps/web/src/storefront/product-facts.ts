// What the storefront shows about a product, read from the fields the server computes: link, stock, prices.
import type { Product } from '@cartwright/client/products';
import { discountedMinor } from '@cartwright/contracts/product-prices';

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
  // The server's locale: a page it rendered hydrates with the same text whatever the browser's language.
  return currency
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)
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

const toMinor = (amount: number) => Math.round(amount * 100);

/** The wire's discount (an amount in major units, or a percentage) as the shared rule takes it. */
function minorDiscount(discount: Product['discount']) {
  return { type: discount?.type ?? 'NONE', value: toMinor(discount?.value ?? 0) };
}

/**
 * The lowest price to pay, formatted, when the product's variants differ in price ("From $45" until a
 * choice is made); undefined when every variant costs the same. A product page's variants carry their
 * prices; a listing has the range before the discount, and the shared rule applies the discount to it.
 */
export function fromPrice(product: Product): string | undefined {
  const variants = (product.variants ?? []).filter(
    (v) => v.variant?.visible !== false && v.variant?.priceData?.price !== undefined,
  );
  if (variants.length > 0) {
    const pay = (v: (typeof variants)[number]) =>
      v.variant!.priceData!.discountedPrice ?? v.variant!.priceData!.price!;
    const cheapest = variants.reduce((low, v) => (pay(v) < pay(low) ? v : low));
    if (variants.every((v) => pay(v) === pay(cheapest))) return undefined;
    return priceView(cheapest.variant!.priceData).current;
  }
  const range = product.priceRange;
  if (range?.minValue === undefined || range.maxValue === undefined || range.minValue >= range.maxValue) {
    return undefined;
  }
  const lowest = discountedMinor(toMinor(range.minValue), minorDiscount(product.discount)) / 100;
  return format(lowest, undefined, product.priceData?.currency);
}
