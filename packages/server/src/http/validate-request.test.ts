// validateQuery/validateBody as routes use them: typed values, converted scalars, tolerated path params.
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { bodyGuard } from './body-guard.js';
import { errorHandler } from './error-handler.js';
import { validateBody, validateQuery } from './validate-request.js';

const Query = Type.Object(
  {
    paging: Type.Optional(
      Type.Object({ limit: Type.Optional(Type.Integer({ maximum: 100 })) }, { additionalProperties: false }),
    ),
    fieldsets: Type.Optional(Type.Array(Type.Union([Type.Literal('FULL'), Type.Literal('PUBLIC')]))),
    includeHidden: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const Body = Type.Object({ name: Type.String() }, { additionalProperties: false });

const readQuery = validateQuery(Query);
const readBody = validateBody(Body);
const app = new Hono<AppEnv>()
  .use(bodyGuard({ limitBytes: 1000 }))
  .get('/things/:id', (c) => c.json(readQuery(c)))
  .get('/things', (c) => c.json(readQuery(c)))
  .post('/things/:id', async (c) => c.json(await readBody(c)))
  // A route that reads the body twice, once as validateBody does and once as Hono's own reader.
  .post('/echo', async (c) => c.json({ parsed: c.get('jsonBody'), viaHono: await c.req.json() }))
  .onError(errorHandler(pino({ level: 'silent' })));

// biome-ignore lint/suspicious/noExplicitAny: assertions compare whole bodies of several shapes
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });

describe('validateQuery', () => {
  it('converts strings to the numbers, booleans and arrays the schema declares', async () => {
    const res = await app.request('/things?paging.limit=5&fieldsets=FULL&includeHidden=true');
    expect(await json(res)).toEqual({
      status: 200,
      body: { paging: { limit: 5 }, fieldsets: ['FULL'], includeHidden: true },
    });
  });

  it('decodes .r and validates what it carries', async () => {
    const r = Buffer.from(JSON.stringify({ paging: { limit: 500 } })).toString('base64url');
    const { status, body } = await json(await app.request(`/things?.r=${r}`));
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations).toEqual([
      {
        field: 'paging.limit',
        description: 'must be at most 100',
        violatedRule: 'MAX',
        data: { limit: 100 },
      },
    ]);
  });

  it('answers a broken .r with 400 INVALID_ARGUMENT', async () => {
    const { status, body } = await json(await app.request('/things?.r=not*base64'));
    expect(status).toBe(400);
    expect(body.details.applicationError.code).toBe('INVALID_ARGUMENT');
  });

  it('tolerates a path-param field repeated in the query string', async () => {
    const res = await app.request('/things/t-1?id=t-1&includeHidden=false');
    expect(await json(res)).toEqual({ status: 200, body: { includeHidden: false } });
  });

  it('still reports fields the schema does not allow', async () => {
    const { body } = await json(await app.request('/things?other=1'));
    expect(body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'other',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
  });
});

describe('validateBody', () => {
  const post = (body: string) =>
    app.request('/things/t-1', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('returns the typed body and tolerates the repeated path param', async () => {
    expect(await json(await post('{"id":"t-1","name":"Lamp"}'))).toEqual({
      status: 200,
      body: { name: 'Lamp' },
    });
  });

  it('reads the body the guard parsed, once: Hono still answers the same body after it', async () => {
    const res = await app.request('/echo', {
      method: 'POST',
      body: '{"name":"Lamp","tags":["a"]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await json(res)).toEqual({
      status: 200,
      body: {
        parsed: { name: 'Lamp', tags: ['a'] },
        viaHono: { name: 'Lamp', tags: ['a'] },
      },
    });
  });

  it('treats an empty body as {} and reports what is missing', async () => {
    const { status, body } = await json(await post(''));
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'name',
      violatedRule: 'REQUIRED_FIELD',
    });
  });
});
