// Turns a GET/DELETE query string into the request payload (wire.md §2.5).
import { COMMON_ERROR_CODES } from '@cartwright/contracts';
import { AppError } from '../errors/app-error.js';

/** The single parameter that carries the whole payload as base64url JSON. */
export const ENCODED_PAYLOAD_PARAM = '.r';

type Payload = Record<string, unknown>;

const badPayload = (description: string) =>
  new AppError(400, COMMON_ERROR_CODES.invalidArgument, description);

/**
 * Dotted keys become nested objects (`paging.limit=5` → `{paging:{limit:'5'}}`), repeated keys
 * arrays, and `.r=<base64url JSON>` the whole payload (plain parameters beside it are kept unless
 * `.r` names them too). Values stay strings; the route's schema converts numbers and booleans.
 */
export function decodeQuery(params: URLSearchParams): Payload {
  const payload: Payload = {};
  for (const key of new Set(params.keys())) {
    if (key === ENCODED_PAYLOAD_PARAM) continue;
    const values = params.getAll(key);
    setPath(payload, key.split('.'), values.length > 1 ? values : values[0]);
  }
  const encoded = params.get(ENCODED_PAYLOAD_PARAM);
  return encoded === null ? payload : { ...payload, ...decodeEncodedPayload(encoded) };
}

function setPath(target: Payload, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Payload;
  }
  node[keys.at(-1)!] = value;
}

/** Decodes `.r`: base64url (padding optional) of UTF-8 JSON that must be an object. */
export function decodeEncodedPayload(encoded: string): Payload {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) {
    throw badPayload(`Query parameter ${ENCODED_PAYLOAD_PARAM} is not base64url`);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw badPayload(`Query parameter ${ENCODED_PAYLOAD_PARAM} is not base64url-encoded JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badPayload(`Query parameter ${ENCODED_PAYLOAD_PARAM} must encode a JSON object`);
  }
  return value as Payload;
}
