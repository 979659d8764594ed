// Runs a PlatformQuery over a route's base select: filter, sort with a tie-breaker, one page and the total.
import type { PagingMetadata, PlatformQuery, Sorting } from '@cartwright/contracts';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { compileFilter } from './compile-filter.js';
import { compileSort, type SortTerm } from './compile-sort.js';
import { violation } from './filter-values.js';
import type { QueryFieldMap } from './query-fields.js';
import { resolvePaging } from './resolve-paging.js';

export interface RunQueryOptions {
  /** A unique column (usually the id), sorted ascending after every other term so pages never overlap. */
  tieBreaker: Expression<unknown>;
  /** The order when the query gives none, in wire form (`[{ fieldName: 'lastUpdated', order: 'DESC' }]`). */
  defaultSort?: readonly Sorting[];
  /** ORDER BY terms when the query gives no sort, in place of `defaultSort` (e.g. a search's relevance). */
  defaultOrder?: readonly SortTerm[];
  /** Where the query sits in the request, for error paths; default `query`. */
  path?: string;
}

export interface QueryPage<T> {
  items: T[];
  metadata: Required<Pick<PagingMetadata, 'count' | 'offset' | 'total'>>;
}

/** The column that carries the total beside each page row; no route's base selects a column of this name. */
const TOTAL = 'query_total__';

/**
 * Applies `query` (filter, sort, paging; wire.md §2.6–2.7) to `base` and returns the page with
 * `{count, offset, total}`. One statement: the page (LIMIT/OFFSET, so an index on the sort can stop
 * early) with `count(*)` of the filtered rows as an uncorrelated subquery, which PostgreSQL runs once
 * (an init plan). That is cheaper than `count(*) over ()`, which computes every matching row's select
 * list, and saves the round trip of a second statement; only an empty page past the first row (or of
 * limit 0) counts in a statement of its own. `base` must not use GROUP BY, DISTINCT or ORDER BY: the
 * count replaces its select list and the sort comes from the query. Bad input throws a
 * ValidationFailure before anything runs.
 * @example
 * const page = await runQuery(db.selectFrom('products as p').selectAll('p'), body.query, PRODUCT_FIELDS, {
 *   tieBreaker: sql.ref('p.id'),
 *   defaultSort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
 * });
 */
export async function runQuery<DB, TB extends keyof DB, T>(
  base: SelectQueryBuilder<DB, TB, T>,
  query: PlatformQuery | undefined,
  fields: QueryFieldMap,
  options: RunQueryOptions,
): Promise<QueryPage<T>> {
  const path = options.path ?? 'query';
  if (query?.cursorPaging !== undefined) {
    throw violation(`${path}.cursorPaging`, 'is not supported; use paging', 'FIELD_NOT_ALLOWED');
  }
  const where = compileFilter(query?.filter, fields, `${path}.filter`);
  const sorted = Boolean(query?.sort?.length);
  const terms =
    !sorted && options.defaultOrder
      ? options.defaultOrder
      : compileSort(
          sorted ? query?.sort : (options.defaultSort ?? []),
          fields,
          sorted ? `${path}.sort` : 'defaultSort',
        );
  const { limit, offset } = resolvePaging(query?.paging, `${path}.paging`);

  const filtered = base.where(where);
  const count = filtered.clearSelect().clearOrderBy().select(sql<number | string>`count(*)`.as('total'));
  let page = filtered.select(count.as(TOTAL) as never);
  for (const term of terms) page = page.orderBy(term.expression, term.direction);
  page = page.orderBy(options.tieBreaker, 'asc').limit(limit).offset(offset);

  const rows = (await page.execute()) as Array<T & { [TOTAL]: number | string }>;
  let total = rows.length > 0 ? Number(rows[0]![TOTAL]) : 0;
  if (rows.length === 0 && (offset > 0 || limit === 0)) {
    total = Number(((await count.executeTakeFirstOrThrow()) as { total: number | string }).total);
  }
  const items = rows.map(({ [TOTAL]: _total, ...item }) => item as T);
  return { items, metadata: { count: items.length, offset, total } };
}
