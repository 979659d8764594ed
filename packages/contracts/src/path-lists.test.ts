import { describe, expect, it } from 'vitest';
import { expandPathPattern } from './path-lists.js';

describe('expandPathPattern', () => {
  it('names every combination of its lists, in order', () => {
    expect(expandPathPattern('a.{b,c.{d,e}},f')).toEqual(['a.b', 'a.c.d', 'a.c.e', 'f']);
    expect(expandPathPattern('{x,y}.{min,max}')).toEqual(['x.min', 'x.max', 'y.min', 'y.max']);
    expect(expandPathPattern('items.*.dateValue')).toEqual(['items.*.dateValue']);
  });

  it('names no path for an empty pattern, and takes a plain path as itself', () => {
    expect(expandPathPattern('')).toEqual([]);
    expect(expandPathPattern('cart.createdDate')).toEqual(['cart.createdDate']);
  });
});
