// canonicalJson: one text per value whatever the key order, and the same text as JSON.stringify otherwise.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth, inside arrays too, and keeps array order', () => {
    const a = { b: [{ y: 1, x: 2 }, 3], a: { d: 'd', c: null } };
    const b = { a: { c: null, d: 'd' }, b: [{ x: 2, y: 1 }, 3] };
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":"d"},"b":[{"x":2,"y":1},3]}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('leaves undefined members out, as JSON.stringify does, and escapes keys and strings', () => {
    expect(canonicalJson({ a: undefined, 'q"': 'x\ny' })).toBe('{"q\\"":"x\\ny"}');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson('text')).toBe('"text"');
    expect(canonicalJson(1.5)).toBe('1.5');
  });

  it('parses back to the value it was given, for random nested values', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const value = (depth: number): unknown => {
      const pick = Math.floor(random() * (depth > 2 ? 3 : 5));
      if (pick === 0) return Math.floor(random() * 100);
      if (pick === 1) return `s${Math.floor(random() * 10)}`;
      if (pick === 2) return random() < 0.5;
      if (pick === 3) return Array.from({ length: Math.floor(random() * 3) }, () => value(depth + 1));
      const keys = ['k', 'a', 'zz', 'B', 'é'].filter(() => random() < 0.5);
      return Object.fromEntries(keys.map((key) => [key, value(depth + 1)]));
    };
    for (let i = 0; i < 200; i++) {
      const v = value(0);
      expect(JSON.parse(canonicalJson(v))).toEqual(v);
    }
  });
});
