// Descriptor + payload → URL, method and body (wire §0, §2.5).
import { MAX_QUERY_STRING_LENGTH } from '../constants.js';
import { encodeQuery, nonFiniteAsString } from './query-string.js';
import type { CallDescriptor, HttpMethod } from './types.js';

export interface BuiltRequest {
  url: string;
  method: HttpMethod;
  body?: string;
}

function readPath(payload: object, path: string): unknown {
  let value: unknown = payload;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Fills `{x}` / `{a.b}`: a missing single field becomes `undefined`, a missing dotted one stays as is (wire §0). */
export function fillPath(path: string, payload: object): string {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = readPath(payload, name);
    if (value === undefined && name.includes('.')) return whole;
    return encodeURIComponent(String(value));
  });
}

/** Builds the request a descriptor describes; the payload's path-param fields are sent too. */
export function buildRequest(host: string, descriptor: CallDescriptor, payload: object): BuiltRequest {
  const url = host.replace(/\/+$/, '') + fillPath(descriptor.path, payload);
  const { method } = descriptor;
  const json = () => JSON.stringify(payload, nonFiniteAsString);
  if (method !== 'GET' && method !== 'DELETE') return { url, method, body: json() };
  const query = encodeQuery(payload, descriptor.query);
  if (method === 'GET' && descriptor.fallback === 'POST' && query.length > MAX_QUERY_STRING_LENGTH) {
    return { url, method: 'POST', body: json() };
  }
  return { url: query ? `${url}?${query}` : url, method };
}
