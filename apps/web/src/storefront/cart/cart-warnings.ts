// Warnings about lines that cannot be bought as they are: from the line's own availability, and from the
// estimate's violations (which also say whether removing the line is the fix).
import type { EstimateTotalsResponse, LineItem } from '@cartwright/client/cart';
import { availabilityProblem } from './line-view.js';

type Checked = Pick<EstimateTotalsResponse, 'cart' | 'violations'>;

export interface LineWarning {
  /** ERROR stops the checkout; WARNING does not. */
  severity: 'ERROR' | 'WARNING';
  message: string;
  /** The server suggests removing the line (REMOVE_LINE_ITEM). */
  removable: boolean;
  /** The line holds more than is in stock: lowering it to this quantity is the fix. */
  lowerTo?: number;
}

/** The quantity to lower a line to when it holds more than is in stock (but some is left). */
function lowerToOf(line: LineItem): { lowerTo?: number } {
  const left = line.availability?.quantityAvailable;
  return line.availability?.status === 'PARTIALLY_AVAILABLE' && left !== undefined && left > 0
    ? { lowerTo: left }
    : {};
}

/**
 * True when `estimate` priced this very line as it is now: the estimate is kept while the next one loads, so
 * after a quantity change its violations may describe a line that is no longer there.
 */
function estimateIsCurrentFor(line: LineItem, estimate: Checked): boolean {
  const priced = estimate.cart.lineItems?.find((l) => l.id === line.id);
  return priced !== undefined && priced.quantity === line.quantity;
}

/**
 * The warning to show on a line, or undefined when it can be bought as it is. A current estimate's violation
 * wins (its words are the server's); otherwise the line's availability decides.
 */
export function lineWarning(line: LineItem, estimate: Checked | undefined): LineWarning | undefined {
  const status = line.availability?.status;
  if (estimate && estimateIsCurrentFor(line, estimate)) {
    const violation = estimate.violations.find((v) => v.target?.lineItem?.id === line.id);
    if (violation) {
      return {
        severity: violation.severity ?? 'WARNING',
        message: violation.description ?? availabilityProblem(line) ?? 'This item needs your attention.',
        removable: violation.target?.lineItem?.suggestedFix === 'REMOVE_LINE_ITEM',
        ...lowerToOf(line),
      };
    }
  }
  const problem = availabilityProblem(line);
  if (problem === undefined) return undefined;
  // One stock rule: a line holding more than is in stock stops the checkout, like an unavailable one.
  const removable = status === 'NOT_FOUND' || status === 'NOT_AVAILABLE';
  return { severity: 'ERROR', message: problem, removable, ...lowerToOf(line) };
}

/** Violations about the cart as a whole (not one line), as messages. */
export function cartWideWarnings(estimate: Checked | undefined): string[] {
  return (estimate?.violations ?? [])
    .filter((v) => v.target?.lineItem === undefined && v.description)
    .map((v) => v.description as string);
}

/** What stops the checkout: lines to remove, lines to lower to what is in stock, or a cart-wide error. */
export function blockingProblem(
  lines: readonly LineItem[],
  estimate: Checked | undefined,
): 'remove' | 'lower' | 'cart' | undefined {
  const errors = lines.flatMap((line) => {
    const warning = lineWarning(line, estimate);
    return warning?.severity === 'ERROR' ? [warning] : [];
  });
  if (errors.some((w) => w.removable)) return 'remove';
  if (errors.length > 0) return 'lower';
  const cartWide = (estimate?.violations ?? []).some(
    (v) => v.severity === 'ERROR' && v.target?.lineItem === undefined,
  );
  return cartWide ? 'cart' : undefined;
}
