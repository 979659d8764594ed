// @vitest-environment happy-dom
// The QR code the two-step setup shows: an image named by its label, the smallest version that fits with the
// quiet zone around it, the fixed patterns where scanners look for them, and nothing past version 40.
// (The matrix is uqr's; these are the checks the hand-written encoder had, now on what the screen draws.)
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { QrCode } from './qr-code.js';

afterEach(cleanup);

const QUIET_ZONE = 4;

/** The drawn code as rows of dark (true) and light modules, without the quiet zone. */
function drawn(text: string): boolean[][] | undefined {
  const { container } = render(<QrCode text={text} label="QR code of the setup key" />);
  const svg = container.querySelector('svg');
  if (!svg) return undefined;
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]) - QUIET_ZONE * 2;
  const m = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+),(\d+)/g)) {
    (m[Number(y) - QUIET_ZONE] as boolean[])[Number(x) - QUIET_ZONE] = true;
  }
  cleanup();
  return m;
}

const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
const rows = (m: boolean[][], y: number, x: number) =>
  FINDER.map((_, i) =>
    (m[y + i] ?? [])
      .slice(x, x + 7)
      .map((dark) => (dark ? '#' : '.'))
      .join(''),
  );

it('is an image named by its label', () => {
  render(<QrCode text="otpauth://totp/x" label="QR code of the setup key" />);
  expect(screen.getByRole('img', { name: 'QR code of the setup key' }).tagName.toLowerCase()).toBe('svg');
});

it('picks the smallest version: 17 bytes fit version 1 at level L, 18 do not', () => {
  expect(drawn('a'.repeat(17))).toHaveLength(21);
  expect(drawn('a'.repeat(18))).toHaveLength(25);
  // An otpauth URI with a 32-character secret.
  const uri =
    'otpauth://totp/Store%3Aada%40shop.example?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Store&algorithm=SHA1&digits=6&period=30';
  expect(drawn(uri)).toHaveLength(6 * 4 + 17);
});

it('draws the three finder patterns, the timing patterns and the dark module', () => {
  const m = drawn('otpauth://totp/x')!;
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

it('is the same for the same text, and draws nothing for what no version holds', () => {
  expect(drawn('same text')).toEqual(drawn('same text'));
  expect(drawn('different')).not.toEqual(drawn('same text'));
  expect(drawn('a'.repeat(2953))).toHaveLength(177);
  expect(drawn('a'.repeat(2954))).toBeUndefined();
});
