// GET /openapi.json: valid OpenAPI 3.1, every served route in it and nothing else, one document per app.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { ApiRoutes } from '../http/api-routes.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { toOpenApiPath } from './document.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: the document is walked by path in assertions
type Doc = any;

const documentOf = async (app: { request: (path: string) => Response | Promise<Response> }) => {
  const res = await app.request('/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
};

/** `get /x/{id}` for each route Hono serves with a method of its own (middleware is method ALL). */
const servedRoutes = (app: ReturnType<typeof createApp>) =>
  new Set(
    app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`),
  );

const documentedRoutes = (doc: Doc) =>
  new Set(
    Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    ),
  );

const exampleRoutes = () =>
  new ApiRoutes({ tags: ['example'], auth: 'any' })
    .get(
      '/:id',
      {
        summary: 'Get a member',
        query: Type.Object({ id: Type.String(), paging: Type.Optional(Type.Object({})) }),
        response: Type.Object({ member: Type.Object({}) }),
        errors: [404],
      },
      (c, { query }) => c.json({ member: { id: c.req.param('id'), query } }),
    )
    .post(
      '/things/add',
      {
        summary: 'Add a thing',
        auth: 'admin',
        body: Type.Object({ lineItems: Type.Array(Type.Object({})) }),
        response: Type.Object({}),
      },
      (c, { caller, body }) => c.json({ by: caller.userId, count: body.lineItems.length }),
    ).app;

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by an OpenAPI schema validator)', async () => {
    const doc = await documentOf(createApp(t.deps));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Cartwright store API');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app serves, and no route it does not serve', async () => {
    const app = createApp(t.deps);
    const served = servedRoutes(app);
    const documented = documentedRoutes(await documentOf(app));
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    // The walk found the modules' routes at their mounted prefixes, not a handful of server routes.
    expect(served.size).toBeGreaterThan(60);
    expect(served).toContain('get /ecom/v1/carts/current');
    expect(served).toContain('get /stores-reader/v1/products/{id}');
  });

  it('belongs to one app: a route mounted on one app is not in another app of the same process', async () => {
    const one = createApp(t.deps);
    const other = createApp(t.deps);
    one.route('/examples/v1/items', exampleRoutes());
    expect(Object.keys((await documentOf(one)).paths)).toContain('/examples/v1/items/{id}');
    expect(Object.keys((await documentOf(other)).paths)).not.toContain('/examples/v1/items/{id}');
    expect(Object.keys((await documentOf(t.app)).paths)).not.toContain('/examples/v1/items/{id}');
  });

  it('describes a route at every prefix it is mounted on', async () => {
    const app = createApp(t.deps);
    app.route('/a/v1', exampleRoutes()).route('/b/v1', exampleRoutes());
    const paths = Object.keys((await documentOf(app)).paths);
    expect(paths).toEqual(expect.arrayContaining(['/a/v1/{id}', '/b/v1/{id}', '/a/v1/things/add']));
  });

  it('answers the server routes with their schemas', async () => {
    const doc = await documentOf(t.app);
    expect(doc.paths['/healthz'].get.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['status', 'database'],
    });
    expect(doc.paths['/healthz'].get.responses['503'].content['application/json'].schema.required).toEqual([
      'message',
      'details',
    ]);
  });

  it('turns path params and query fields into parameters, bodies into requestBody, auth into security', async () => {
    const app = createApp(t.deps);
    app.route('/examples/v1/items', exampleRoutes());
    const doc = await documentOf(app);
    const get = doc.paths['/examples/v1/items/{id}'].get;
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'id', in: 'query', required: true, schema: { type: 'string' } },
      {
        name: 'paging',
        in: 'query',
        required: false,
        style: 'deepObject',
        explode: true,
        schema: { type: 'object', properties: {} },
      },
    ]);
    expect(get.security).toEqual([{}, { bearer: [] }]);
    // 400 from the declared query, 401 for a token that is not valid, 404 declared.
    expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '404']);
    const post = doc.paths['/examples/v1/items/things/add'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['lineItems']);
    expect(post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(post.responses)).toEqual(['200', '400', '401', '403', '413', '415']);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves what it declares: the auth rule and the schemas are checked before the handler runs', async () => {
    const app = createApp(t.deps);
    app.route('/examples/v1/items', exampleRoutes());
    const add = await app.request('/examples/v1/items/things/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [] }),
    });
    expect(add.status).toBe(401);
    const get = await app.request('/examples/v1/items/m-1');
    expect(get.status).toBe(400);
    expect(((await get.json()) as Doc).details.validationError.fieldViolations[0]).toMatchObject({
      field: 'id',
      violatedRule: 'REQUIRED_FIELD',
    });
    const ok = await app.request('/examples/v1/items/m-1?id=m-1');
    expect(await ok.json()).toEqual({ member: { id: 'm-1', query: { id: 'm-1' } } });
  });
});
