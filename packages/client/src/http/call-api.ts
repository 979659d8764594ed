// The one call mechanism every call file uses: build, authenticate, send, retry, convert, map errors; three
// ways in, one per request form, so a bundle carries only the encoders its calls use.

import type { StoreClient } from '../client/types.js';
import { errorFromResponse } from '../errors/error-from-response.js';
import { NetworkError, StoreError } from '../errors/errors.js';
import { redactSecrets } from '../errors/redact.js';
import {
  type BuildRequest,
  type BuiltRequest,
  buildRequest,
  fixedPathRequest,
  platformQueryRequest,
} from './build-request.js';
import { convertResponse } from './convert.js';
import { startDeadline } from './deadline.js';
import { retryDelay } from './retry.js';
import type { CallDescriptor, RequestOptions } from './types.js';

/**
 * One request. Only the caller's own signal goes to fetch: the timeout ends the call through the
 * deadline's race instead, because Node's fetch does costly bookkeeping for every signal it gets
 * (it was most of the client's per-call overhead). A timed-out request still runs to its end and
 * its body is read and dropped, so the connection is released.
 */
async function attempt(
  client: StoreClient,
  request: BuiltRequest,
  options: RequestOptions,
): Promise<unknown> {
  const { signal } = options;
  const headers: Record<string, string> = {
    ...client.headers,
    ...options.headers,
    ...(await client.auth.getAuthHeaders()),
  };
  const init: RequestInit = { method: request.method, headers };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = request.body;
  }
  if (signal) init.signal = signal;
  let response: Response;
  try {
    response = await client.fetch(request.url, init);
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    throw new NetworkError({ cause });
  }
  if (response.status !== 200) throw await errorFromResponse(response);
  try {
    // text() + JSON.parse is measurably faster than response.json() in Node's fetch.
    return JSON.parse(await response.text());
  } catch (cause) {
    throw new NetworkError({ cause, status: 200, response });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the request with `build`, then sends it: a build that throws rejects the call, as a send failure would. */
async function send<T>(
  build: BuildRequest,
  client: StoreClient,
  descriptor: CallDescriptor,
  payload: object = {},
  options: RequestOptions = {},
  args: unknown[] = [payload],
): Promise<T> {
  const request = build(client.host, descriptor, payload);
  const deadline = startDeadline(options.timeoutMs ?? client.timeoutMs, options.signal);
  const policy = descriptor.retry ?? (descriptor.method === 'GET' ? 'read' : 'none');
  try {
    for (let tries = 1; ; tries++) {
      try {
        const body = await deadline.race(attempt(client, request, options));
        convertResponse(body, descriptor);
        return body as T;
      } catch (error) {
        // An ended deadline has no time left, so nothing is retried after a timeout or an abort.
        const delay = tries === 1 ? retryDelay(policy, error, deadline.remaining()) : undefined;
        if (delay === undefined) throw error;
        await deadline.race(sleep(delay));
      }
    }
  } catch (error) {
    if (options.signal?.aborted && error === options.signal.reason) throw error;
    const failure = error instanceof StoreError ? error : new NetworkError({ cause: error });
    failure.args = redactSecrets(args) as unknown[];
    client.errorHandler?.(failure, { requestOptions: { url: request.url, method: request.method } });
    throw failure;
  } finally {
    deadline.done();
  }
}

/**
 * Makes one REST call as `descriptor` describes it and returns the converted JSON body.
 * Failures go to the client's `errorHandler`, then are thrown with `args` (redacted) attached;
 * an abort rethrows the caller's reason untouched.
 *
 * @example
 * const { cart } = await callApi<CartResponse>(client, { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' }, body);
 */
export function callApi<T = unknown>(
  client: StoreClient,
  descriptor: CallDescriptor,
  payload?: object,
  options?: RequestOptions,
  args?: unknown[],
): Promise<T> {
  return send(buildRequest, client, descriptor, payload, options, args);
}

/**
 * `callApi` for a call whose response holds one object under `key` (`{ member }`, `{ order }`): returns that
 * object, so call files do not each unwrap their response.
 *
 * @example
 * const member = await callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
 */
export async function callApiFor<T>(key: string, ...call: Parameters<typeof callApi>): Promise<T> {
  const response = await callApi<Record<string, T>>(...call);
  return response[key] as T;
}

/**
 * `callApi` for a descriptor whose path has no params and whose GET or DELETE sends no payload: the payload
 * is a write's JSON body. Its bundle carries neither the path filler nor the query-string encoder.
 */
export function callFixedPath<T = unknown>(
  client: StoreClient,
  descriptor: CallDescriptor,
  payload?: object,
  options?: RequestOptions,
  args?: unknown[],
): Promise<T> {
  return send(fixedPathRequest, client, descriptor, payload, options, args);
}

/**
 * `callApi` for a `query…` call (a GET with no path params, `query: 'complex'`, `fallback: 'POST'`), whose payload
 * always nests a PlatformQuery, so it always travels as `?.r=`: its bundle carries no simple-form encoder.
 */
export function callPlatformQuery<T = unknown>(
  client: StoreClient,
  descriptor: CallDescriptor,
  payload: { query: object },
  options?: RequestOptions,
  args?: unknown[],
): Promise<T> {
  return send(platformQueryRequest, client, descriptor, payload, options, args);
}
