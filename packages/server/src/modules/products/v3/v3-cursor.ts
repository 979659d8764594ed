// Cursor paging for the V3 queries: a cursor carries the query it continues (filter, sort, search) and where
// the next page starts, so a follow-up request sends the cursor alone, as the platform's client does.
import { DEFAULT_PAGE_SIZE, type Filter, type Sorting } from '@cartwright/contracts';
import { violation } from '../../../query/filter-values.js';

export interface CursorState {
  filter?: Filter;
  sort?: Sorting[];
  search?: string;
  offset: number;
}

/** What a V3 query asks for, with the page it starts at. */
export interface CursorRequest {
  filter?: Filter;
  sort?: Sorting[];
  cursorPaging?: { limit?: number; cursor?: string };
}

export const encodeCursor = (state: CursorState): string =>
  Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');

function decodeCursor(cursor: string, path: string): CursorState {
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw violation(path, 'is not a cursor this store gave', 'VALIDATION');
  }
  const s = state as Partial<CursorState> | null;
  if (typeof s !== 'object' || s === null || !Number.isSafeInteger(s.offset) || (s.offset ?? -1) < 0) {
    throw violation(path, 'is not a cursor this store gave', 'VALIDATION');
  }
  return s as CursorState;
}

/**
 * The query state of a request: its cursor's (a cursor is given without filter or sort, which it carries),
 * or the request's own from the first page. Filter or sort beside a cursor is refused, as on the platform.
 */
export function cursorState(
  query: CursorRequest | undefined,
  search: string | undefined,
  path = 'query',
): { state: CursorState; limit: number } {
  const limit = query?.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const cursor = query?.cursorPaging?.cursor;
  if (!cursor) {
    return {
      state: {
        ...(query?.filter ? { filter: query.filter } : {}),
        ...(query?.sort?.length ? { sort: query.sort } : {}),
        ...(search ? { search } : {}),
        offset: 0,
      },
      limit,
    };
  }
  if (query?.filter !== undefined || query?.sort?.length) {
    throw violation(
      `${path}.cursorPaging.cursor`,
      'carries its own filter and sort: send it alone',
      'VALIDATION',
    );
  }
  return { state: decodeCursor(cursor, `${path}.cursorPaging.cursor`), limit };
}

/** The paging metadata of a page: a `next` cursor while rows remain, `prev` after the first page. */
export function cursorMetadata(state: CursorState, limit: number, count: number, total: number) {
  const next =
    state.offset + count < total ? encodeCursor({ ...state, offset: state.offset + count }) : undefined;
  const prev =
    state.offset > 0 ? encodeCursor({ ...state, offset: Math.max(0, state.offset - limit) }) : undefined;
  return {
    count,
    cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
    hasNext: next !== undefined,
  };
}
