// The "no session" token value that logout and failed member refreshes leave behind (wire §3.1).
import type { Tokens } from '@cartwright/contracts';

/** A fresh copy of the cleared tokens. */
export function emptyTokens(): Tokens {
  return { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } };
}
