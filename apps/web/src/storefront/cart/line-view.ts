// What the storefront shows of a cart line, read from the fields the server resolves on every read.
import type { LineItem } from '@cartwright/client/cart';
import { lowerToStock } from '@cartwright/contracts/stock-words';

type Translatable = { original?: string; translated?: string } | undefined;

const text = (value: Translatable) => value?.translated || value?.original || undefined;

/** The product's name; a line shown before the server confirmed the add has none yet. */
export function lineName(line: LineItem): string {
  return text(line.productName) ?? 'Adding item…';
}

/** The chosen options as "Size: M", "Color: White", from the line's description lines. */
export function lineOptions(line: LineItem): string[] {
  return (line.descriptionLines ?? []).flatMap((description) => {
    const value = text(description.plainText) ?? text(description.colorInfo);
    if (value === undefined) return [];
    const name = text(description.name);
    return [name ? `${name}: ${value}` : value];
  });
}

/** The unit price to pay and, when the product is on sale, its full price to strike through. */
export function lineUnitPrice(line: LineItem): { price: string | undefined; fullPrice: string | undefined } {
  const price = line.price;
  const full = line.fullPrice;
  // Decimal strings of at most 13 integer digits compare exactly as numbers; nothing is computed with them.
  const onSale =
    price?.amount !== undefined && full?.amount !== undefined && Number(full.amount) > Number(price.amount);
  return { price: price?.formattedAmount, fullPrice: onSale ? full?.formattedAmount : undefined };
}

/** The storefront path of the line's product page, when the server gave one on this site. */
export function linePath(line: LineItem): string | undefined {
  const path = line.url?.relativePath;
  return path?.startsWith('/') ? path : undefined;
}

/** Why a line cannot be bought as it is, from its availability (the server's words); undefined while it can. */
export function availabilityProblem(line: LineItem): string | undefined {
  const availability = line.availability;
  switch (availability?.status) {
    case 'NOT_FOUND':
      return 'This item is no longer sold.';
    case 'NOT_AVAILABLE':
      return 'This item is not available right now.';
    case 'PARTIALLY_AVAILABLE':
      return lowerToStock(availability.quantityAvailable ?? 0);
    default:
      return undefined;
  }
}
