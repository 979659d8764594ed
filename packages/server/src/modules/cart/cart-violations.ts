// What stops or warns about buying a cart (spec §8 severities): unavailable lines are errors the buyer fixes
// by removing them; lines with less stock than their quantity are warnings.
import type { Violation } from '@cartwright/contracts';
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
      return {
        severity: 'WARNING',
        target: target(false),
        description: `Only ${left} of this item left in stock`,
      };
    }
    default:
      return undefined;
  }
}

/** One violation per line that cannot be bought as it is, in cart order. */
export function cartViolations(lines: readonly ResolvedLine[]): Violation[] {
  return lines.flatMap((line) => lineViolation(line) ?? []);
}

export const hasErrors = (violations: readonly Violation[]) => violations.some((v) => v.severity === 'ERROR');
