// Form text ↔ request values for the pricing editors: trimmed text, amounts, percentages, whole numbers and
// datetime-local times. Readers record a message under the field's server path when a value cannot be sent;
// ranges and exact formats stay the server's to check, so its message is the one the admin sees.

/** Field path (as the server names it, without the request wrapper) → message. */
export type DraftErrors = Record<string, string>;

/** What turning a draft into a request body gives: the body, or the messages that stopped it. */
export interface DraftCheck<Input> {
  input?: Input;
  errors: DraftErrors;
}

/** The body when no reader recorded a message. */
export function checked<Input>(errors: DraftErrors, build: () => Input): DraftCheck<Input> {
  return Object.keys(errors).length > 0 ? { errors } : { input: build(), errors };
}

/** Trimmed text, or undefined when nothing is left (an optional field the request then leaves out). */
export function optionalText(raw: string): string | undefined {
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Trimmed text; records `message` when it is empty. */
export function requiredText(raw: string, field: string, errors: DraftErrors, message: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') errors[field] = message;
  return trimmed;
}

interface ReadOptions {
  /** The message for an empty field; without it an empty field is left out. */
  required?: string;
}

function present(raw: string, field: string, errors: DraftErrors, options: ReadOptions): string | undefined {
  const trimmed = raw.trim();
  if (trimmed === '' && options.required) errors[field] = options.required;
  return trimmed === '' ? undefined : trimmed;
}

/** A reader of one kind of value: `parse` answers undefined for text it cannot read, and `message` is recorded. */
function reader<T>(message: string, parse: (text: string) => T | undefined) {
  return (raw: string, field: string, errors: DraftErrors, options: ReadOptions = {}): T | undefined => {
    const text = present(raw, field, errors, options);
    if (text === undefined) return undefined;
    const value = parse(text);
    if (value === undefined) errors[field] = message;
    return value;
  };
}

/** A money amount or threshold as the decimal string the server takes (`"12.50"`); never a binary float. */
export const readAmount = reader('Enter an amount such as 12.50, without a currency sign.', (text) =>
  /^\d+(\.\d+)?$/.test(text) ? text : undefined,
);

/** A percentage as the number the server takes (`12.5`). */
export const readPercent = reader('Enter a number, such as 15 or 12.5.', (text) => {
  const value = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(value) ? value : undefined;
});

/** A count such as a usage limit. */
export const readWholeNumber = reader('Enter a whole number.', (text) =>
  /^-?\d+$/.test(text) ? Number(text) : undefined,
);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO instant as a `datetime-local` value in the browser's time zone (`2026-03-01T09:30`), seconds only when
 * the instant has them; '' for none.
 */
export function localFromIso(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? minutes : `${minutes}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant; undefined when empty. */
export const readLocalDateTime = reader('Enter a date and a time.', (text) => {
  // Without an offset, ECMAScript reads a date-time as local time, which is what the control shows. It also
  // rolls 30 February over into March: a date that does not read back the same was not a real one.
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text) ? new Date(text) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return localFromIso(date.toISOString()).slice(0, 16) === text.slice(0, 16) ? date.toISOString() : undefined;
});

/** A number or amount from the server as editable text ('' for none). */
export function textOf(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}
