// `@cartwright/client/query`: the typed query builder the `query…` calls return, for building your own.
export {
  type ArrayField,
  createQueryBuilder,
  DEFAULT_QUERY_LIMIT,
  MAX_QUERY_LIMIT,
  type OrderedField,
  type QueryBuilder,
  type ScalarField,
  type StringField,
} from './query-builder.js';
export type { QueryPage, QueryResult, RunQuery } from './query-result.js';
