// GET/DELETE payload → query string: dotted keys and repeated keys, or one `.r=<base64url JSON>` (wire §2.5).

/** How a call encodes its GET/DELETE payload: always simple, or `complex` (switches to `.r=` when nested). */
export type QueryForm = 'simple' | 'complex';

/** A value that goes into a query string as is: not an object, or a date. */
const isScalar = (value: unknown) => typeof value !== 'object' || value instanceof Date;

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function flatten(value: unknown, prefix: string, out: [string, unknown][]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) if (item !== undefined && item !== null) out.push([prefix, item]);
  } else if (!isScalar(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else out.push([prefix, value]);
}

/** base64url of the UTF-8 JSON, without padding. */
export function base64UrlJson(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value, nonFiniteAsString))) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** JSON replacer: NaN and ±Infinity travel as the strings "NaN", "Infinity", "-Infinity" (wire §2.3). */
export function nonFiniteAsString(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

/** Encodes a payload as a query string without the leading `?` (empty when there is nothing to send). */
export function encodeQuery(payload: object, form: QueryForm = 'simple'): string {
  const pairs: [string, unknown][] = [];
  flatten(payload, '', pairs);
  const nested = pairs.some(([key, value]) => key.includes('.') || !isScalar(value));
  if (form === 'complex' && nested) return `.r=${base64UrlJson(payload)}`;
  const params = new URLSearchParams();
  // In simple form an object inside an array has no key to go under, so it is dropped (as gateway clients do).
  for (const [key, value] of pairs) if (isScalar(value)) params.append(key, scalar(value));
  return params.toString();
}
