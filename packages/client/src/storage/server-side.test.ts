import { describe, expect, it } from 'vitest';
import { cookieTokenStorage } from './cookie-token-storage.js';
import { localStorageTokenStorage } from './local-storage-token-storage.js';

describe('browser storages during server-side rendering (no document, no localStorage)', () => {
  it('read nothing and write nothing instead of throwing', () => {
    const tokens = {
      accessToken: { value: 'a', expiresAt: 1 },
      refreshToken: { value: 'r', role: 'visitor' as const },
    };
    for (const storage of [localStorageTokenStorage(), cookieTokenStorage()]) {
      expect(() => storage.set(tokens)).not.toThrow();
      expect(storage.get()).toBeUndefined();
    }
  });
});
