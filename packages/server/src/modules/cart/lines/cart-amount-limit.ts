// The most a cart may add up to: what an order holds (numeric(14, 2), MAX_AMOUNT), so a cart that can be bought
// never fails at payment with a numeric overflow. Checked when a change makes the cart's subtotal larger.
import { MAX_AMOUNT } from '@cartwright/contracts';
import type { StoredLine } from '../../../cached-shapes.js';
import { toCents } from '../../../money/money.js';
import type { CatalogLookup } from '../../products/index.js';
import { throwViolations } from '../cart.errors.js';
import type { CartDraft, WriteContext } from '../writes/cart-draft.js';

const MAX_AMOUNT_CENTS = Math.round(MAX_AMOUNT * 100);

/** A line's unit price in cents as the totals count it: 0 for a line they leave out (gone, hidden, sold out). */
function unitCents(line: StoredLine, lookup: CatalogLookup | undefined): number {
  if (line.customItem) return toCents(line.price!);
  if (!lookup?.found) return 0;
  const { item } = lookup;
  return item.productVisible && item.variantVisible && item.inStock ? item.priceCents : 0;
}

/** In cents; past 2^53 inexact, but then far past the limit all the same. */
const subtotalCents = (lines: readonly StoredLine[], ctx: WriteContext) =>
  lines.reduce((sum, line) => sum + unitCents(line, ctx.answers.byLine.get(line.id)) * line.quantity, 0);

/**
 * Refuses the change, naming `field`, when it makes the cart's subtotal larger and past MAX_AMOUNT (a cart
 * already past it after a price rise may still be made smaller).
 * @example refuseOversizeSubtotal(draft, write, 'lineItems')
 */
export function refuseOversizeSubtotal(draft: CartDraft, ctx: WriteContext, field: string): void {
  const after = subtotalCents(draft.lines, ctx);
  if (after <= MAX_AMOUNT_CENTS || after <= subtotalCents(ctx.before.stored.lines, ctx)) return;
  throwViolations([
    {
      field,
      description: `would bring the cart's subtotal past ${MAX_AMOUNT}, the most an order can hold`,
      violatedRule: 'MAX',
      data: { limit: MAX_AMOUNT },
    },
  ]);
}
