import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from './leading-zero-bits.js';

describe('leadingZeroBits', () => {
  it('counts whole zero bytes and the zero bits of the first other byte', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x10, 0xff]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});
