// Filter pieces of the query builder: wire values (dates as ISO strings) and `$and` merging (wire §2.2, §2.7).
import type { Filter } from '@cartwright/contracts';

/** A filter value as it travels: dates become ISO strings, arrays are converted item by item. */
export function toWireValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWireValue);
  return value;
}

function isAndOnly(filter: Filter): filter is { $and: Filter[] } {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === '$and' && Array.isArray(filter.$and);
}

/** Combines conditions: none → undefined, one → itself, more → one `$and` with nested `$and`s flattened. */
export function andFilters(conditions: readonly Filter[]): Filter | undefined {
  const flat = conditions.flatMap((condition) => (isAndOnly(condition) ? condition.$and : [condition]));
  if (flat.length === 0) return undefined;
  return flat.length === 1 ? flat[0] : { $and: flat };
}
