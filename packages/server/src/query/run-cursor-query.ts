// Runs a cursor query (the V3 catalog's `{filter, sort, cursorPaging}`): the first page from filter and sort,
// each next page from the cursor alone, as the platform's cursor paging works.

import type { Sorting } from '@cartwright/contracts';
import type { Expression, SelectQueryBuilder } from 'kysely';
import { compileFilter } from './compile-filter.js';
import { compileSort } from './compile-sort.js';
import { violation } from './filter-values.js';
import type { QueryFieldMap } from './query-fields.js';

export interface CursorQuery {
  filter?: Record<string, unknown> | null;
  sort?: Sorting[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

export interface CursorPage<T> {
  items: T[];
  pagingMetadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean };
}

export interface RunCursorQueryOptions {
  /** A unique column, sorted ascending after every other term so pages never overlap. */
  tieBreaker: Expression<unknown>;
  defaultSort: readonly Sorting[];
  defaultLimit: number;
  maxLimit: number;
  path?: string;
}

/** What a cursor carries: the query it continues and where its page starts. */
interface CursorState {
  filter: Record<string, unknown> | null;
  sort: Sorting[];
  offset: number;
}

const encodeCursor = (state: CursorState) => Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');

function decodeCursor(cursor: string, path: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    const filterOk =
      state.filter === null || (typeof state.filter === 'object' && !Array.isArray(state.filter));
    if (filterOk && Array.isArray(state.sort) && Number.isSafeInteger(state.offset) && state.offset >= 0) {
      return state;
    }
  } catch {
    // answered below
  }
  throw violation(path, 'is not a cursor this server gave', 'VALIDATION');
}

/**
 * Applies a cursor query to `base`: with a cursor, its own filter, sort and position (the query's filter and
 * sort are ignored, as the platform's are); without one, the query's. One statement reads a row past the
 * page to tell `hasNext`. The cursor is opaque to callers; a tampered one is still compiled like any filter.
 * @example
 * const page = await runCursorQuery(selectBrands(db), body.query, BRAND_FIELDS, { tieBreaker: sql.ref('e.id'), defaultSort: [], defaultLimit: 50, maxLimit: 300 });
 */
export async function runCursorQuery<DB, TB extends keyof DB, T>(
  base: SelectQueryBuilder<DB, TB, T>,
  query: CursorQuery | undefined,
  fields: QueryFieldMap,
  options: RunCursorQueryOptions,
): Promise<CursorPage<T>> {
  const path = options.path ?? 'query';
  const cursor = query?.cursorPaging?.cursor;
  const state: CursorState = cursor
    ? decodeCursor(cursor, `${path}.cursorPaging.cursor`)
    : { filter: query?.filter ?? null, sort: query?.sort ?? [], offset: 0 };
  const limit = query?.cursorPaging?.limit ?? options.defaultLimit;
  if (!Number.isInteger(limit) || limit < 0 || limit > options.maxLimit) {
    throw violation(`${path}.cursorPaging.limit`, `must be 0 to ${options.maxLimit}`, 'MAX', {
      limit: options.maxLimit,
    });
  }
  const where = compileFilter(state.filter ?? undefined, fields, `${path}.filter`);
  const sorted = state.sort.length > 0;
  const terms = compileSort(
    sorted ? state.sort : options.defaultSort,
    fields,
    sorted ? `${path}.sort` : 'defaultSort',
  );
  let page = base.where(where);
  for (const term of terms) page = page.orderBy(term.expression, term.direction);
  const rows = await page
    .orderBy(options.tieBreaker, 'asc')
    .limit(limit + 1)
    .offset(state.offset)
    .execute();
  const hasNext = rows.length > limit;
  const items = rows.slice(0, limit);
  const cursors: CursorPage<T>['pagingMetadata']['cursors'] = {};
  if (hasNext) cursors.next = encodeCursor({ ...state, offset: state.offset + limit });
  if (state.offset > 0) cursors.prev = encodeCursor({ ...state, offset: Math.max(0, state.offset - limit) });
  return { items, pagingMetadata: { count: items.length, cursors, hasNext } };
}
