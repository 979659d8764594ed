// Turns a GET/DELETE query string into the request payload (wire.md §2.5).
import { COMMON_ERROR_CODES, MAX_INPUT_DEPTH } from '@cartwright/contracts';
import { AppError } from '../errors/app-error.js';
import { forbiddenKey, isForbiddenKey } from './forbidden-keys.js';
import { parseJsonInput } from './parse-json-input.js';

/** The single parameter that carries the whole payload as base64url JSON. */
export const ENCODED_PAYLOAD_PARAM = '.r';

type Payload = Record<string, unknown>;

const badPayload = (description: string) =>
  new AppError(400, COMMON_ERROR_CODES.invalidArgument, description);

/**
 * Dotted keys become nested objects (`paging.limit=5` → `{paging:{limit:'5'}}`), repeated keys
 * arrays, and `.r=<base64url JSON>` the whole payload (plain parameters beside it are kept unless
 * `.r` names them too). Values stay strings; the route's schema converts numbers and booleans.
 * A key with a `__proto__`, `constructor` or `prototype` segment is refused (FIELD_NOT_ALLOWED), and
 * so is one with more than MAX_INPUT_DEPTH segments (400).
 */
export function decodeQuery(params: URLSearchParams): Payload {
  // No prototype: a segment the checks below missed could still only name the payload's own keys.
  const payload: Payload = Object.create(null);
  for (const key of new Set(params.keys())) {
    if (key === ENCODED_PAYLOAD_PARAM) continue;
    const values = params.getAll(key);
    setPath(payload, key, values.length > 1 ? values : values[0]);
  }
  const encoded = params.get(ENCODED_PAYLOAD_PARAM);
  return encoded === null ? payload : Object.assign(payload, decodeEncodedPayload(encoded));
}

function setPath(target: Payload, path: string, value: unknown): void {
  const keys = path.split('.');
  if (keys.length > MAX_INPUT_DEPTH) {
    throw badPayload(`Query parameter ${path.slice(0, 100)}… nests deeper than ${MAX_INPUT_DEPTH} levels`);
  }
  if (keys.some(isForbiddenKey)) throw forbiddenKey(path);
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = Object.create(null);
    node = node[key] as Payload;
  }
  node[keys.at(-1)!] = value;
}

/** Decodes `.r`: base64url (padding optional) of UTF-8 JSON that must be an object (see parseJsonInput). */
export function decodeEncodedPayload(encoded: string): Payload {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) {
    throw badPayload(`Query parameter ${ENCODED_PAYLOAD_PARAM} is not base64url`);
  }
  return parseJsonInput(
    Buffer.from(encoded, 'base64url').toString('utf8'),
    `Query parameter ${ENCODED_PAYLOAD_PARAM}`,
  );
}
