// Form text ↔ request values: amounts stay decimal strings, datetime-local means the browser's time zone.
import { describe, expect, it } from 'vitest';
import {
  checked,
  type DraftErrors,
  localFromIso,
  optionalText,
  readAmount,
  readLocalDateTime,
  readPercent,
  readWholeNumber,
  requiredText,
} from './form-values.js';

describe('datetime-local ↔ ISO', () => {
  it('reads a local date and time as that instant in the browser time zone', () => {
    const errors: DraftErrors = {};
    expect(readLocalDateTime('2026-03-01T09:30', 'startDate', errors)).toBe(
      new Date(2026, 2, 1, 9, 30).toISOString(),
    );
    expect(readLocalDateTime('2026-03-01T09:30:15', 'startDate', errors)).toBe(
      new Date(2026, 2, 1, 9, 30, 15).toISOString(),
    );
    expect(errors).toEqual({});
  });

  it('shows an instant as local text, seconds only when it has them, and round-trips', () => {
    expect(localFromIso(new Date(2026, 11, 31, 23, 5).toISOString())).toBe('2026-12-31T23:05');
    expect(localFromIso(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02T03:04:05');
    const iso = '2026-06-01T12:00:00.000Z';
    expect(readLocalDateTime(localFromIso(iso), 'f', {})).toBe(iso);
    expect(localFromIso(undefined)).toBe('');
    expect(localFromIso('not a date')).toBe('');
  });

  it('leaves an empty time out, requires it when asked, and refuses other text', () => {
    const errors: DraftErrors = {};
    expect(readLocalDateTime('  ', 'startDate', errors)).toBeUndefined();
    expect(errors).toEqual({});
    readLocalDateTime('', 'from', errors, { required: 'Enter when the slot starts.' });
    readLocalDateTime('tomorrow', 'to', errors);
    readLocalDateTime('2026-02-30T10:00', 'at', errors);
    expect(errors).toEqual({
      from: 'Enter when the slot starts.',
      to: 'Enter a date and a time.',
      at: 'Enter a date and a time.',
    });
  });
});

describe('number readers', () => {
  it('keep amounts as the decimal text typed, never a float', () => {
    const errors: DraftErrors = {};
    expect(readAmount(' 19.99 ', 'amount', errors)).toBe('19.99');
    expect(readAmount('0.1', 'amount', errors)).toBe('0.1');
    expect(readAmount('', 'amount', errors)).toBeUndefined();
    expect(errors).toEqual({});
    readAmount('$5', 'a', errors);
    readAmount('-1', 'b', errors);
    readAmount('1,5', 'c', errors);
    readAmount('', 'd', errors, { required: 'Enter the rate.' });
    expect(Object.keys(errors)).toEqual(['a', 'b', 'c', 'd']);
    expect(errors.d).toBe('Enter the rate.');
  });

  it('read percentages as numbers and leave their range to the server', () => {
    const errors: DraftErrors = {};
    expect(readPercent('12.5', 'p', errors)).toBe(12.5);
    expect(readPercent('150', 'p', errors)).toBe(150);
    expect(errors).toEqual({});
    expect(readPercent('15%', 'p', errors)).toBeUndefined();
    expect(errors.p).toBe('Enter a number, such as 15 or 12.5.');
  });

  it('read whole numbers, refusing fractions', () => {
    const errors: DraftErrors = {};
    expect(readWholeNumber('100', 'usageLimit', errors)).toBe(100);
    expect(readWholeNumber('0', 'usageLimit', errors)).toBe(0);
    expect(readWholeNumber('1.5', 'limitPerCustomer', errors)).toBeUndefined();
    expect(errors).toEqual({ limitPerCustomer: 'Enter a whole number.' });
  });
});

describe('text and checking', () => {
  it('trims text, leaves empty optional text out, and builds the body only without messages', () => {
    const errors: DraftErrors = {};
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(' a ')).toBe('a');
    expect(requiredText(' Spring ', 'name', errors, 'Enter a name.')).toBe('Spring');
    expect(checked(errors, () => ({ ok: true }))).toEqual({ input: { ok: true }, errors: {} });
    requiredText(' ', 'name', errors, 'Enter a name.');
    let built = false;
    expect(
      checked(errors, () => {
        built = true;
        return {};
      }),
    ).toEqual({ errors: { name: 'Enter a name.' } });
    expect(built).toBe(false);
  });
});
