// The SQL of each filter operator over one field (wire.md §2.7), with MongoDB's NULL semantics.
//
// Conditions may be NULL (a comparison with a NULL field); NULL behaves as false under and/or and in
// WHERE, and `negate` turns it into false before negating, so the whole filter is two-valued.
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { bindValue, escapeLike, listOperand, violation } from './filter-values.js';
import type { QueryField } from './query-fields.js';

export const TRUE = sql<SqlBool>`true`;
export const FALSE = sql<SqlBool>`false`;

/** Conditions joined with `and`/`or`; an empty list is the operator's identity. */
export function combine(parts: RawBuilder<SqlBool>[], joiner: 'and' | 'or'): RawBuilder<SqlBool> {
  if (parts.length === 0) return joiner === 'and' ? TRUE : FALSE;
  if (parts.length === 1) return parts[0]!;
  return sql<SqlBool>`(${sql.join(parts, joiner === 'and' ? sql` and ` : sql` or `)})`;
}

/** Two-valued negation: a NULL (unknown) condition counts as false, so its negation is true. */
export const negate = (inner: Expression<SqlBool>) => sql<SqlBool>`(not coalesce(${inner}, false))`;

/**
 * Strings compare byte-wise (`collate "C"`): the same order on every server whatever the database's
 * locale, and the order `compileSort` uses, so a range filter agrees with a sort. Equality, lists and
 * patterns use it too (for equality the answer is the same under any deterministic collation), so one
 * index on `(column collate "C")` serves every string condition and the sort.
 */
export const comparable = (field: QueryField): Expression<unknown> =>
  field.type === 'string' ? sql`(${field.expression} collate "C")` : field.expression;

const COMPARISONS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/** The condition for `op` (already checked as allowed for `field`) applied to `operand`. */
export function compileOperator(
  field: QueryField,
  op: string,
  operand: unknown,
  path: string,
): RawBuilder<SqlBool> {
  const e = field.expression;
  switch (op) {
    case '$eq':
      return operand === null
        ? sql`(${e} is null)`
        : sql`(${comparable(field)} = ${bindValue(field, operand, path)})`;
    case '$ne':
      // MongoDB semantics: rows where the field is NULL differ from every value, so they match.
      return operand === null
        ? sql`(${e} is not null)`
        : sql`(${comparable(field)} is distinct from ${bindValue(field, operand, path)})`;
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (operand === null) throw violation(path, 'must not be null', 'VALIDATION');
      const value = bindValue(field, operand, path);
      return sql`(${comparable(field)} ${sql.raw(COMPARISONS[op])} ${value})`;
    }
    case '$in':
      return inList(field, operand, path);
    case '$nin':
      return negate(inList(field, operand, path));
    case '$startsWith':
    case '$endsWith':
    case '$contains': {
      const text = escapeLike(stringOperand(operand, path));
      const pattern = op === '$startsWith' ? `${text}%` : op === '$endsWith' ? `%${text}` : `%${text}%`;
      return sql`(${comparable(field)} like ${pattern} escape '\\')`;
    }
    case '$exists':
      return booleanOperand(operand, path) ? sql`(${e} is not null)` : sql`(${e} is null)`;
    case '$isEmpty': {
      const size = field.type === 'string[]' ? sql`cardinality(${e})` : sql`length(${e})`;
      return booleanOperand(operand, path)
        ? sql`(${e} is null or ${size} = 0)`
        : sql`(${e} is not null and ${size} > 0)`;
    }
    case '$hasSome':
    case '$hasAll': {
      const values = listOperand(operand, path).map((v, i) => bindValue(field, v, `${path}[${i}]`));
      // MongoDB: `$all: []` matches nothing, like an empty `$in`.
      if (values.length === 0) return FALSE;
      const array = sql<string[]>`cast(array[${sql.join(values)}] as text[])`;
      if (op === '$hasAll') return sql`(${e} @> ${array})`;
      return field.hasSome ? sql`(${field.hasSome(array)})` : sql`(${e} && ${array})`;
    }
    default:
      throw violation(path, 'is not a supported operator', 'FIELD_NOT_ALLOWED');
  }
}

/** `$in`: equal to one of the values; a `null` among them also matches rows where the field is NULL. */
function inList(field: QueryField, operand: unknown, path: string): RawBuilder<SqlBool> {
  const list = listOperand(operand, path);
  const values = list.flatMap((v, i) => (v === null ? [] : [bindValue(field, v, `${path}[${i}]`)]));
  const parts: RawBuilder<SqlBool>[] = [];
  if (values.length > 0) parts.push(sql`(${comparable(field)} in (${sql.join(values)}))`);
  if (values.length < list.length) parts.push(sql`(${field.expression} is null)`);
  return combine(parts, 'or');
}

function stringOperand(operand: unknown, path: string): string {
  if (typeof operand !== 'string') throw violation(path, 'must be a string', 'VALIDATION');
  return operand;
}

function booleanOperand(operand: unknown, path: string): boolean {
  if (typeof operand !== 'boolean') throw violation(path, 'must be a boolean', 'VALIDATION');
  return operand;
}
