// The query language's public surface: compile a wire filter, sort and paging, or run a whole query.
export { compileFilter, MAX_FILTER_DEPTH } from './compile-filter.js';
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
export { type QueryPage, type RunQueryOptions, runQuery } from './run-query.js';
