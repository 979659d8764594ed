import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy.js';
import { createClient } from '../client/create-client.js';
import type { ErrorHandler } from '../client/types.js';
import { ApiError, NetworkError, type StoreError, TimeoutError, ValidationError } from '../errors/errors.js';
import { envelope, startTestServer, type TestServer } from '../test-support/test-server.js';
import { callApi } from './call-api.js';
import type { CallDescriptor } from './types.js';

let server: TestServer;
const handled: { error: StoreError; url: string; method: string }[] = [];
const errorHandler: ErrorHandler = (error, { requestOptions }) => handled.push({ error, ...requestOptions });
const client = () =>
  createClient({ host: server.origin, auth: ApiKeyStrategy({ apiKey: 'key-1' }), errorHandler });

const getCart: CallDescriptor = {
  method: 'GET',
  path: '/ecom/v1/carts/current',
  dates: ['cart.createdDate'],
};
const addToCart: CallDescriptor = { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  handled.length = 0;
  server.handle(() => ({ body: {} }));
});

async function failure(promise: Promise<unknown>): Promise<StoreError> {
  return promise.then(
    () => expect.unreachable('the call should fail'),
    (error: StoreError) => error,
  );
}

describe('callApi requests', () => {
  it('sends the raw token, no body and no Content-Type on a GET, and converts the response', async () => {
    server.handle(() => ({ body: { cart: { id: 'c-1', createdDate: '2024-01-02T03:04:05.000Z' } } }));
    const result = await callApi<{ cart: { id: string; createdDate: Date } }>(client(), getCart);
    expect(result.cart).toEqual({ id: 'c-1', createdDate: new Date('2024-01-02T03:04:05.000Z') });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: '/ecom/v1/carts/current', body: '' });
    expect(request!.headers.authorization).toBe('key-1');
    expect(request!.headers['content-type']).toBeUndefined();
  });

  it('sends a JSON body with Content-Type on a POST, {} when the payload is empty, plus client headers', async () => {
    const store = createClient({ host: server.origin, headers: { 'x-store': 'demo' } });
    await callApi(store, addToCart, { lineItems: [{ quantity: 1 }] });
    await callApi(store, { method: 'POST', path: '/ecom/v1/carts/current/remove-coupon' });
    expect(server.requests.map((r) => r.body)).toEqual(['{"lineItems":[{"quantity":1}]}', '{}']);
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.headers['x-store']).toBe('demo');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("sends a call's own headers after the client's, and never lets them replace the auth header", async () => {
    const store = createClient({
      host: server.origin,
      auth: ApiKeyStrategy({ apiKey: 'key-1' }),
      headers: { 'x-store': 'demo' },
    });
    await callApi(store, addToCart, {}, { headers: { 'Idempotency-Key': 'k-1', authorization: 'forged' } });
    const { headers } = server.requests[0]!;
    expect(headers['idempotency-key']).toBe('k-1');
    expect(headers['x-store']).toBe('demo');
    expect(headers.authorization).toBe('key-1');
  });

  it('counts only 200 as success: a 201 or 204 is a system error', async () => {
    server.handle(() => ({ status: 201, body: { cart: {} } }));
    const error = await failure(callApi(client(), addToCart));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('System error occurred');
  });

  it('treats a 200 that is not JSON as a system error with its cause', async () => {
    server.handle(() => ({ body: 'not json' }));
    const error = await failure(callApi(client(), addToCart));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});

describe('callApi errors (spec §8)', () => {
  it('maps validation errors to INVALID_ARGUMENT with violations sorted by field', async () => {
    server.handle(() =>
      envelope(400, 'invalid', {
        validationError: {
          fieldViolations: [
            { field: 'lineItems', description: 'must not be empty', violatedRule: 'MIN_SIZE' },
            { field: 'couponCode', description: 'is too long', violatedRule: 'MAX_LENGTH' },
          ],
        },
      }),
    );
    const error = await failure(callApi(client(), addToCart, { lineItems: [] }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toBe('INVALID_ARGUMENT: "couponCode" is too long, "lineItems" must not be empty');
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual(['couponCode', 'lineItems']);
    expect((error as ValidationError).requestId).toBe('req-1');
  });

  it('maps application errors with code, description, data and the request id', async () => {
    server.handle(() =>
      envelope(404, 'Cart not found', {
        applicationError: {
          code: 'OWNED_CART_NOT_FOUND',
          description: 'No cart for this visitor',
          data: { a: 1 },
        },
      }),
    );
    const error = (await failure(callApi(client(), getCart))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
      description: 'No cart for this visitor',
      data: { a: 1 },
      requestId: 'req-1',
      message: 'Cart not found: No cart for this visitor',
    });
  });

  it('uses the message alone when it equals the description', async () => {
    server.handle(() =>
      envelope(409, 'Slug taken', {
        applicationError: { code: 'SLUG_ALREADY_EXISTS', description: 'Slug taken' },
      }),
    );
    expect((await failure(callApi(client(), addToCart))).message).toBe('Slug taken');
  });

  it('gives other 4xx answers the constant-cased status text as code', async () => {
    server.handle(() => ({ status: 404, body: 'gone' }));
    const error = (await failure(callApi(client(), getCart))) as ApiError;
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Not Found' });
  });

  it('falls back to known status texts when the response has none (app.request)', async () => {
    const store = createClient({ fetch: () => new Response('{}', { status: 429 }) });
    expect((await failure(callApi(store, addToCart))).code).toBe('TOO_MANY_REQUESTS');
  });

  it("maps a 5xx to 'System error occurred' with the request id", async () => {
    server.handle(() => ({
      status: 500,
      body: { message: 'boom' },
      headers: { 'x-wix-request-id': 'r-42' },
    }));
    const error = (await failure(callApi(client(), addToCart))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('System error occurred, request-id: r-42');
    expect(error).toMatchObject({ status: 500, requestId: 'r-42', code: 'SYSTEM_ERROR' });
  });

  it('maps a refused connection to a NetworkError with its cause', async () => {
    const closed = await startTestServer();
    await closed.close();
    const store = createClient({ host: closed.origin });
    const error = await failure(callApi(store, addToCart));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('System error occurred');
    expect(error.cause).toBeDefined();
  });

  it('passes each failure to errorHandler, then throws it with the redacted arguments', async () => {
    server.handle(() => envelope(400, 'bad', { applicationError: { code: 'BAD', description: 'bad' } }));
    const args = [
      { loginId: { email: 'a@b.c' }, password: 'hunter2', nested: [{ refreshToken: 'r', keep: 1 }] },
    ];
    const error = await failure(
      callApi(client(), { method: 'POST', path: '/_api/iam/authentication/v2/login' }, args[0], {}, args),
    );
    expect(error.args).toEqual([
      {
        loginId: { email: 'a@b.c' },
        password: '[redacted]',
        nested: [{ refreshToken: '[redacted]', keep: 1 }],
      },
    ]);
    expect(args[0]!.password).toBe('hunter2');
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({
      error,
      method: 'POST',
      url: `${server.origin}/_api/iam/authentication/v2/login`,
    });
  });
});

describe('callApi retries', () => {
  it('retries an idempotent read once on 503 and succeeds', async () => {
    server.handle((_, index) => (index === 0 ? { status: 503 } : { body: { cart: { id: 'c' } } }));
    const result = await callApi<{ cart: { id: string } }>(client(), getCart);
    expect(result.cart.id).toBe('c');
    expect(server.requests).toHaveLength(2);
    expect(handled).toHaveLength(0);
  });

  it('retries a read only once', async () => {
    server.handle(() => ({ status: 502 }));
    await failure(callApi(client(), getCart));
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a read on 500 or on a 4xx', async () => {
    server.handle(() => ({ status: 500 }));
    await failure(callApi(client(), getCart));
    server.handle(() => ({ status: 404 }));
    await failure(callApi(client(), getCart));
    expect(server.requests).toHaveLength(2);
  });

  it('never retries a write', async () => {
    server.handle(() => ({ status: 503 }));
    await failure(callApi(client(), addToCart));
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    server.handle((_, index) =>
      index === 0 ? { status: 503, headers: { 'retry-after': '1' } } : { body: {} },
    );
    const started = Date.now();
    await callApi(client(), getCart);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const at = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000).toUTCString();
    server.handle((_, index) =>
      index === 0 ? { status: 504, headers: { 'retry-after': at } } : { body: {} },
    );
    await callApi(client(), getCart);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at) - 50);
  });

  it('gives up at once when Retry-After is past the deadline', async () => {
    server.handle(() => ({ status: 503, headers: { 'retry-after': '120' } }));
    const started = Date.now();
    const error = await failure(callApi(client(), getCart, {}, { timeoutMs: 2000 }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  const getProductCall: CallDescriptor = {
    method: 'GET',
    path: '/stores-reader/v1/products/{id}',
    retry: 'transient',
  };

  it.each([500, 501, 503, 408])(
    "makes a second attempt after a %i under the 'transient' policy (getProduct, queryProducts)",
    async (status) => {
      server.handle((_, index) => (index === 0 ? { status } : { body: { product: { id: 'p' } } }));
      await expect(callApi(client(), getProductCall, { id: 'p' })).resolves.toEqual({ product: { id: 'p' } });
      expect(server.requests.map((r) => r.url)).toEqual([
        '/stores-reader/v1/products/p?id=p',
        '/stores-reader/v1/products/p?id=p',
      ]);
    },
  );

  it.each([400, 401, 403, 404, 409, 429])(
    "never repeats a %i under the 'transient' policy",
    async (status) => {
      server.handle(() => ({ status }));
      const error = await failure(callApi(client(), getProductCall, { id: 'p' }));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(status);
      expect(server.requests).toHaveLength(1);
    },
  );

  it("makes a second attempt after a network error under the 'transient' policy", async () => {
    let calls = 0;
    const store = createClient({
      fetch: async () => {
        calls++;
        if (calls === 1) throw new TypeError('fetch failed');
        return Response.json({ product: { id: 'p' } });
      },
    });
    await expect(callApi(store, getProductCall, { id: 'p' })).resolves.toEqual({ product: { id: 'p' } });
    expect(calls).toBe(2);
  });
});

describe('callApi timeouts and aborts', () => {
  it('raises TimeoutError after timeoutMs and does not retry', async () => {
    server.handle(() => ({ delayMs: 500, body: {} }));
    const error = await failure(callApi(client(), getCart, {}, { timeoutMs: 100 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.code).toBe('TIMEOUT');
    expect(handled.map((h) => h.error)).toEqual([error]);
    expect(server.requests).toHaveLength(1);
  });

  it("uses the client's default timeout", async () => {
    server.handle(() => ({ delayMs: 500, body: {} }));
    const store = createClient({ host: server.origin, timeoutMs: 50 });
    expect(await failure(callApi(store, addToCart))).toBeInstanceOf(TimeoutError);
  });

  it('times out even when the fetch ignores the signal', async () => {
    const store = createClient({ fetch: () => new Promise<Response>(() => undefined) });
    expect(await failure(callApi(store, addToCart, {}, { timeoutMs: 30 }))).toBeInstanceOf(TimeoutError);
  });

  it("re-raises the caller's abort reason untouched and skips errorHandler", async () => {
    server.handle(() => ({ delayMs: 500, body: {} }));
    const controller = new AbortController();
    const reason = new Error('user left the page');
    setTimeout(() => controller.abort(reason), 30);
    await expect(callApi(client(), getCart, {}, { signal: controller.signal })).rejects.toBe(reason);
    expect(handled).toHaveLength(0);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(callApi(client(), getCart, {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests).toHaveLength(0);
  });
});
