// Token storage in a first-party cookie, so a server rendering the page can read the same session.

import type { TokenStorage } from '../auth/types.js';
import { DAY_MS } from '../constants.js';
import { parseTokens } from './parse-tokens.js';

export interface CookieTokenStorageOptions {
  /** Cookie name (default `cartwright-tokens`). */
  name?: string;
  /** Lifetime in days, each 86 400 000 ms (spec §9); default 30. */
  days?: number;
}

/** The `document.cookie` assignment for one cookie: path `/`, SameSite=Lax, Secure on https. */
export function cookieString(
  name: string,
  value: string,
  days: number,
  secure: boolean,
  now = Date.now(),
): string {
  const expires = new Date(now + days * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Keeps tokens in a cookie. Where there is no `document` (server-side rendering) it is inert; pass
 * your own storage there, reading the request's cookie.
 *
 * @example
 * OAuthStrategy({ clientId, tokenStorage: cookieTokenStorage({ days: 7 }) });
 */
export function cookieTokenStorage(options: CookieTokenStorageOptions = {}): TokenStorage {
  const { name = 'cartwright-tokens', days = 30 } = options;
  const hasDocument = () => typeof document !== 'undefined';
  return {
    get() {
      if (!hasDocument()) return undefined;
      const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
      return entry ? parseTokens(entry.slice(name.length + 1), decodeURIComponent) : undefined;
    },
    set(tokens) {
      if (!hasDocument()) return;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not available in every browser.
      document.cookie = cookieString(name, JSON.stringify(tokens), days, location.protocol === 'https:');
    },
  };
}
