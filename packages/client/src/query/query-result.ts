// One page of a query's results, with offset paging to the next page (wire §2.6).
import type { PagingMetadata, PlatformQuery } from '@cartwright/contracts';
import type { CallOptions } from '../http/types.js';

/** What a query call answers, reduced to its items and paging metadata. */
export interface QueryPage<T> {
  items: T[];
  metadata?: PagingMetadata;
}

/** Sends one PlatformQuery; each query call supplies its own. */
export type RunQuery<T> = (query: PlatformQuery, options?: CallOptions) => Promise<QueryPage<T>>;

/** One page of results. */
export interface QueryResult<T> {
  items: T[];
  /** `metadata.total` of the answer, when the server counted. */
  totalCount: number | undefined;
  pagingMetadata: PagingMetadata | undefined;
  /** The query this page answers. */
  query: PlatformQuery;
  /** True when results remain past this page. */
  hasNext(): boolean;
  /** Fetches the next page (offset + limit); rejects with a RangeError when there is none. */
  next(options?: CallOptions): Promise<QueryResult<T>>;
}

function hasMore(offset: number, limit: number, page: QueryPage<unknown>): boolean {
  const total = page.metadata?.total;
  // Without a total, a full page is the only hint that more may follow.
  if (total === undefined) return page.items.length >= limit && limit > 0;
  return offset + (page.metadata?.count ?? page.items.length) < total;
}

/** Runs `query` and wraps the answer as a result that can fetch the following pages. */
export async function runPage<T>(
  run: RunQuery<T>,
  query: PlatformQuery,
  options?: CallOptions,
): Promise<QueryResult<T>> {
  const page = await run(query, options);
  const limit = query.paging?.limit ?? 0;
  const offset = query.paging?.offset ?? 0;
  const result: QueryResult<T> = {
    items: page.items,
    totalCount: page.metadata?.total,
    pagingMetadata: page.metadata,
    query,
    hasNext: () => hasMore(offset, limit, page),
    async next(nextOptions) {
      if (!result.hasNext()) throw new RangeError('No next page: this is the last page of the query');
      return runPage(run, { ...query, paging: { limit, offset: offset + limit } }, nextOptions);
    },
  };
  return result;
}
