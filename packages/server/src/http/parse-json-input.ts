// Parses request JSON (bodies, `.r=` payloads) with a nesting limit checked before anything recurses into it.
import { COMMON_ERROR_CODES, MAX_INPUT_DEPTH } from '@cartwright/contracts';
import { AppError } from '../errors/app-error.js';
import { forbiddenKey, isForbiddenKey } from './forbidden-keys.js';

const invalid = (description: string, data?: Record<string, unknown>) =>
  new AppError(400, COMMON_ERROR_CODES.invalidArgument, description, data);

/**
 * How deep `text` nests, counted in one pass over its characters without recursion; stops counting at
 * `limit + 1`. Brackets inside strings do not count. Only meaningful for text that is valid JSON.
 */
export function jsonDepth(text: string, limit = MAX_INPUT_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

/** Throws when an object anywhere in `value` has a forbidden key; `path` names it as a field. */
function refuseForbiddenKeys(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) refuseForbiddenKeys(value[i], `${path}[${i}]`);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (isForbiddenKey(key)) throw forbiddenKey(field);
    refuseForbiddenKeys(child, field);
  }
}

/**
 * Parses `text` as a JSON object. Bad JSON, a non-object, and nesting deeper than MAX_INPUT_DEPTH are
 * 400 INVALID_ARGUMENT naming `what` ("Request body"); a forbidden key (`__proto__`, …) is a
 * FIELD_NOT_ALLOWED violation. The depth is checked first, so later walks of the value may recurse.
 * @example const body = parseJsonInput('{"lineItems":[]}', 'Request body');
 */
export function parseJsonInput(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(`${what} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(`${what} must be a JSON object`);
  }
  if (jsonDepth(text) > MAX_INPUT_DEPTH) {
    throw invalid(`${what} nests deeper than ${MAX_INPUT_DEPTH} levels`, { limit: MAX_INPUT_DEPTH });
  }
  refuseForbiddenKeys(value, '');
  return value as Record<string, unknown>;
}
