import { describe, expect, it } from 'vitest';
import { s256Challenge, verifierMatches } from './pkce.js';

describe('PKCE S256', () => {
  // RFC 7636 appendix B; the brief quoted another challenge, which is not SHA-256 of this verifier.
  it('matches the RFC 7636 appendix B example', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
  });

  it('refuses a wrong verifier, a plain challenge and malformed verifiers', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(verifierMatches(`${verifier}x`, s256Challenge(verifier))).toBe(false);
    expect(verifierMatches(verifier, verifier)).toBe(false);
    expect(verifierMatches('short', s256Challenge('short'))).toBe(false);
    const tooLong = 'a'.repeat(129);
    expect(verifierMatches(tooLong, s256Challenge(tooLong))).toBe(false);
    const badChars = `${'a'.repeat(42)}+`;
    expect(verifierMatches(badChars, s256Challenge(badChars))).toBe(false);
  });
});
