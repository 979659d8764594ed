import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeChallengeOf, generateCodeVerifier, generateOAuthData } from './oauth-data.js';
import { sha256 } from './sha256.js';

describe('PKCE data', () => {
  it('derives the RFC 7636 appendix B challenge from its verifier', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('hashes like SHA-256 across block boundaries', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(128)]) {
      expect(Buffer.from(sha256(text)).toString('hex')).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('makes verifiers of 43 characters by default, and of any length from 43 to 128, from the PKCE alphabet', () => {
    expect(generateCodeVerifier()).toMatch(/^[A-Za-z0-9._~-]{43}$/);
    expect(generateCodeVerifier(128)).toMatch(/^[A-Za-z0-9._~-]{128}$/);
    expect(generateCodeVerifier(43)).not.toBe(generateCodeVerifier(43));
  });

  it.each([42, 129, 0, -1, 43.5])('refuses the length %s', (length) => {
    expect(() => generateCodeVerifier(length)).toThrow(
      `Expected a length between 43 and 128. Received ${length}.`,
    );
  });

  it('pairs the verifier with its challenge, and takes the state from a second, independent pair', () => {
    const data = generateOAuthData('https://shop.example/cb', 'https://shop.example/cart');
    expect(data.redirectUri).toBe('https://shop.example/cb');
    expect(data.originalUri).toBe('https://shop.example/cart');
    expect(data.codeChallenge).toBe(codeChallengeOf(data.codeVerifier));
    expect(data.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.state).not.toBe(data.codeChallenge);
    expect(generateOAuthData('x').state).not.toBe(data.state);
  });
});
