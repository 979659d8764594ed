// Compiles a wire filter (wire.md §2.7) into one parameterized SQL condition over a route's fields.
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import { combine, compileOperator, negate, TRUE } from './filter-operators.js';
import { violation } from './filter-values.js';
import {
  allowedOperators,
  findField,
  OPERATORS_BY_TYPE,
  type QueryField,
  type QueryFieldMap,
} from './query-fields.js';

/** How deep `$and`/`$or`/`$not` may nest. */
export const MAX_FILTER_DEPTH = 10;
/**
 * Most objects, arrays and values a filter may hold in all: it keeps the bound parameters far below PostgreSQL's
 * 65 535 per statement, so a large filter is a validation error rather than a failed query.
 */
export const MAX_FILTER_NODES = 2000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Compiles `filter` into a condition for `where()`. Values are bound as parameters; unknown fields
 * and operators, operators the field's type does not allow, values of the wrong type and nesting
 * deeper than MAX_FILTER_DEPTH throw a ValidationFailure naming the path (`query.filter.price.$gt`).
 * @example
 * const where = compileFilter({ price: { $gte: 10 }, name: { $startsWith: 'Mug' } }, PRODUCT_FIELDS);
 * await db.selectFrom('products as p').selectAll().where(where).execute();
 */
export function compileFilter(
  filter: unknown,
  fields: QueryFieldMap,
  path = 'query.filter',
): Expression<SqlBool> {
  if (filter === undefined || filter === null) return TRUE;
  if (countNodes(filter) > MAX_FILTER_NODES) {
    throw violation(path, `must hold at most ${MAX_FILTER_NODES} objects, arrays and values`, 'MAX_SIZE', {
      limit: MAX_FILTER_NODES,
    });
  }
  return compileObject(filter, fields, path, 0);
}

/** Objects, arrays and values in `value`, counted without recursion (JSON may nest arbitrarily deep). */
function countNodes(value: unknown): number {
  const stack = [value];
  let count = 0;
  while (stack.length > 0 && count <= MAX_FILTER_NODES) {
    const node = stack.pop();
    count++;
    if (typeof node === 'object' && node !== null) for (const child of Object.values(node)) stack.push(child);
  }
  return count;
}

function checkDepth(depth: number, path: string): void {
  if (depth >= MAX_FILTER_DEPTH) {
    throw violation(path, `must not nest more than ${MAX_FILTER_DEPTH} levels deep`, 'VALIDATION');
  }
}

function compileObject(
  filter: unknown,
  fields: QueryFieldMap,
  path: string,
  depth: number,
): RawBuilder<SqlBool> {
  if (!isPlainObject(filter)) throw violation(path, 'must be an object', 'VALIDATION');
  const parts = Object.entries(filter).map(([key, value]) => {
    const keyPath = `${path}.${key}`;
    if (key === '$and' || key === '$or' || key === '$not') {
      checkDepth(depth, keyPath);
      if (key === '$not') return negate(compileObject(value, fields, keyPath, depth + 1));
      if (!Array.isArray(value)) throw violation(keyPath, 'must be an array of filters', 'VALIDATION');
      const children = value.map((child, i) => compileObject(child, fields, `${keyPath}[${i}]`, depth + 1));
      return combine(children, key === '$and' ? 'and' : 'or');
    }
    if (key.startsWith('$')) throw violation(keyPath, 'is not a supported operator', 'FIELD_NOT_ALLOWED');
    const field = findField(fields, key);
    if (!field) throw violation(keyPath, 'is not a field that can be filtered', 'FIELD_NOT_ALLOWED');
    return compileCondition(field, value, keyPath, depth);
  });
  return combine(parts, 'and');
}

/** A field's condition: a bare value (equality), `null` (empty) or an object of operators. */
function compileCondition(
  field: QueryField,
  value: unknown,
  path: string,
  depth: number,
): RawBuilder<SqlBool> {
  if (value === null) {
    // The legacy builder's isEmpty(f): the empty string or array counts where the type has $isEmpty.
    const empty = hasEmptiness(field) ? { $isEmpty: true } : { $eq: null };
    return compileOperators(field, empty, path, depth);
  }
  if (!isPlainObject(value)) return compileOperators(field, { $eq: value }, path, depth);
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((k) => !k.startsWith('$'))) {
    throw violation(path, 'must be a value or an object of operators', 'VALIDATION');
  }
  return compileOperators(field, value, path, depth);
}

const hasEmptiness = (field: QueryField) => OPERATORS_BY_TYPE[field.type].includes('$isEmpty');

function compileOperators(
  field: QueryField,
  operators: Record<string, unknown>,
  path: string,
  depth: number,
): RawBuilder<SqlBool> {
  const allowed = allowedOperators(field);
  const parts = Object.entries(operators).map(([op, operand]) => {
    const opPath = `${path}.${op}`;
    if (op === '$not') {
      checkDepth(depth, opPath);
      return negate(compileCondition(field, operand, opPath, depth + 1));
    }
    if (!(allowed as readonly string[]).includes(op)) {
      throw violation(opPath, `is not allowed here; allowed: ${allowed.join(', ')}`, 'FIELD_NOT_ALLOWED', {
        allowed: [...allowed],
      });
    }
    // isNotEmpty(f) is sent as {$ne: null}: it must be the complement of {f: null}.
    const notEmpty = op === '$ne' && operand === null && hasEmptiness(field);
    return notEmpty
      ? compileOperator(field, '$isEmpty', false, opPath)
      : compileOperator(field, op, operand, opPath);
  });
  return combine(parts, 'and');
}
