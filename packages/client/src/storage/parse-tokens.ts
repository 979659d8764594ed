// Reads stored token JSON defensively: a corrupt or foreign value counts as "no tokens".
import type { Tokens } from '../auth/types.js';

/**
 * Parses `text` (through `decode` first, when given) as Tokens; undefined when missing, malformed (`decode` throwing
 * included) or not token-shaped.
 */
export function parseTokens(
  text: string | null | undefined,
  decode?: (text: string) => string,
): Tokens | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(decode ? decode(text) : text) as Partial<Tokens> | null;
    const ok = typeof value?.accessToken?.value === 'string' && typeof value.refreshToken?.value === 'string';
    return ok ? (value as Tokens) : undefined;
  } catch {
    return undefined;
  }
}
