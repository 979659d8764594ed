// Priced lines for pricing tests: a product line with defaults that a test overrides field by field.
import type { PricedLine } from '../totals-input.js';

let next = 0;

/** A shippable catalog line of one unit at 10.00 weighing 1, with a fresh id. */
export function pricedLine(fields: Partial<PricedLine> = {}): PricedLine {
  next += 1;
  return {
    id: `line-${next}`,
    quantity: 1,
    productId: `product-${next}`,
    collectionIds: [],
    unitPrice: '10.00',
    fullUnitPrice: fields.unitPrice ?? '10.00',
    weight: 1,
    shippable: true,
    priced: true,
    ...fields,
  };
}
