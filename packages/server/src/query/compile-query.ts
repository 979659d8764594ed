// The query language's public surface: compile a wire filter, sort and paging, or run a whole query.
//
// A query route declares its fields once and hands the validated `query` to runQuery:
//   const PRODUCT_FIELDS: QueryFieldMap = {
//     id: { expression: sql.ref('p.id'), type: 'string' },
//     price: { expression: sql.ref('p.price'), type: 'number' },
//     createdDate: { expression: sql.ref('p.created_date'), type: 'date', sortable: false },
//     productType: { expression: sql.ref('p.product_type'), type: 'enum', enumValues: PRODUCT_TYPES },
//     collectionIds: {
//       expression: sql`array(select pc.collection_id from product_collections pc where pc.product_id = p.id)`,
//       type: 'string[]',
//       operators: ['$hasSome', '$hasAll'],
//     },
//   };
//   const page = await runQuery(db.selectFrom('products as p').selectAll('p'), body.query, PRODUCT_FIELDS, {
//     tieBreaker: sql.ref('p.id'),
//   });
//   return { products: page.items.map(rowToProduct), metadata: page.metadata };
//
// Semantics: NULL is "missing". `$ne`/`$nin` match missing values (MongoDB); `{f: null}` and
// `{f: {$ne: null}}` mean empty / not empty (NULL, '' or []) for strings and arrays, and NULL / not NULL
// otherwise; `$eq: null` is exactly NULL. Strings compare and sort byte-wise (`collate "C"`), and
// `$startsWith`/`$endsWith`/`$contains` are case-sensitive with `%`, `_` and `\` taken literally.
export { compileFilter, MAX_FILTER_DEPTH, MAX_FILTER_NODES } from './compile-filter.js';
export { compileSort, MAX_SORT_TERMS, type SortTerm, sortExpression } from './compile-sort.js';
export { MAX_LIST_VALUES } from './filter-values.js';
export {
  allowedOperators,
  OPERATORS_BY_TYPE,
  type QueryField,
  type QueryFieldMap,
  type QueryFieldType,
} from './query-fields.js';
export { type ResolvedPaging, resolvePaging } from './resolve-paging.js';
export {
  type CursorPage,
  type CursorQuery,
  type RunCursorQueryOptions,
  runCursorQuery,
} from './run-cursor-query.js';
export { type QueryPage, type RunQueryOptions, runQuery } from './run-query.js';
