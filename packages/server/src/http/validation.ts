// Compiled TypeBox validators whose errors become the spec's field violations (wire.md §2.8).
//
// Field paths: object keys are joined with dots and array indices use brackets, as in
// `lineItems[0].quantity`; the client rewrites the leading argument name, so this is what users see.
import type { FieldViolation, RuleType } from '@cartwright/contracts';
import { type Static, type TSchema, TypeGuard } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType as E, type ValueError } from '@sinclair/typebox/errors';
import { ValidationFailure } from '../errors/app-error.js';
import { unstorableTextViolations } from './storable-text.js';
import { registerStringFormats } from './string-formats.js';

export interface Validator<T extends TSchema> {
  schema: T;
  /**
   * Returns the value typed, or throws a ValidationFailure with one violation per field. Strings (and
   * object keys) anywhere in the value, free-form maps included, must be text the database can store: no U+0000, no lone surrogate (FORMAT).
   */
  parse(value: unknown): Static<T>;
  violations(value: unknown): FieldViolation[];
}

/** Compiles `schema` once; call at module or route-declaration level, never per request. */
export function compileValidator<T extends TSchema>(schema: T): Validator<T> {
  registerStringFormats();
  const compiled = TypeCompiler.Compile(schema);
  const violations = (value: unknown) => {
    const found = compiled.Check(value) ? [] : toViolations([...compiled.Errors(value)], value);
    // Every string field shares one more format: text the database can store (no U+0000, no lone surrogate).
    const fields = new Set(found.map((v) => v.field));
    const unstorable = unstorableTextViolations(value).filter((v) => !fields.has(v.field));
    return unstorable.length === 0
      ? found
      : [...found, ...unstorable].sort((a, b) => compareFields(a.field, b.field));
  };
  return {
    schema,
    violations,
    parse(value) {
      const found = violations(value);
      if (found.length === 0) return value as Static<T>;
      throw new ValidationFailure(found);
    },
  };
}

const compareFields = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const RULES: Partial<Record<E, RuleType>> = {
  [E.ObjectRequiredProperty]: 'REQUIRED_FIELD',
  [E.ObjectAdditionalProperties]: 'FIELD_NOT_ALLOWED',
  [E.StringMaxLength]: 'MAX_LENGTH',
  [E.StringMinLength]: 'MIN_LENGTH',
  [E.NumberMaximum]: 'MAX',
  [E.NumberExclusiveMaximum]: 'MAX',
  [E.IntegerMaximum]: 'MAX',
  [E.IntegerExclusiveMaximum]: 'MAX',
  [E.NumberMinimum]: 'MIN',
  [E.NumberExclusiveMinimum]: 'MIN',
  [E.IntegerMinimum]: 'MIN',
  [E.IntegerExclusiveMinimum]: 'MIN',
  [E.ArrayMaxItems]: 'MAX_SIZE',
  [E.ObjectMaxProperties]: 'MAX_SIZE',
  [E.ArrayMinItems]: 'MIN_SIZE',
  [E.ObjectMinProperties]: 'MIN_SIZE',
  [E.StringPattern]: 'FORMAT',
  [E.StringFormat]: 'FORMAT',
  [E.StringFormatUnknown]: 'FORMAT',
  [E.Literal]: 'INVALID_ENUM_VALUE',
};

/** When one field has several errors, the most specific one is reported. */
const PRECEDENCE: RuleType[] = ['REQUIRED_FIELD', 'FIELD_NOT_ALLOWED', 'INVALID_ENUM_VALUE'];
const rank = (rule: RuleType) => {
  const index = PRECEDENCE.indexOf(rule);
  return index >= 0 ? index : rule === 'VALIDATION' ? PRECEDENCE.length + 1 : PRECEDENCE.length;
};

const enumValues = (schema: TSchema): unknown[] | undefined => {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (TypeGuard.IsUnion(schema) && schema.anyOf.every((v) => TypeGuard.IsLiteral(v))) {
    return schema.anyOf.map((v) => v.const);
  }
  return undefined;
};

