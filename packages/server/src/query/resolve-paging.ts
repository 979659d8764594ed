// Resolves wire paging (`{limit, offset}`, wire.md §2.6) to the numbers a query uses.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PAGING_OFFSET } from '@cartwright/contracts';
import { violation } from './filter-values.js';

export interface ResolvedPaging {
  limit: number;
  offset: number;
}

function integer(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw violation(path, 'must be an integer', 'VALIDATION');
  }
  if (value < min) throw violation(path, `must be at least ${min}`, 'MIN', { limit: min });
  if (value > max) throw violation(path, `must be at most ${max}`, 'MAX', { limit: max });
  return value;
}

/**
 * `limit` defaults to DEFAULT_PAGE_SIZE (50) and may be 0 to MAX_PAGE_SIZE (100); `offset` defaults to 0.
 * Out-of-range or non-integer values throw a ValidationFailure (`query.paging.limit` MAX, …).
 * @example
 * resolvePaging({ limit: 10 }); // { limit: 10, offset: 0 }
 */
export function resolvePaging(paging: unknown, path = 'query.paging'): ResolvedPaging {
  if (paging === undefined || paging === null) return { limit: DEFAULT_PAGE_SIZE, offset: 0 };
  if (typeof paging !== 'object' || Array.isArray(paging))
    throw violation(path, 'must be an object', 'VALIDATION');
  const { limit, offset } = paging as { limit?: unknown; offset?: unknown };
  return {
    limit:
      limit === undefined || limit === null
        ? DEFAULT_PAGE_SIZE
        : integer(limit, `${path}.limit`, 0, MAX_PAGE_SIZE),
    offset:
      offset === undefined || offset === null ? 0 : integer(offset, `${path}.offset`, 0, MAX_PAGING_OFFSET),
  };
}
