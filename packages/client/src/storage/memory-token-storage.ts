// Token storage in memory: tokens last as long as the page or process, as in a strategy given no storage.
import type { TokenStorage, Tokens } from '../auth/types.js';

/**
 * Keeps tokens in a variable.
 *
 * @example
 * OAuthStrategy({ clientId, tokenStorage: memoryTokenStorage() });
 */
export function memoryTokenStorage(initial?: Tokens): TokenStorage {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
  };
}
