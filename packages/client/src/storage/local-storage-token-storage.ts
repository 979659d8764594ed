// Token storage in localStorage: a visitor keeps the same cart across reloads and tabs of one browser.
import type { TokenStorage } from '../auth/types.js';
import { parseTokens } from './parse-tokens.js';

/**
 * Keeps tokens in `localStorage[key]`. Where there is no localStorage (server-side rendering, Node)
 * it stores nothing and reads nothing.
 *
 * @example
 * OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() });
 */
export function localStorageTokenStorage(key = 'cartwright-tokens'): TokenStorage {
  // Read at each use, and through globalThis: undefined where there is none, no ReferenceError.
  const store = (): Storage | undefined => globalThis.localStorage;
  return {
    get: () => parseTokens(store()?.getItem(key)),
    set: (tokens) => store()?.setItem(key, JSON.stringify(tokens)),
  };
}
