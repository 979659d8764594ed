// An in-memory evaluator of the filter language: the oracle the property test holds the SQL against.
//
// Written from the documented semantics, independently of the compiler: NULL is "missing"; `$ne` and
// `$nin` match missing values; bare `null` and `$ne: null` mean empty / not empty where the type has
// `$isEmpty`; strings compare by code point (PostgreSQL `collate "C"`); `$hasAll: []` matches nothing.
import type { QueryFieldType } from '../query-fields.js';

type Value = string | number | boolean | Date | string[] | null;
type Row = Record<string, unknown>;
type Condition = Record<string, unknown>;

const hasEmptiness = (type: QueryFieldType) => type === 'string' || type === 'string[]';

function scalar(type: QueryFieldType, v: unknown): string | number | boolean {
  if (type === 'date') return new Date(v as string).getTime();
  if (type === 'number') return Number(v);
  return v as string | number | boolean;
}

function own(x: Value): string | number | boolean {
  return x instanceof Date ? x.getTime() : (x as string | number | boolean);
}

function isEmpty(x: Value): boolean {
  return x === null || (typeof x === 'string' && x === '') || (Array.isArray(x) && x.length === 0);
}

function equals(type: QueryFieldType, x: Value, v: unknown): boolean {
  return v === null ? x === null : x !== null && own(x) === scalar(type, v);
}

function operator(type: QueryFieldType, x: Value, op: string, v: unknown): boolean {
  const list = v as unknown[];
  const text = x as string;
  switch (op) {
    case '$eq':
      return equals(type, x, v);
    case '$ne':
      return v === null && hasEmptiness(type) ? !isEmpty(x) : !equals(type, x, v);
    case '$gt':
      return x !== null && own(x) > scalar(type, v);
    case '$gte':
      return x !== null && own(x) >= scalar(type, v);
    case '$lt':
      return x !== null && own(x) < scalar(type, v);
    case '$lte':
      return x !== null && own(x) <= scalar(type, v);
    case '$in':
      return list.some((item) => equals(type, x, item));
    case '$nin':
      return !list.some((item) => equals(type, x, item));
    case '$startsWith':
      return x !== null && text.startsWith(v as string);
    case '$endsWith':
      return x !== null && text.endsWith(v as string);
    case '$contains':
      return x !== null && text.includes(v as string);
    case '$exists':
      return v ? x !== null : x === null;
    case '$isEmpty':
      return v ? isEmpty(x) : !isEmpty(x);
    case '$hasSome':
      return x !== null && list.some((item) => (x as string[]).includes(item as string));
    case '$hasAll':
      return list.length > 0 && x !== null && list.every((item) => (x as string[]).includes(item as string));
    case '$not':
      return !condition(type, x, v);
    default:
      throw new Error(`evaluator: unknown operator ${op}`);
  }
}

function condition(type: QueryFieldType, x: Value, value: unknown): boolean {
  if (value === null) return hasEmptiness(type) ? isEmpty(x) : x === null;
  if (typeof value !== 'object' || Array.isArray(value)) return equals(type, x, value);
  return Object.entries(value as Condition).every(([op, v]) => operator(type, x, op, v));
}

/** Whether `row` matches `filter`, given each field's type. */
export function evaluateFilter(filter: Condition, row: Row, types: Record<string, QueryFieldType>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === '$and') return (value as Condition[]).every((f) => evaluateFilter(f, row, types));
    if (key === '$or') return (value as Condition[]).some((f) => evaluateFilter(f, row, types));
    if (key === '$not') return !evaluateFilter(value as Condition, row, types);
    const type = types[key];
    if (!type) throw new Error(`evaluator: unknown field ${key}`);
    return condition(type, (row[key] ?? null) as Value, value);
  });
}
