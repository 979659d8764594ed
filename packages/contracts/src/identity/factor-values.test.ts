// The recovery code as typed: one written form whatever the case, spacing, hyphen or a misread O, I or L; and
// nothing for what cannot be a code.
import { expect, it } from 'vitest';
import { normalRecoveryCode, RECOVERY_CODE_ALPHABET } from './factor-values.js';

it('writes a typed code as XXXX-XXXX, reading O, I and L as 0, 1 and 1', () => {
  expect(normalRecoveryCode('K7PQ-2MZD')).toBe('K7PQ-2MZD');
  expect(normalRecoveryCode(' k7pq 2mzd ')).toBe('K7PQ-2MZD');
  expect(normalRecoveryCode('k7pq2mzd')).toBe('K7PQ-2MZD');
  expect(normalRecoveryCode('O1IL-oil0')).toBe('0111-0110');
});

it('refuses what is no code: too short or long, letters outside the alphabet, anything huge', () => {
  for (const wrong of [
    '',
    'K7PQ-2MZ',
    'K7PQ-2MZDX',
    'K7PQ-2MZU',
    'K7PQ_2MZD',
    '123456',
    `${'A'.repeat(8)}${' '.repeat(40)}`,
  ]) {
    expect(normalRecoveryCode(wrong), wrong).toBeUndefined();
  }
});

it('has 32 distinct characters, so eight of them carry 40 bits', () => {
  expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(32);
  expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  for (const c of RECOVERY_CODE_ALPHABET)
    expect(normalRecoveryCode(c.repeat(8))).toBe(`${c.repeat(4)}-${c.repeat(4)}`);
});
