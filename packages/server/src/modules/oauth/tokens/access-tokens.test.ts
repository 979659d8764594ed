import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../../test-support/test-app.js';
import { issueAccessToken, type TokenSubject, verifyAccessToken } from './access-tokens.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

const TTL_MS = 3600 * 1000;

describe('verifyAccessToken with its cache of verified tokens', () => {
  const clock = movableClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock, config: { accessTokenTtlSeconds: 3600 } });
  });
  afterAll(() => t.close());

  const visitor = (): TokenSubject => ({ kind: 'visitor', id: randomUUID(), clientId: randomUUID() });

  /** Runs `work` with the clock moved by `ms`, then moves it back. */
  async function after<T>(ms: number, work: () => Promise<T>): Promise<T> {
    clock.advance(ms);
    try {
      return await work();
    } finally {
      clock.advance(-ms);
    }
  }

  it('answers the same subject on every call of a valid token', async () => {
    const subject = visitor();
    const { token } = await issueAccessToken(t.deps, subject);
    expect(await verifyAccessToken(t.deps, token)).toEqual({ ...subject, authTime: expect.any(Number) });
    expect(await verifyAccessToken(t.deps, token)).toEqual({ ...subject, authTime: expect.any(Number) });
  });

  it('refuses a cached token once the clock has passed its expiry', async () => {
    const { token } = await issueAccessToken(t.deps, visitor());
    expect(await verifyAccessToken(t.deps, token)).toBeDefined();
    expect(await after(TTL_MS, () => verifyAccessToken(t.deps, token))).toBeUndefined();
    expect(await after(TTL_MS + 60_000, () => verifyAccessToken(t.deps, token))).toBeUndefined();
    // One second before expiry it is still good.
    expect(await after(TTL_MS - 1000, () => verifyAccessToken(t.deps, token))).toBeDefined();
  });

  it('keeps refusing an expired token, asked again and again', async () => {
    const { token } = await issueAccessToken(t.deps, visitor());
    await after(TTL_MS + 1000, async () => {
      expect(await verifyAccessToken(t.deps, token)).toBeUndefined();
      expect(await verifyAccessToken(t.deps, token)).toBeUndefined();
    });
  });

  it('refuses a forged token whose genuine original is cached', async () => {
    const subject = visitor();
    const { token } = await issueAccessToken(t.deps, subject);
    expect(await verifyAccessToken(t.deps, token)).toEqual({ ...subject, authTime: expect.any(Number) });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url');
    const longerPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const forged of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${longerPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.`,
      `${token}x`,
    ]) {
      expect(await verifyAccessToken(t.deps, forged)).toBeUndefined();
      expect(await verifyAccessToken(t.deps, forged)).toBeUndefined();
    }
    expect(await verifyAccessToken(t.deps, token)).toEqual({ ...subject, authTime: expect.any(Number) });
  });

  it('refuses malformed tokens', async () => {
    for (const bad of ['', 'abc', 'a.b.c', 'x'.repeat(5000)]) {
      expect(await verifyAccessToken(t.deps, bad)).toBeUndefined();
    }
  });

  it('answers a token only for the store whose key signed it', async () => {
    const other = await createTestApp({ clock });
    try {
      const { token } = await issueAccessToken(t.deps, visitor());
      expect(await verifyAccessToken(t.deps, token)).toBeDefined();
      expect(await verifyAccessToken(other.deps, token)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('VerifiedTokenCache', () => {
  const subject: TokenSubject = { kind: 'member', id: 'm', clientId: 'c' };
  const at = (seconds: number) => new Date(seconds * 1000);

  it('holds at most maxEntries tokens, dropping the oldest first', () => {
    const cache = new VerifiedTokenCache(3);
    for (const token of ['a', 'b', 'c', 'd', 'e']) cache.set(token, subject, 100);
    expect(cache.size).toBe(3);
    expect(cache.get('a', at(0))).toBeUndefined();
    expect(cache.get('b', at(0))).toBeUndefined();
    expect(cache.get('e', at(0))).toEqual(subject);
    cache.set('e', subject, 100);
    expect(cache.size).toBe(3);
    expect(cache.get('c', at(0))).toEqual(subject);
  });

  it('stays bounded at its default size', () => {
    const cache = new VerifiedTokenCache();
    for (let i = 0; i < cache.maxEntries + 500; i++) cache.set(`token-${i}`, subject, 100);
    expect(cache.size).toBe(cache.maxEntries);
    expect(cache.maxEntries).toBe(10_000);
  });

  it('drops an entry once its expiry second has come', () => {
    const cache = new VerifiedTokenCache();
    cache.set('t', subject, 100);
    expect(cache.get('t', at(99.999))).toEqual(subject);
    expect(cache.get('t', at(100))).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('t', at(50))).toBeUndefined();
  });
});
