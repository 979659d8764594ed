// Random small catalogs and random filters over ITEM_FIELDS for the property test.
import { allowedOperators } from '../query-fields.js';
import { ITEM_FIELDS, ITEM_STATUSES, type ItemRow } from './items-table.js';
import type { Random } from './prng.js';

// Upper case before lower case under "C" but not in most locales; LIKE wildcards and the escape char.
const CHARS = ['a', 'b', 'A', 'Z', '%', '_', '\\', ' ', 'é', "'"];
const TAGS = ['x', 'y', 'z', 'X', '%'];
const COLLECTIONS = ['c1', 'c2', 'c3'];
const DAY = 86_400_000;
const BASE_DATE = Date.UTC(2024, 0, 10);

const randomString = (r: Random) => Array.from({ length: r.int(0, 3) }, () => r.pick(CHARS)).join('');
const randomPrice = (r: Random) => r.int(-8, 40) / 4;
const randomDate = (r: Random) =>
  new Date(BASE_DATE + r.int(-2, 2) * DAY + r.pick([0, 1, 999, DAY / 2, DAY - 1]));
const subset = (r: Random, items: readonly string[]) => items.filter(() => r.chance(0.4));
const orNull = <T>(r: Random, value: () => T): T | null => (r.chance(0.2) ? null : value());

/** 6 to 16 rows with every field type, NULLs, empty strings and empty arrays included. */
export function randomCatalog(r: Random): ItemRow[] {
  return Array.from({ length: r.int(6, 16) }, (_, i) => ({
    id: `item-${String(i).padStart(2, '0')}`,
    name: orNull(r, () => randomString(r)),
    price: orNull(r, () => randomPrice(r)),
    qty: orNull(r, () => r.int(-2, 5)),
    createdDate: orNull(r, () => randomDate(r)),
    active: orNull(r, () => r.chance(0.5)),
    status: orNull(r, () => r.pick(ITEM_STATUSES)),
    tags: orNull(r, () => subset(r, TAGS)),
    collectionIds: subset(r, COLLECTIONS),
  }));
}

/** A value a filter may compare the field with, often one a row holds. */
function randomOperand(r: Random, fieldName: string, rows: readonly ItemRow[]): unknown {
  const fromRow = rows.length > 0 && r.chance(0.5) ? r.pick(rows)[fieldName as keyof ItemRow] : undefined;
  switch (ITEM_FIELDS[fieldName]!.type) {
    case 'string':
      return typeof fromRow === 'string'
        ? r.chance(0.5)
          ? fromRow.slice(0, r.int(0, 2))
          : fromRow
        : randomString(r);
    case 'number': {
      const n = typeof fromRow === 'number' ? fromRow : fieldName === 'qty' ? r.int(-2, 5) : randomPrice(r);
      // Decimals may travel as strings (wire.md §2.3).
      return r.chance(0.1) ? String(n) : n;
    }
    case 'date':
      if (r.chance(0.2)) return new Date(BASE_DATE + r.int(-2, 2) * DAY).toISOString().slice(0, 10);
      return (fromRow instanceof Date ? fromRow : randomDate(r)).toISOString();
    case 'boolean':
      return r.chance(0.5);
    case 'enum':
      return r.pick(ITEM_STATUSES);
    default:
      return r.pick(fieldName === 'tags' ? TAGS : COLLECTIONS);
  }
}

const NULLABLE_OPERATORS = new Set(['$eq', '$ne', '$in', '$nin']);

function randomOperator(
  r: Random,
  fieldName: string,
  rows: readonly ItemRow[],
  depth: number,
): [string, unknown] {
  if (depth < 3 && r.chance(0.08)) return ['$not', randomCondition(r, fieldName, rows, depth + 1)];
  const op = r.pick(allowedOperators(ITEM_FIELDS[fieldName]!));
  const operand = () =>
    NULLABLE_OPERATORS.has(op) && r.chance(0.1) ? null : randomOperand(r, fieldName, rows);
  switch (op) {
    case '$exists':
    case '$isEmpty':
      return [op, r.chance(0.5)];
    case '$in':
    case '$nin':
    case '$hasSome':
    case '$hasAll':
      return [
        op,
        Array.from({ length: r.int(0, 3) }, () =>
          op.startsWith('$has') ? randomOperand(r, fieldName, rows) : operand(),
        ),
      ];
    default:
      return [op, operand()];
  }
}

function randomCondition(r: Random, fieldName: string, rows: readonly ItemRow[], depth: number): unknown {
  const roll = r.next();
  const operators = allowedOperators(ITEM_FIELDS[fieldName]!);
  if (roll < 0.1 && operators.includes('$eq')) return randomOperand(r, fieldName, rows);
  if (roll < 0.15 && operators.includes('$isEmpty')) return null;
  return Object.fromEntries(
    Array.from({ length: r.int(1, 2) }, () => randomOperator(r, fieldName, rows, depth)),
  );
}

/** A random filter tree: field conditions under up to three levels of `$and`/`$or`/`$not`. */
export function randomFilter(r: Random, rows: readonly ItemRow[], depth = 0): Record<string, unknown> {
  const roll = r.next();
  if (depth < 3 && roll < 0.15) return { $not: randomFilter(r, rows, depth + 1) };
  if (depth < 3 && roll < 0.4) {
    const children = Array.from({ length: r.int(0, 3) }, () => randomFilter(r, rows, depth + 1));
    return { [r.chance(0.5) ? '$and' : '$or']: children };
  }
  const names = Object.keys(ITEM_FIELDS);
  return Object.fromEntries(
    Array.from({ length: r.int(1, 2) }, () => {
      const name = r.pick(names);
      return [name, randomCondition(r, name, rows, depth)];
    }),
  );
}
