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
      };
    }
  }
  const problem = availabilityProblem(line);
  if (problem === undefined) return undefined;
  const blocking = status === 'NOT_FOUND' || status === 'NOT_AVAILABLE';
  return { severity: blocking ? 'ERROR' : 'WARNING', message: problem, removable: blocking };
}

/** Violations about the cart as a whole (not one line), as messages. */
export function cartWideWarnings(estimate: Checked | undefined): string[] {
  return (estimate?.violations ?? [])
    .filter((v) => v.target?.lineItem === undefined && v.description)
    .map((v) => v.description as string);
}

/** True when some line stops the checkout. */
export function hasBlockingLines(lines: readonly LineItem[], estimate: Checked | undefined): boolean {
  return (
    lines.some((line) => lineWarning(line, estimate)?.severity === 'ERROR') ||
    (estimate?.violations ?? []).some((v) => v.severity === 'ERROR' && v.target?.lineItem === undefined)
  );
}
