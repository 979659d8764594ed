// GET /openapi.json: an OpenAPI 3.1 document built from the described routes' schemas.
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { describeRoute, errorResponses } from './registry.js';

let t: TestApp;
beforeAll(async () => {
  describeRoute({
    method: 'get',
    path: '/members/v1/members/:id',
    summary: 'Get a member',
    tags: ['members'],
    request: { query: Type.Object({ id: Type.String(), paging: Type.Optional(Type.Object({})) }) },
    responses: { 200: Type.Object({ member: Type.Object({}) }), ...errorResponses(404) },
  });
  describeRoute({
    method: 'post',
    path: '/example/v1/things/add',
    summary: 'Add a thing',
    tags: ['example'],
    request: { body: Type.Object({ lineItems: Type.Array(Type.Object({})) }) },
    responses: { 200: Type.Object({}) },
  });
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: the document is walked by path in assertions
type Doc = any;

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document listing the server routes and the described ones', async () => {
    const res = await t.app.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Cartwright store API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/openapi.json', '/members/v1/members/{id}']),
    );
    expect(doc.paths['/healthz'].get.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['status', 'database'],
    });
    expect(doc.paths['/healthz'].get.responses['503'].content['application/json'].schema.required).toEqual([
      'message',
      'details',
    ]);
  });

  it('turns path params and query fields into parameters and bodies into requestBody', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as Doc;
    const get = doc.paths['/members/v1/members/{id}'].get;
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
    const post = doc.paths['/example/v1/things/add'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['lineItems']);
  });
});
