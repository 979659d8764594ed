// The QR matrix: the smallest version that fits, the fixed patterns where scanners look for them, and a
// refusal past version 40. (Decoded by a QR reader while it was written: versions 1 to 21, UTF-8 text.)
import { expect, it } from 'vitest';
import { qrMatrix } from './qr-matrix.js';

const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
const rows = (m: boolean[][], y: number, x: number) =>
  FINDER.map((_, i) =>
    (m[y + i] ?? [])
      .slice(x, x + 7)
      .map((dark) => (dark ? '#' : '.'))
      .join(''),
  );

it('picks the smallest version: 17 bytes fit version 1 at level L, 18 do not', () => {
  expect(qrMatrix('a'.repeat(17))).toHaveLength(21);
  expect(qrMatrix('a'.repeat(18))).toHaveLength(25);
  // An otpauth URI with a 32-character secret.
  const uri =
    'otpauth://totp/Store%3Aada%40shop.example?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Store&algorithm=SHA1&digits=6&period=30';
  expect(qrMatrix(uri)).toHaveLength(6 * 4 + 17);
});

it('draws the three finder patterns, the timing patterns and the dark module', () => {
  const m = qrMatrix('otpauth://totp/x')!;
  const size = m.length;
  expect(rows(m, 0, 0)).toEqual(FINDER);
  expect(rows(m, 0, size - 7)).toEqual(FINDER);
  expect(rows(m, size - 7, 0)).toEqual(FINDER);
  for (let i = 8; i < size - 8; i++) {
    expect(m[6]?.[i]).toBe(i % 2 === 0);
    expect(m[i]?.[6]).toBe(i % 2 === 0);
  }
  expect(m[size - 8]?.[8]).toBe(true);
});

it('is the same for the same text, and refuses what no version holds', () => {
  expect(qrMatrix('same text')).toEqual(qrMatrix('same text'));
  expect(qrMatrix('different')).not.toEqual(qrMatrix('same text'));
  expect(qrMatrix('a'.repeat(2953))).toHaveLength(177);
  expect(qrMatrix('a'.repeat(2954))).toBeUndefined();
});
