// Helpers for catalog call tests: a loopback server per file, and what a recorded request carried (query string, `.r=`, JSON body).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createClient } from '../client/create-client.js';
import { type Handler, type RecordedRequest, startTestServer, type TestServer } from './test-server.js';

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

/**
 * A real loopback server for the catalog call tests, started once per file and reset before each
 * test (requests forgotten, answers back to 200 `{}`), with a client pointed at it.
 */
export function useCatalogTestServer() {
  let live: TestServer | undefined;
  const current = () => {
    if (!live) throw new Error('The test server starts in beforeAll');
    return live;
  };
  beforeAll(async () => {
    live = await startTestServer();
  });
  afterAll(() => live?.close());
  beforeEach(() => {
    current().requests.length = 0;
    current().handle(() => ({ body: {} }));
  });
  const server = {
    get origin() {
      return current().origin;
    },
    get requests() {
      return current().requests;
    },
    handle: (handler: Handler) => current().handle(handler),
  };
  return {
    server,
    client: () => createClient({ host: current().origin }),
    last: () => sent(current().requests.at(-1)!),
  };
}
