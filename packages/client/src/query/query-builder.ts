// The immutable, typed query builder behind every `query…` call; it produces the wire PlatformQuery (wire §2.6–2.7).
import type { Filter, PlatformQuery, Sorting } from '@cartwright/contracts';
import type { CallOptions } from '../http/types.js';
import { andFilters, toWireValue } from './filter.js';
import { type QueryResult, type RunQuery, runPage } from './query-result.js';

/** Page size when `limit()` is not called. */
export const DEFAULT_QUERY_LIMIT = 50;
/** Largest page the server answers. */
export const MAX_QUERY_LIMIT = 100;

type Keys<F> = keyof F & string;
/** Fields holding one value (every operator but `hasSome`/`hasAll`). */
export type ScalarField<F> = { [K in Keys<F>]: F[K] extends readonly unknown[] ? never : K }[Keys<F>];
/** Fields holding an array (`hasSome`/`hasAll` only). */
export type ArrayField<F> = { [K in Keys<F>]: F[K] extends readonly unknown[] ? K : never }[Keys<F>];
/** Fields holding free text (`startsWith`); enum fields (string unions) and dates are not. */
export type StringField<F> = {
  [K in Keys<F>]: [F[K]] extends [string] ? (string extends F[K] ? K : never) : never;
}[Keys<F>];
/** Fields with an order (`gt`, `ge`, `lt`, `le`): numbers, dates and free text, not booleans or enums. */
export type OrderedField<F> = {
  [K in Keys<F>]: [F[K]] extends [number] ? K : string extends F[K] ? K : never;
}[Keys<F>];
type Item<T> = T extends readonly (infer E)[] ? E : never;

/**
 * Builds one query. `F` maps each filterable field to its value type, `S` names the sortable
 * fields, `T` is the item type. Every method returns a new builder; the original is unchanged.
 */
export interface QueryBuilder<F, S extends string, T> {
  /** Equal to `value`; sent as a bare value (`{"name":"x"}`). */
  eq<K extends ScalarField<F>>(field: K, value: F[K]): QueryBuilder<F, S, T>;
  ne<K extends ScalarField<F>>(field: K, value: F[K]): QueryBuilder<F, S, T>;
  gt<K extends OrderedField<F>>(field: K, value: F[K]): QueryBuilder<F, S, T>;
  /** Greater than or equal (`$gte`). */
  ge<K extends OrderedField<F>>(field: K, value: F[K]): QueryBuilder<F, S, T>;
  lt<K extends OrderedField<F>>(field: K, value: F[K]): QueryBuilder<F, S, T>;
  /** Less than or equal (`$lte`). */
  le<K extends OrderedField<F>>(field: K, value: F[K]): QueryBuilder<F, S, T>;
  /** One of `values` (`$in`). */
  in<K extends ScalarField<F>>(field: K, values: readonly F[K][]): QueryBuilder<F, S, T>;
  startsWith<K extends StringField<F>>(field: K, prefix: string): QueryBuilder<F, S, T>;
  /** The array field holds at least one of `values`. */
  hasSome<K extends ArrayField<F>>(field: K, values: readonly Item<F[K]>[]): QueryBuilder<F, S, T>;
  /** The array field holds every one of `values`. */
  hasAll<K extends ArrayField<F>>(field: K, values: readonly Item<F[K]>[]): QueryBuilder<F, S, T>;
  /** Sorts by these fields, ascending, after any sort already given. */
  ascending(...fields: S[]): QueryBuilder<F, S, T>;
  descending(...fields: S[]): QueryBuilder<F, S, T>;
  /** Page size, 1 to 100 (default 50). */
  limit(limit: number): QueryBuilder<F, S, T>;
  /** Number of items to skip (offset). */
  skip(offset: number): QueryBuilder<F, S, T>;
  /** The PlatformQuery this builder sends. */
  build(): PlatformQuery;
  /** Runs the query and resolves to its first page. */
  find(options?: CallOptions): Promise<QueryResult<T>>;
}

interface State {
  filters: Filter[];
  sort: Sorting[];
  limit: number;
  offset: number;
}

/** Throws unless `value` is a safe integer from `min` to `max`; `range` says which in the message. */
function checkInteger(name: string, value: number, min: number, max: number, range: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`Query ${name} must be an integer ${range}, got ${value}`);
  }
}

function toQuery(state: State): PlatformQuery {
  const query: PlatformQuery = {};
  const filter = andFilters(state.filters);
  if (filter) query.filter = filter;
  if (state.sort.length > 0) query.sort = state.sort;
  query.paging = { limit: state.limit, offset: state.offset };
  return query;
}

type AnyBuilder = QueryBuilder<Record<string, never>, string, unknown>;

function builder<T>(run: RunQuery<T>, state: State): AnyBuilder {
  const next = (patch: Partial<State>) => builder(run, { ...state, ...patch });
  const where = (field: string, value: unknown) =>
    next({ filters: [...state.filters, { [field]: toWireValue(value) }] });
  const operator = (name: string) => (field: string, value: unknown) =>
    next({ filters: [...state.filters, { [field]: { [name]: toWireValue(value) } }] });
  const sortBy =
    (order: Sorting['order']) =>
    (...fields: string[]) =>
      next({ sort: [...state.sort, ...fields.map((fieldName) => ({ fieldName, order }))] });
  const methods = {
    eq: where,
    ne: operator('$ne'),
    gt: operator('$gt'),
    ge: operator('$gte'),
    lt: operator('$lt'),
    le: operator('$lte'),
    in: operator('$in'),
    startsWith: operator('$startsWith'),
    hasSome: operator('$hasSome'),
    hasAll: operator('$hasAll'),
    ascending: sortBy('ASC'),
    descending: sortBy('DESC'),
    limit(limit: number) {
      checkInteger('limit', limit, 1, MAX_QUERY_LIMIT, `from 1 to ${MAX_QUERY_LIMIT}`);
      return next({ limit });
    },
    skip(offset: number) {
      checkInteger('skip', offset, 0, Infinity, '≥ 0');
      return next({ offset });
    },
    build: () => toQuery(state),
    find: (options?: CallOptions) => runPage(run, toQuery(state), options),
  };
  return methods as unknown as AnyBuilder;
}

/**
 * Starts a query that `run` sends; each `query…` call supplies `run` and its field types.
 *
 * @example
 * const page = await createQueryBuilder<{ name: string }, 'name', Item>(run).startsWith('name', 'Sh').ascending('name').find();
 */
export function createQueryBuilder<F, S extends string, T>(run: RunQuery<T>): QueryBuilder<F, S, T> {
  return builder(run, {
    filters: [],
    sort: [],
    limit: DEFAULT_QUERY_LIMIT,
    offset: 0,
  }) as unknown as QueryBuilder<F, S, T>;
}
