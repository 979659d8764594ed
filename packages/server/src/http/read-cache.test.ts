// The read cache serves an answer only while the store version it was computed at is current.
import { describe, expect, it } from 'vitest';
import { StoreChanges } from '../db/store-changes.js';
import { movableClock } from '../test-support/test-app.js';
import { Expiring, ReadCache } from './read-cache.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

function counter() {
  let calls = 0;
  const compute = async () => ({ call: ++calls });
  return { compute, calls: () => calls };
}

describe('read cache', () => {
  it('answers from the cache until the store version moves', async () => {
    const version = new StoreChanges('public');
    const cache = new ReadCache(version);
    const { compute, calls } = counter();
    expect(text(await cache.json('a', compute))).toBe('{"call":1}');
    expect(text(await cache.json('a', compute))).toBe('{"call":1}');
    expect(calls()).toBe(1);
    version.bump();
    expect(text(await cache.json('a', compute))).toBe('{"call":2}');
    expect(calls()).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const cache = new ReadCache(new StoreChanges('public'));
    expect(text(await cache.json('a', async () => 'A'))).toBe('"A"');
    expect(text(await cache.json('b', async () => 'B'))).toBe('"B"');
    expect(text(await cache.json('a', async () => 'other'))).toBe('"A"');
  });

  it('does not keep an answer computed while the store changed', async () => {
    const version = new StoreChanges('public');
    const cache = new ReadCache(version);
    const { compute, calls } = counter();
    await cache.json('a', async () => {
      version.bump();
      return compute();
    });
    expect(cache.size).toBe(0);
    await cache.json('a', compute);
    await cache.json('a', compute);
    expect(calls()).toBe(2);
  });

  it('keeps nothing while changes may go unheard, and drops what it had', async () => {
    const version = new StoreChanges('public');
    const cache = new ReadCache(version);
    const { compute, calls } = counter();
    await cache.json('a', compute);
    version.setTrusted(false);
    await cache.json('a', compute);
    await cache.json('a', compute);
    expect(calls()).toBe(3);
    version.setTrusted(true);
    expect(text(await cache.json('a', compute))).toBe('{"call":4}');
  });

  it('does not keep failures: the next caller computes again', async () => {
    const cache = new ReadCache(new StoreChanges('public'));
    await expect(cache.json('a', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(text(await cache.json('a', async () => 'found'))).toBe('"found"');
  });

  it('computes once for callers asking at the same time', async () => {
    const cache = new ReadCache(new StoreChanges('public'));
    const { compute, calls } = counter();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.json('a', compute)));
    expect(calls()).toBe(1);
    expect(new Set(answers.map(text))).toEqual(new Set(['{"call":1}']));
  });

  it('counts a long key against its byte limit', async () => {
    const cache = new ReadCache(new StoreChanges('public'), { limits: { entries: 100, bytes: 1_000 } });
    await cache.json('k'.repeat(600), async () => 1);
    expect(cache.size).toBe(0);
    await cache.json('short', async () => 1);
    expect(cache.size).toBe(1);
  });

  it("drops a scope's answers when it changes, and only those", async () => {
    const changes = new StoreChanges('public');
    const cache = new ReadCache(changes);
    const { compute, calls } = counter();
    await cache.json('cart a|x', compute, 'cart:a');
    await cache.json('cart a|y', compute, 'cart:a');
    await cache.json('cart b|x', compute, 'cart:b');
    changes.scopeChanged('cart:a');
    expect(cache.size).toBe(1);
    expect(text(await cache.json('cart b|x', compute, 'cart:b'))).toBe('{"call":3}');
    expect(text(await cache.json('cart a|x', compute, 'cart:a'))).toBe('{"call":4}');
    expect(calls()).toBe(4);
  });

  it('does not keep an answer whose scope changed while it was computed', async () => {
    const changes = new StoreChanges('public');
    const cache = new ReadCache(changes);
    const { compute, calls } = counter();
    const answer = await cache.json(
      'cart a',
      async () => {
        const value = await compute();
        changes.scopeChanged('cart:a');
        return value;
      },
      'cart:a',
    );
    expect(text(answer)).toBe('{"call":1}');
    expect(cache.size).toBe(0);
    await cache.json('cart a', compute, 'cart:a');
    await cache.json('cart a', compute, 'cart:a');
    expect(calls()).toBe(2);
  });

  it('serves an answer that depends on the time only until the time it names', async () => {
    const clock = movableClock(new Date('2026-05-01T00:00:00.000Z'));
    const cache = new ReadCache(new StoreChanges('public'), { clock });
    const { compute, calls } = counter();
    const until = new Date('2026-05-01T00:00:01.000Z');
    const expiring = async () => new Expiring(await compute(), until);
    expect(text(await cache.json('a', expiring))).toBe('{"call":1}');
    clock.advance(999);
    expect(text(await cache.json('a', expiring))).toBe('{"call":1}');
    clock.advance(1);
    expect(text(await cache.json('a', expiring))).toBe('{"call":2}');
    expect(calls()).toBe(2);
  });

  it('drops the least recently used answers past its entry limit', async () => {
    const cache = new ReadCache(new StoreChanges('public'), { limits: { entries: 2, bytes: 1_000 } });
    const { compute, calls } = counter();
    await cache.json('a', compute);
    await cache.json('b', compute);
    await cache.json('a', compute);
    await cache.json('c', compute);
    expect(cache.size).toBe(2);
    await cache.json('a', compute);
    expect(calls()).toBe(3);
    await cache.json('b', compute);
    expect(calls()).toBe(4);
  });

  it('stays within its byte limit, keys included, and never keeps an answer larger than it', async () => {
    // 12 bytes of answer and 2 of key each: two do not fit in 20.
    const cache = new ReadCache(new StoreChanges('public'), { limits: { entries: 100, bytes: 20 } });
    await cache.json('a', async () => 'x'.repeat(10));
    await cache.json('b', async () => 'y'.repeat(10));
    expect(cache.size).toBe(1);
    const big = 'z'.repeat(40);
    expect(text(await cache.json('c', async () => big))).toBe(JSON.stringify(big));
    expect(cache.size).toBe(1);
  });
});