function expand(error: ValueError): ValueError[] {
  if (error.type !== E.Union || enumValues(error.schema)) return [error];
  // A nullable value (X | null) that is not null: report X's own errors (a negative nullable amount is MIN).
  const nonNull = error.schema.anyOf
    .map((variant: TSchema, index: number) => ({ variant, index }))
    .filter(({ variant }: { variant: TSchema }) => !TypeGuard.IsNull(variant));
  if (error.value !== null && nonNull.length === 1)
    return [...error.errors[nonNull[0].index]!].flatMap(expand);
  // A nullable or alternative object: report the object branch's own errors when there is only one.
  const objectBranches = error.schema.anyOf
    .map((variant: TSchema, index: number) => ({ variant, index }))
    .filter(({ variant }: { variant: TSchema }) => TypeGuard.IsObject(variant));
  const isObject = typeof error.value === 'object' && error.value !== null && !Array.isArray(error.value);
  if (!isObject || objectBranches.length !== 1) return [error];
  return [...error.errors[objectBranches[0].index]!].flatMap(expand);
}

function toViolation(error: ValueError, root: unknown): FieldViolation {
  const field = fieldPath(error.path, root);
  const values = enumValues(error.schema);
  if (values || error.type === E.Literal) {
    const allowed = values ?? [error.schema.const];
    return {
      field,
      description: `must be one of ${allowed.join(', ')}`,
      violatedRule: 'INVALID_ENUM_VALUE',
      data: { allowed },
    };
  }
  const rule = RULES[error.type] ?? 'VALIDATION';
  return { field, description: describe(rule, error), violatedRule: rule, ...limitData(rule, error.schema) };
}

function describe(rule: RuleType, error: ValueError): string {
  const s = error.schema;
  switch (rule) {
    case 'REQUIRED_FIELD':
      return 'is required';
    case 'FIELD_NOT_ALLOWED':
      return 'is not allowed';
    case 'MAX_LENGTH':
      return `must be at most ${s.maxLength} characters long`;
    case 'MIN_LENGTH':
      return `must be at least ${s.minLength} characters long`;
    case 'MAX':
      return s.exclusiveMaximum !== undefined
        ? `must be less than ${s.exclusiveMaximum}`
        : `must be at most ${s.maximum}`;
    case 'MIN':
      return s.exclusiveMinimum !== undefined
        ? `must be greater than ${s.exclusiveMinimum}`
        : `must be at least ${s.minimum}`;
    case 'MAX_SIZE':
      return `must have at most ${s.maxItems ?? s.maxProperties} items`;
    case 'MIN_SIZE':
      return `must have at least ${s.minItems ?? s.minProperties} items`;
    case 'FORMAT':
      return s.format ? `must be a valid ${s.format}` : `must match ${s.pattern}`;
    default:
      return error.message.replace(/^Expected/, 'must be');
  }
}

function limitData(rule: RuleType, s: TSchema): { data?: Record<string, unknown> } {
  const limit: Partial<Record<RuleType, unknown>> = {
    MAX_LENGTH: s.maxLength,
    MIN_LENGTH: s.minLength,
    MAX: s.maximum ?? s.exclusiveMaximum,
    MIN: s.minimum ?? s.exclusiveMinimum,
    MAX_SIZE: s.maxItems ?? s.maxProperties,
    MIN_SIZE: s.minItems ?? s.minProperties,
  };
  return limit[rule] === undefined ? {} : { data: { limit: limit[rule] } };
}

/** One violation per field (the most specific), sorted by field. */
export function toViolations(errors: ValueError[], root: unknown): FieldViolation[] {
  const byField = new Map<string, FieldViolation>();
  for (const violation of errors.flatMap(expand).map((e) => toViolation(e, root))) {
    const current = byField.get(violation.field);
    if (!current || rank(violation.violatedRule) < rank(current.violatedRule)) {
      byField.set(violation.field, violation);
    }
  }
  return [...byField.values()].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** `/lineItems/0/quantity` → `lineItems[0].quantity`, using the value to tell indices from keys. */
export function fieldPath(pointer: string, root: unknown): string {
  let path = '';
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    path += Array.isArray(node) ? `[${key}]` : path ? `.${key}` : key;
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return path;
}
