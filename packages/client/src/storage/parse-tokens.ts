// Reads stored token JSON defensively: a corrupt or foreign value counts as "no tokens".
import type { Tokens } from '../auth/types.js';

/** Parses `text` (URI-decoded first when `encoded`) as Tokens; undefined when missing, malformed or not token-shaped. */
export function parseTokens(text: string | null | undefined, encoded = false): Tokens | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(encoded ? decodeURIComponent(text) : text) as Partial<Tokens> | null;
    const ok = typeof value?.accessToken?.value === 'string' && typeof value.refreshToken?.value === 'string';
    return ok ? (value as Tokens) : undefined;
  } catch {
    return undefined;
  }
}
