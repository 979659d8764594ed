// Descriptor + payload → URL, method and body (wire §0, §2.5): the general form, and two narrower ones that
// leave the path filler and the query-string encoder out of the bundles of calls that need neither.
import { MAX_QUERY_STRING_LENGTH } from '../constants.js';
import { base64UrlJson, encodeQuery, nonFiniteAsString } from './query-string.js';
import type { CallDescriptor, HttpMethod } from './types.js';

export interface BuiltRequest {
  url: string;
  method: HttpMethod;
  body?: string;
}

/** Turns a descriptor and a payload into the request to send (`host` may end in slashes). */
export type BuildRequest = (host: string, descriptor: CallDescriptor, payload: object) => BuiltRequest;

const baseUrl = (host: string, path: string) => host.replace(/\/+$/, '') + path;
const jsonBody = (payload: object) => JSON.stringify(payload, nonFiniteAsString);

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
export const buildRequest: BuildRequest = (host, descriptor, payload) => {
  const url = baseUrl(host, fillPath(descriptor.path, payload));
  const { method } = descriptor;
  if (method !== 'GET' && method !== 'DELETE') return { url, method, body: jsonBody(payload) };
  const query = encodeQuery(payload, descriptor.query);
  if (method === 'GET' && descriptor.fallback === 'POST' && query.length > MAX_QUERY_STRING_LENGTH) {
    return { url, method: 'POST', body: jsonBody(payload) };
  }
  return { url: query ? `${url}?${query}` : url, method };
};

/** `buildRequest` for a path without params whose GET or DELETE sends no payload. */
export const fixedPathRequest: BuildRequest = (host, descriptor, payload) => {
  const url = baseUrl(host, descriptor.path);
  const { method } = descriptor;
  return method === 'GET' || method === 'DELETE' ? { url, method } : { url, method, body: jsonBody(payload) };
};

/** `buildRequest` for a GET without path params, `query: 'complex'` and `fallback: 'POST'`, whose payload nests. */
export const platformQueryRequest: BuildRequest = (host, descriptor, payload) => {
  const url = baseUrl(host, descriptor.path);
  const query = `.r=${base64UrlJson(payload)}`;
  return query.length > MAX_QUERY_STRING_LENGTH
    ? { url, method: 'POST', body: jsonBody(payload) }
    : { url: `${url}?${query}`, method: 'GET' };
};
