import { describe, expect, it } from 'vitest';
import { modifiedFields } from './modified-fields.js';

describe('modifiedFields', () => {
  it('lists changed and new leaves under flat paths with their new values', () => {
    const before = { buyerNote: 'a', lineItems: [{ id: 'l1', quantity: 1, price: { amount: '1.00' } }] };
    const after = {
      buyerNote: 'a',
      lineItems: [
        { id: 'l1', quantity: 2, price: { amount: '1.00' } },
        { id: 'l2', quantity: 1, price: { amount: '3.00' } },
      ],
    };
    expect(modifiedFields(before, after)).toEqual({
      'lineItems[0].quantity': 2,
      'lineItems[1].id': 'l2',
      'lineItems[1].quantity': 1,
      'lineItems[1].price.amount': '3.00',
    });
  });

  it('reports removed leaves as null and empty containers as themselves', () => {
    expect(modifiedFields({ buyerNote: 'a', lineItems: [{ id: 'l1' }] }, { lineItems: [] })).toEqual({
      buyerNote: null,
      'lineItems[0].id': null,
      lineItems: [],
    });
  });

  it('leaves out ignored top-level keys and unchanged entities', () => {
    const cart = { revision: '1', updatedDate: 'x', buyerNote: 'n' };
    expect(
      modifiedFields(cart, { ...cart, revision: '2', updatedDate: 'y' }, ['revision', 'updatedDate']),
    ).toEqual({});
  });
});

/** The definition, spelt out: every leaf of both versions by path, then compared. */
function leafByLeaf(before: object, after: object, ignore: readonly string[]): Record<string, unknown> {
  const collect = (value: unknown, path: string, into: Map<string, unknown>): void => {
    if (Array.isArray(value)) {
      if (value.length === 0) into.set(path, []);
      for (const [i, item] of value.entries()) collect(item, `${path}[${i}]`, into);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value).filter(([, v]) => v !== undefined);
      if (entries.length === 0 && path) into.set(path, {});
      for (const [key, v] of entries) collect(v, path ? `${path}.${key}` : key, into);
    } else into.set(path, value);
  };
  const skip = (path: string) =>
    ignore.some((k) => path === k || path.startsWith(`${k}.`) || path.startsWith(`${k}[`));
  const old = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  collect(before, '', old);
  collect(after, '', now);
  const changed: Record<string, unknown> = {};
  for (const [path, value] of now) {
    if (!skip(path) && (!old.has(path) || JSON.stringify(old.get(path)) !== JSON.stringify(value))) {
      changed[path] = value;
    }
  }
  for (const path of old.keys()) if (!skip(path) && !now.has(path)) changed[path] = null;
  return changed;
}

/** Small random JSON-like values, often sharing structure, with undefined fields and empty containers. */
function randomValue(random: () => number, depth: number): unknown {
  const pick = random();
  if (depth === 0 || pick < 0.35) return [1, 'a', 'b', null, true, undefined, 0][Math.floor(random() * 7)];
  if (pick < 0.65)
    return Array.from({ length: Math.floor(random() * 3) }, () => randomValue(random, depth - 1));
  const value: Record<string, unknown> = {};
  for (const key of ['id', 'quantity', 'price', 'options'])
    if (random() < 0.6) value[key] = randomValue(random, depth - 1);
  return value;
}

/** A version of `value` with some of its parts changed. */
function mutate(value: unknown, random: () => number, depth: number): unknown {
  if (random() < 0.2) return randomValue(random, depth);
  if (Array.isArray(value)) {
    const copy = value.map((item) => (random() < 0.4 ? mutate(item, random, depth - 1) : item));
    if (random() < 0.2) copy.push(randomValue(random, depth - 1));
    if (random() < 0.2) copy.pop();
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = { ...value };
    for (const key of ['id', 'quantity', 'price', 'options'])
      if (random() < 0.3) copy[key] = mutate(copy[key], random, depth - 1);
    return copy;
  }
  return value;
}

describe('modifiedFields against the leaf-by-leaf definition', () => {
  it('agrees on 5,000 random pairs of versions', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 5_000; run++) {
      const before = { lineItems: randomValue(random, 4), buyerNote: randomValue(random, 1), revision: '1' };
      const after = { ...before, lineItems: mutate(before.lineItems, random, 4) };
      if (random() < 0.3) after.buyerNote = mutate(before.buyerNote, random, 1);
      if (random() < 0.5) after.revision = '2';
      const ignore = run % 2 === 0 ? ['revision'] : [];
      expect(modifiedFields(before, after, ignore), JSON.stringify({ before, after })).toEqual(
        leafByLeaf(before, after, ignore),
      );
    }
  });

  it('agrees when the first of 30 lines goes and every later line moves up a place', () => {
    const line = (i: number) => ({
      id: `l${i}`,
      quantity: 1 + (i % 3),
      price: { amount: `${i}.00`, formattedAmount: `$${i}.00` },
      descriptionLines: i % 2 ? [] : [{ name: { original: 'Size' } }],
      image: i % 5 ? { url: `/i/${i}.png`, width: 800 } : undefined,
    });
    const before = { lineItems: Array.from({ length: 30 }, (_, i) => line(i)), revision: '3' };
    const after = { lineItems: before.lineItems.slice(1), revision: '4' };
    const changes = modifiedFields(before, after, ['revision']);
    expect(changes).toEqual(leafByLeaf(before, after, ['revision']));
    expect(changes['lineItems[0].id']).toBe('l1');
    expect(changes['lineItems[29].id']).toBeNull();
  });

  it('keeps __proto__ and constructor keys as fields, never as the prototype of the result', () => {
    const before = JSON.parse('{"options":{"constructor":"a"}}');
    const after = JSON.parse('{"__proto__":{"polluted":1},"options":{"constructor":"b"}}');
    const changes = modifiedFields(before, after);
    expect(Object.keys(changes).sort()).toEqual(['__proto__.polluted', 'options.constructor']);
    expect(changes['options.constructor']).toBe('b');
    expect(modifiedFields(JSON.parse('{"__proto__":1}'), {})).toEqual(JSON.parse('{"__proto__":null}'));
    expect('polluted' in {}).toBe(false);
  });
});
