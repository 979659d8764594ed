// The lines a fulfilment or a refund names, checked against the order's own: known ids, each once.

import type { FieldViolation } from '@cartwright/contracts';
import { ValidationFailure } from '../../errors/app-error.js';
import type { OrderLineItemRow } from './orders.table.js';

export interface LineRequest {
  line: OrderLineItemRow;
  quantity: number;
  /** Where the request named it: `lineItems[2]`. */
  field: string;
}

/**
 * Pairs each requested `{id, quantity}` with the order's line; 400 naming every id that is not one of the
 * order's lines or comes twice.
 */
export function matchLines(
  lines: readonly OrderLineItemRow[],
  requested: readonly { id: string; quantity: number }[],
): LineRequest[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  const violations: FieldViolation[] = [];
  const matched: LineRequest[] = [];
  requested.forEach((item, index) => {
    const field = `lineItems[${index}]`;
    const line = byId.get(item.id);
    if (!line) {
      violations.push({
        field: `${field}.id`,
        description: 'is not a line item of this order',
        violatedRule: 'VALIDATION',
      });
    } else if (seen.has(item.id)) {
      violations.push({
        field: `${field}.id`,
        description: 'names a line item already listed',
        violatedRule: 'VALIDATION',
      });
    } else matched.push({ line, quantity: item.quantity, field });
    seen.add(item.id);
  });
  if (violations.length > 0) throw new ValidationFailure(violations);
  return matched;
}

/** Units of a line not yet back in stock (none for a line the order never took from stock). */
export const restockable = (line: OrderLineItemRow): number =>
  line.stock_taken ? line.quantity - line.restocked_quantity : 0;

/** Units of a line going back to the product or variant it was taken from, as the products face returns them. */
export const stockReturn = (line: OrderLineItemRow, quantity: number) => ({
  from: {
    productId: line.product_id ?? '',
    ...(line.variant_id === null ? {} : { variantId: line.variant_id }),
  },
  quantity,
});
