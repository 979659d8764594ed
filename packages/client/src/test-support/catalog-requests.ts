// Helpers for catalog call tests: read back what a recorded request carried (query string, `.r=`, JSON body).
import type { RecordedRequest } from './test-server.js';

export interface SentRequest {
  method: string;
  path: string;
  /** Plain query parameters, repeated keys as arrays. */
  params: Record<string, string | string[]>;
  /** The decoded `.r=` parameter, when sent. */
  r?: unknown;
  /** The parsed JSON body, when sent. */
  body?: unknown;
}

/** Splits a recorded request into what a server would read from it. */
export function sent(request: RecordedRequest): SentRequest {
  const url = new URL(request.url, 'http://x');
  const params: Record<string, string | string[]> = {};
  let r: unknown;
  for (const [key, value] of url.searchParams) {
    if (key === '.r') r = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    else {
      const previous = params[key];
      params[key] = previous === undefined ? value : [previous, value].flat();
    }
  }
  const result: SentRequest = { method: request.method, path: url.pathname, params };
  if (r !== undefined) result.r = r;
  if (request.body) result.body = JSON.parse(request.body);
  return result;
}
