// The rules for what an OAuth client registers: redirect URIs (absolute, https or http on this machine, no
// fragment; compared exactly later, so they are kept as written) and browser origins (normalized).
import type { FieldViolation } from '@cartwright/contracts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseHttpUrl(value: string): URL | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined;
}

/** https anywhere, plain http only on the developer's own machine (RFC 8252 §7.3 loopback redirects). */
export function isRedirectUri(value: string): boolean {
  const url = parseHttpUrl(value);
  if (!url || value.includes('#') || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname);
}

const ORIGIN_SHAPE = /^https?:\/\/[^/?#@]+\/?$/i;

/** `https://Shop.example:443/` → `https://shop.example`; anything with a path, query or credentials → undefined. */
export function normalizeOrigin(value: string): string | undefined {
  return ORIGIN_SHAPE.test(value) ? parseHttpUrl(value)?.origin : undefined;
}

const REDIRECT_RULE = 'must be an absolute https URL (http only on localhost) without a fragment';

/** Violations of a list of redirect URIs, named `${field}[i]`. */
export function redirectUriViolations(field: string, uris: readonly string[]): FieldViolation[] {
  return uris.flatMap((uri, i) =>
    isRedirectUri(uri)
      ? []
      : [{ field: `${field}[${i}]`, description: REDIRECT_RULE, violatedRule: 'FORMAT' }],
  );
}

/** The origins normalized and without repeats, or the violations of those that are not origins. */
export function checkOrigins(
  field: string,
  origins: readonly string[],
): { origins: string[]; violations: FieldViolation[] } {
  const violations: FieldViolation[] = [];
  const normalized = origins.map((origin, i) => {
    const value = normalizeOrigin(origin);
    if (value === undefined) {
      violations.push({
        field: `${field}[${i}]`,
        description: 'must be an origin: scheme://host[:port] with no path, query or fragment',
        violatedRule: 'FORMAT',
      });
    }
    return value ?? origin;
  });
  return { origins: [...new Set(normalized)], violations };
}
