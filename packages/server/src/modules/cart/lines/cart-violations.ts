// What stops buying a cart (spec §8 severities): unavailable lines are errors the buyer fixes by removing them;
// lines with less stock than their quantity are errors the buyer fixes by lowering the quantity (one stock rule:
// a checkout is never created for more than is in stock).
import type { Violation } from '@cartwright/contracts';
import { lowerToStock } from '@cartwright/contracts/stock-words';
import type { ResolvedLine } from './line-items.js';

function lineViolation(line: ResolvedLine): Violation | undefined {
  const target = (suggestRemoval: boolean): Violation['target'] => ({
    lineItem: {
      id: line.line.id,
      name: 'LINE_ITEM_DEFAULT',
      ...(suggestRemoval ? { suggestedFix: 'REMOVE_LINE_ITEM' as const } : {}),
    },
  });
  switch (line.status) {
    case 'NOT_FOUND':
      return {
        severity: 'ERROR',
        target: target(true),
        description: 'This item is no longer sold by the store',
      };
    case 'NOT_AVAILABLE':
      return { severity: 'ERROR', target: target(true), description: 'This item is not available right now' };
    case 'PARTIALLY_AVAILABLE': {
      const left = line.wire.availability?.quantityAvailable ?? 0;
      return { severity: 'ERROR', target: target(false), description: lowerToStock(left) };
    }
    default:
      return undefined;
  }
}

/** One violation per line that cannot be bought as it is, in cart order. */
export function cartViolations(lines: readonly ResolvedLine[]): Violation[] {
  return lines.flatMap((line) => lineViolation(line) ?? []);
}

/** Lines that cannot be bought at all (gone or unavailable): removing them is the fix. */
export const unavailableLines = (lines: readonly ResolvedLine[]) =>
  lines.filter((l) => l.status === 'NOT_FOUND' || l.status === 'NOT_AVAILABLE');

/** Lines that hold more than is in stock: lowering the quantity is the fix. */
export const linesShortOfStock = (lines: readonly ResolvedLine[]) =>
  lines.filter((l) => l.status === 'PARTIALLY_AVAILABLE');
