// parseFromUrl: what the store's redirect put in the callback URL (wire.md §3.2 "Callback parsing").
import type { OAuthResponseMode } from '@cartwright/contracts';

export interface OAuthCallback {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/**
 * Reads `code`, `state`, `error` and `error_description` from the fragment (the default, as gateway clients
 * ask for) or, with `responseMode: 'query'`, from the query string of `url` (default: the page's).
 * @example const { code, state, error } = parseFromUrl(location.href, 'query');
 */
export function parseFromUrl(
  url: string = globalThis.location?.href ?? '',
  responseMode: Exclude<OAuthResponseMode, 'web_message'> = 'fragment',
): OAuthCallback {
  const parsed = new URL(url);
  const params = new URLSearchParams(responseMode === 'query' ? parsed.search : parsed.hash.slice(1));
  const read = (name: string) => params.get(name) ?? undefined;
  const result: OAuthCallback = {};
  for (const [key, name] of [
    ['code', 'code'],
    ['state', 'state'],
    ['error', 'error'],
    ['errorDescription', 'error_description'],
  ] as const) {
    const value = read(name);
    if (value !== undefined) result[key] = value;
  }
  return result;
}
