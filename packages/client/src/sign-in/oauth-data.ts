// PKCE data for a sign-in (wire.md §3.2): a code verifier, its S256 challenge, and a state that is the
// challenge of a second, independent verifier.
import { sha256 } from './sha256.js';

export interface OAuthData {
  /** Where the store sends the code back; `unused://` when no redirect will happen (gateway default). */
  redirectUri: string;
  /** The page to return to after the sign-in, kept for the caller. */
  originalUri: string;
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A random code verifier of `length` characters (43–128) from the PKCE alphabet. Any other length
 * throws `Expected a length between 43 and 128. Received N.`
 */
export function generateCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new RangeError(`Expected a length between 43 and 128. Received ${length}.`);
  }
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 66 characters: `% 66` over a byte is slightly uneven; 256 random bits remain far beyond guessing.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** base64url(SHA-256(verifier)) without padding (RFC 7636 §4.2). */
export function codeChallengeOf(verifier: string): string {
  let binary = '';
  for (const byte of sha256(verifier)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Fresh PKCE data for one sign-in; keep it (e.g. in sessionStorage) until the code comes back.
 * @example const data = generateOAuthData('https://shop.example/callback', location.href);
 */
export function generateOAuthData(redirectUri: string, originalUri = ''): OAuthData {
  const codeVerifier = generateCodeVerifier();
  return {
    redirectUri,
    originalUri,
    codeVerifier,
    codeChallenge: codeChallengeOf(codeVerifier),
    state: codeChallengeOf(generateCodeVerifier()),
  };
}
