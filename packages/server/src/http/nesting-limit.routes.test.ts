// Deeply nested input (issue #10 item 2): 400 in the envelope on every way JSON arrives, never a stack overflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../seed/demo-seed.js';
import { createTestApp, readJson, type TestApp } from '../test-support/test-app.js';

const DEPTH_ERROR = {
  message: 'Request body nests deeper than 64 levels',
  details: {
    applicationError: {
      code: 'INVALID_ARGUMENT',
      description: 'Request body nests deeper than 64 levels',
      data: { limit: 64 },
    },
  },
};
const deepBody = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStore(t.deps);
});
afterAll(() => t.close());

const post = (path: string, body: string) =>
  t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('nesting limit', () => {
  it('answers 400 with the envelope for 65, 5,000 and 400,000 levels on the unauthenticated sign-in', async () => {
    for (const depth of [65, 5_000, 400_000]) {
      const res = await post('/cartwright/v1/admin/login', deepBody(depth));
      expect(res.status, `depth ${depth}`).toBe(400);
      expect(await readJson(res)).toEqual(DEPTH_ERROR);
    }
    const normal = await post('/cartwright/v1/admin/login', '{"email":"nobody@shop.example","password":"x"}');
    expect(normal.status).toBe(401);
  });

  it('lets 64 levels through to validation', async () => {
    const res = await post('/cartwright/v1/admin/login', deepBody(63));
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.validationError).toBeDefined();
  });

  it('refuses a deep .r= payload and a deep filter in a query body', async () => {
    const filter = `${'{"$and":['.repeat(3_000)}{}${']}'.repeat(3_000)}`;
    const encoded = Buffer.from(`{"query":{"filter":${filter}}}`).toString('base64url');
    const viaGet = await t.app.request(`/v2/collections/query?.r=${encoded}`);
    expect(viaGet.status).toBe(400);
    expect((await readJson(viaGet)).message).toBe('Query parameter .r nests deeper than 64 levels');
    const viaPost = await post(
      '/stores-reader/v1/products/query-platformized',
      `{"query":{"filter":${filter}}}`,
    );
    expect(await readJson(viaPost)).toEqual(DEPTH_ERROR);
  });

  it('refuses dotted query keys past 64 segments', async () => {
    const res = await t.app.request(`/v2/collections/query?query.filter${'.$not'.repeat(200)}=1`);
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.applicationError?.code).toBe('INVALID_ARGUMENT');
  });

  it('answers the token endpoint, which parses its own body, with its RFC 6749 error', async () => {
    const res = await post('/oauth2/token', `{"grantType":"anonymous","clientId":${'['.repeat(16_000)}}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
