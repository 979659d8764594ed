// The HTTP core through app.request(): request ids, the error envelope for every failure kind, 404/405.
import { REQUEST_ID_HEADER, SYSTEM_ERROR_MESSAGE } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE_EXEMPT_PATHS } from './app.js';
import { AppError } from './errors/app-error.js';
import type { AppEnv } from './http/app-env.js';
import { bodyGuard } from './http/body-guard.js';
import { validateBody } from './http/validate-request.js';
import { createTestApp, readJson, type TestApp } from './test-support/test-app.js';

let t: TestApp;
const logged: string[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
  t = await createTestApp({ config: { bodyLimitBytes: 64 }, logger });
  const readBody = validateBody(
    Type.Object(
      { name: Type.String({ maxLength: 3 }), kind: Type.Union([Type.Literal('A'), Type.Literal('B')]) },
      { additionalProperties: false },
    ),
  );
  t.app.post('/test/echo', async (c) => c.json(await readBody(c)));
  t.app.get('/test/boom', () => {
    throw new Error('secret internals');
  });
  t.app.get('/test/conflict', () => {
    throw new AppError(409, 'ALREADY_EXISTS', 'Thing exists', { id: 't-1' });
  });
});
afterAll(() => t.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('request id', () => {
  it('is a fresh UUID on every response, errors included, and ignores the client one', async () => {
    const ok = await t.app.request('/healthz', { headers: { [REQUEST_ID_HEADER]: 'mine' } });
    const missing = await t.app.request('/nope');
    const ids = [ok, missing].map((r) => r.headers.get(REQUEST_ID_HEADER));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('logs one line per request with id, method, route, status and duration', async () => {
    const res = await t.app.request('/healthz');
    const id = res.headers.get(REQUEST_ID_HEADER);
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.requestId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', route: '/healthz', status: 200 });
    expect(typeof line.durationMs).toBe('number');
  });
});

describe('error envelope', () => {
  it('answers an unknown route with 404', async () => {
    const res = await t.app.request('/ecom/v1/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'No route for GET /ecom/v1/nothing',
      details: { applicationError: { code: 'NOT_FOUND', description: 'No route for GET /ecom/v1/nothing' } },
    });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.app.request('/healthz', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect((await readJson(res)).details.applicationError?.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await post('/test/echo', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect((await readJson(res)).details.applicationError?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts a JSON content type with a charset', async () => {
    const res = await post('/test/echo', '{"name":"ab","kind":"A"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'ab', kind: 'A' });
  });

  it('rejects a body larger than the limit by Content-Length with 413', async () => {
    const res = await post('/test/echo', '{}', { 'content-length': '65' });
    expect(res.status).toBe(413);
    expect((await readJson(res)).details.applicationError?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects a streamed body that grows past the limit with 413', async () => {
    const chunk = new TextEncoder().encode(`{"name":"${'x'.repeat(40)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('rejects malformed JSON and JSON that is not an object with 400 INVALID_ARGUMENT', async () => {
    for (const body of ['{"name":', '[1,2]', '"text"', 'null']) {
      const res = await post('/test/echo', body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).details.applicationError?.code).toBe('INVALID_ARGUMENT');
    }
  });

  it('answers validation failures with violations sorted by field', async () => {
    const res = await post('/test/echo', '{"zeta":1,"name":"long","kind":"C"}');
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
      'kind',
      'name',
      'zeta',
    ]);
    expect(body.message).toBe(
      '"kind" must be one of A, B, "name" must be at most 3 characters long, "zeta" is not allowed',
    );
  });

  it('answers an application error with its status, code, description and data', async () => {
    const res = await t.app.request('/test/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'Thing exists',
      details: {
        applicationError: { code: 'ALREADY_EXISTS', description: 'Thing exists', data: { id: 't-1' } },
      },
    });
  });

  it('answers an unknown error with 500, the request id and no internals; the stack goes to the log', async () => {
    const res = await t.app.request('/test/boom');
    const id = res.headers.get(REQUEST_ID_HEADER);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({
      message: SYSTEM_ERROR_MESSAGE,
      details: {
        applicationError: { code: 'INTERNAL', description: SYSTEM_ERROR_MESSAGE, data: { requestId: id } },
      },
    });
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.requestId === id && l.err);
    expect(line.err.stack).toContain('secret internals');
  });

  it('leaves exempt paths (the token endpoint) to parse and answer their own bodies', async () => {
    expect(ENVELOPE_EXEMPT_PATHS).toContain('/oauth2/token');
    const app = new Hono<AppEnv>()
      .use(bodyGuard({ limitBytes: 64, exemptPaths: ['/raw'] }))
      .post('/raw', async (c) => c.json({ raw: await c.req.text() }, 400));
    const res = await app.request('/raw', {
      method: 'POST',
      body: 'grant_type=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ raw: 'grant_type=x' });
  });
});
