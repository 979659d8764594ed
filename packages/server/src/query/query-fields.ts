// The fields a query route exposes to the filter language: their SQL, type, sortability and operators.
import { COMPARISON_OPERATORS, type FilterOperator } from '@cartwright/contracts';
import type { Expression, SqlBool } from 'kysely';

export type QueryFieldType = 'string' | 'number' | 'date' | 'boolean' | 'enum' | 'string[]';

export interface QueryField {
  /**
   * SQL for the field: a column (`sql.ref('p.name')`) or any expression (`sql\`array(select …)\``).
   * It is trusted code; filter values are always bound as parameters beside it, never concatenated.
   * Types: `string`/`enum` text (or a PostgreSQL enum for `enum`), `number` any numeric type, `date`
   * timestamptz, `boolean` boolean, `string[]` text[].
   */
  expression: Expression<unknown>;
  type: QueryFieldType;
  /** Defaults to true, except for `string[]`, which cannot be sorted. */
  sortable?: boolean;
  /** Narrows the operators the type allows, e.g. `['$hasSome', '$hasAll']` for `collectionIds`. */
  operators?: readonly FilterOperator[];
  /** The values an `enum` field accepts. */
  enumValues?: readonly string[];
  /**
   * For a `string[]` field: SQL for `$hasSome` given the bound values (a `text[]`), when the field can
   * answer it better than `expression && values`, e.g. with a semi-join an index serves. It must
   * select the same rows.
   */
  hasSome?: (values: Expression<string[]>) => Expression<SqlBool>;
}

export type QueryFieldMap = Record<string, QueryField>;

/** Operators per type (wire.md §2.7; strings also get `$endsWith` and `$contains`). */
export const OPERATORS_BY_TYPE: Readonly<Record<QueryFieldType, readonly FilterOperator[]>> = {
  string: [...COMPARISON_OPERATORS, '$exists', '$isEmpty', '$startsWith', '$endsWith', '$contains'],
  number: [...COMPARISON_OPERATORS, '$exists'],
  date: [...COMPARISON_OPERATORS, '$exists'],
  boolean: ['$eq', '$ne', '$in', '$nin', '$exists'],
  enum: ['$eq', '$ne', '$in', '$nin', '$exists'],
  'string[]': ['$hasSome', '$hasAll', '$isEmpty', '$exists'],
};

/** The operators `field` accepts: its type's, narrowed by `field.operators` when given. */
export function allowedOperators(field: QueryField): readonly FilterOperator[] {
  const byType = OPERATORS_BY_TYPE[field.type];
  return field.operators ? byType.filter((op) => field.operators!.includes(op)) : byType;
}

/** Whether `field` may appear in `sort`. */
export function isSortable(field: QueryField): boolean {
  return field.sortable ?? field.type !== 'string[]';
}

/** The field named `name`, looking only at the map's own keys (so `constructor` is not a field). */
export function findField(fields: QueryFieldMap, name: string): QueryField | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}
