// Compiles a wire sort (`[{fieldName, order}]`, wire.md §2.6) into ORDER BY terms over a route's fields.
import { SORT_ORDERS } from '@cartwright/contracts';
import { type Expression, sql } from 'kysely';
import { violation } from './filter-values.js';
import { findField, isSortable, type QueryField, type QueryFieldMap } from './query-fields.js';

/** Most sort terms a query may give (as PlatformQuerySchema). */
export const MAX_SORT_TERMS = 10;

export interface SortTerm {
  expression: Expression<unknown>;
  direction: 'asc' | 'desc';
}

/**
 * Strings and enums sort byte-wise (`collate "C"`, enums by their text), as filters compare them, so
 * the order is the same on every server. NULLs sort after every value, as PostgreSQL does: last
 * ascending, first descending.
 */
export function sortExpression(field: QueryField): Expression<unknown> {
  if (field.type === 'string') return sql`(${field.expression} collate "C")`;
  if (field.type === 'enum') return sql`(cast(${field.expression} as text) collate "C")`;
  return field.expression;
}

/**
 * Compiles `sort` into ORDER BY terms (`order` defaults to ASC). Unknown or unsortable fields throw a
 * ValidationFailure naming the path (`query.sort[0].fieldName`).
 * @example
 * let q = db.selectFrom('products as p').selectAll();
 * for (const t of compileSort([{ fieldName: 'price', order: 'DESC' }], PRODUCT_FIELDS)) {
 *   q = q.orderBy(t.expression, t.direction);
 * }
 */
export function compileSort(sort: unknown, fields: QueryFieldMap, path = 'query.sort'): SortTerm[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort)) throw violation(path, 'must be an array', 'VALIDATION');
  if (sort.length > MAX_SORT_TERMS) {
    throw violation(path, `must have at most ${MAX_SORT_TERMS} items`, 'MAX_SIZE', { limit: MAX_SORT_TERMS });
  }
  return sort.map((term: unknown, i) => {
    const termPath = `${path}[${i}]`;
    if (typeof term !== 'object' || term === null || Array.isArray(term)) {
      throw violation(termPath, 'must be an object', 'VALIDATION');
    }
    const { fieldName, order } = term as { fieldName?: unknown; order?: unknown };
    if (fieldName === undefined) throw violation(`${termPath}.fieldName`, 'is required', 'REQUIRED_FIELD');
    if (typeof fieldName !== 'string')
      throw violation(`${termPath}.fieldName`, 'must be a string', 'VALIDATION');
    const field = findField(fields, fieldName);
    if (!field)
      throw violation(`${termPath}.fieldName`, 'is not a field that can be sorted by', 'FIELD_NOT_ALLOWED');
    if (!isSortable(field))
      throw violation(`${termPath}.fieldName`, 'cannot be sorted by', 'FIELD_NOT_ALLOWED');
    if (order !== undefined && !(SORT_ORDERS as readonly unknown[]).includes(order)) {
      throw violation(`${termPath}.order`, `must be one of ${SORT_ORDERS.join(', ')}`, 'INVALID_ENUM_VALUE', {
        allowed: [...SORT_ORDERS],
      });
    }
    return { expression: sortExpression(field), direction: order === 'DESC' ? 'desc' : 'asc' };
  });
}
