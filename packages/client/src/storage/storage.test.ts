// @vitest-environment happy-dom
import type { Tokens } from '@cartwright/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import { cookieString, cookieTokenStorage } from './cookie-token-storage.js';
import { localStorageTokenStorage } from './local-storage-token-storage.js';
import { memoryTokenStorage } from './memory-token-storage.js';

const tokens: Tokens = {
  accessToken: { value: 'a; b=c', expiresAt: 4_102_444_800 },
  refreshToken: { value: 'r', role: 'visitor' },
};

beforeEach(() => {
  localStorage.clear();
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies the previous test wrote.
    document.cookie = `${part.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('memoryTokenStorage', () => {
  it('returns what was set, starting from the initial value', () => {
    const storage = memoryTokenStorage();
    expect(storage.get()).toBeUndefined();
    storage.set(tokens);
    expect(storage.get()).toEqual(tokens);
  });
});

describe('localStorageTokenStorage', () => {
  it('round-trips tokens as JSON under its key', () => {
    const storage = localStorageTokenStorage('shop');
    storage.set(tokens);
    expect(JSON.parse(localStorage.getItem('shop')!)).toEqual(tokens);
    expect(storage.get()).toEqual(tokens);
    expect(localStorageTokenStorage().get()).toBeUndefined();
  });

  it('treats corrupt or foreign values as no tokens', () => {
    const storage = localStorageTokenStorage();
    localStorage.setItem('cartwright-tokens', '{not json');
    expect(storage.get()).toBeUndefined();
    localStorage.setItem('cartwright-tokens', '{"accessToken":1}');
    expect(storage.get()).toBeUndefined();
  });

  it('gives OAuthStrategy the session stored by an earlier page load', () => {
    localStorageTokenStorage().set(tokens);
    const auth = OAuthStrategy({ clientId: 'c', tokenStorage: localStorageTokenStorage() });
    expect(auth.getTokens()).toEqual(tokens);
    expect(auth.getSession()).toEqual({ kind: 'visitor' });
  });
});

describe('cookieTokenStorage', () => {
  it('round-trips tokens through document.cookie, encoding separators', () => {
    const storage = cookieTokenStorage({ name: 'sess' });
    storage.set(tokens);
    expect(document.cookie).toContain('sess=');
    expect(document.cookie).not.toContain('b=c');
    expect(storage.get()).toEqual(tokens);
    expect(cookieTokenStorage({ name: 'other' }).get()).toBeUndefined();
  });

  it('drops the cookie when its lifetime is over', () => {
    const storage = cookieTokenStorage({ days: -1 });
    storage.set(tokens);
    expect(storage.get()).toBeUndefined();
  });

  it('builds the cookie with path /, days × 86 400 000 ms, SameSite=Lax, and Secure only on https', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(cookieString('n', 'v w', 2, false, now)).toBe(
      `n=v%20w; path=/; expires=${new Date(now + 2 * 86_400_000).toUTCString()}; SameSite=Lax`,
    );
    expect(cookieString('n', 'v', 1, true, now)).toMatch(/; SameSite=Lax; Secure$/);
  });
});
