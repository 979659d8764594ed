// JSON with object keys sorted at every depth: equal values give equal text whatever their key order. Used where
// two parties must agree on one text for one value: the server's idempotency hash, the cart's line-merge rule.

/**
 * `JSON.stringify` with object keys sorted and `undefined` members left out, at every depth.
 * @example canonicalJson({ b: 1, a: { d: 2, c: 3 } }) // '{"a":{"c":3,"d":2},"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  // `JSON.stringify(undefined)` is undefined; the server has always hashed it as this text.
  return String(JSON.stringify(value));
}
