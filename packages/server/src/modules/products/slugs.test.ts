import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify } from './slugs.js';

describe('slugs', () => {
  it('are lowercase ASCII words joined by single hyphens', () => {
    expect(slugify('  Crème Brûlée — Mug!! ')).toBe('creme-brulee-mug');
    expect(slugify('T-Shirt (XL) 2024')).toBe('t-shirt-xl-2024');
    expect(slugify('日本')).toBe('product');
    expect(slugify('a'.repeat(200)).length).toBeLessThanOrEqual(92);
  });

  it('take the next free number on collision', () => {
    expect(nextFreeSlug('mug', [])).toBe('mug');
    expect(nextFreeSlug('mug', ['mug'])).toBe('mug-2');
    expect(nextFreeSlug('mug', ['mug', 'mug-2', 'mug-4'])).toBe('mug-3');
  });
});
