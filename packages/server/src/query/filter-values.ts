// Checks one filter value against its field's type and binds it as a typed SQL parameter.
import type { FieldViolation, RuleType } from '@cartwright/contracts';
import { type RawBuilder, sql } from 'kysely';
import { ValidationFailure } from '../errors/app-error.js';
import type { QueryField } from './query-fields.js';

/** Most values `$in`, `$nin`, `$hasSome` and `$hasAll` accept. */
export const MAX_LIST_VALUES = 100;

/** A ValidationFailure with one violation. */
export function violation(
  field: string,
  description: string,
  violatedRule: RuleType,
  data?: FieldViolation['data'],
): ValidationFailure {
  return new ValidationFailure([{ field, description, violatedRule, ...(data ? { data } : {}) }]);
}

// Date, or date-time with a mandatory zone: without one, PostgreSQL would read it in the session's zone.
// Zone offsets stop at ±15:59, as PostgreSQL's do.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The ISO-8601 string as PostgreSQL should read it (a bare date is midnight UTC), or undefined. */
export function normalizeIsoDate(value: string): string | undefined {
  const m = ISO_8601.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second, zoneHour, zoneMinute] = m
    .slice(1)
    .map((p) => Number(p ?? 0));
  const valid =
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    zoneHour! <= 15 &&
    zoneMinute! < 60;
  if (!valid) return undefined;
  return m[4] === undefined ? `${value}T00:00:00Z` : value;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const typeName: Record<QueryField['type'], string> = {
  string: 'a string',
  number: 'a finite number or a decimal string',
  date: 'an ISO-8601 date string',
  boolean: 'a boolean',
  enum: 'a string',
  'string[]': 'a string',
};

/**
 * `value` as a parameter typed for `field` (numbers as numeric, dates as timestamptz). Strings and enum
 * values stay untyped so PostgreSQL takes the column's own type (text, varchar or an enum type).
 * Throws a ValidationFailure naming `path` when the value does not fit.
 */
export function bindValue(field: QueryField, value: unknown, path: string): RawBuilder<unknown> {
  const wrongType = () => violation(path, `must be ${typeName[field.type]}`, 'VALIDATION');
  switch (field.type) {
    case 'number':
      // 64-bit integers and decimals travel as strings (wire.md §2.3); numeric keeps them exact.
      if (
        typeof value === 'string'
          ? !DECIMAL.test(value)
          : typeof value !== 'number' || !Number.isFinite(value)
      ) {
        throw wrongType();
      }
      return sql`cast(${value} as numeric)`;
    case 'boolean':
      if (typeof value !== 'boolean') throw wrongType();
      return sql`cast(${value} as boolean)`;
    case 'date': {
      if (typeof value !== 'string') throw wrongType();
      const iso = normalizeIsoDate(value);
      if (!iso) throw violation(path, 'must be an ISO-8601 date or date-time with a zone', 'FORMAT');
      return sql`cast(${iso} as timestamptz)`;
    }
    case 'enum': {
      const allowed = field.enumValues ?? [];
      if (typeof value !== 'string' || !allowed.includes(value)) {
        throw violation(path, `must be one of ${allowed.join(', ')}`, 'INVALID_ENUM_VALUE', {
          allowed: [...allowed],
        });
      }
      return sql`${value}`;
    }
    default:
      if (typeof value !== 'string') throw wrongType();
      return sql`${value}`;
  }
}

/** The list operand of `$in`/`$hasSome`/…: an array of at most MAX_LIST_VALUES items. */
export function listOperand(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw violation(path, 'must be an array', 'VALIDATION');
  if (value.length > MAX_LIST_VALUES) {
    throw violation(path, `must have at most ${MAX_LIST_VALUES} items`, 'MAX_SIZE', {
      limit: MAX_LIST_VALUES,
    });
  }
  return value;
}

/** `value` as a LIKE pattern that matches it literally: `\`, `%` and `_` escaped with `\`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
