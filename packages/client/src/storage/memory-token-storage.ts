// Token storage in memory: the default; tokens last as long as the page or process.
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
