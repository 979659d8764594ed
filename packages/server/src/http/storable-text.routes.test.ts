// Text the database cannot store (issue #10 item 3): U+0000 and lone surrogates are a FORMAT violation in
// the envelope, never the database's 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, type CartKit, cartKit } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, readJson, type TestApp } from '../test-support/test-app.js';
import { LONE_SURROGATE_DESCRIPTION, NUL_DESCRIPTION } from './storable-text.js';

let t: TestApp;
let kit: CartKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
});
afterAll(() => t.close());

async function expectNulViolation(res: Response, field: string, description = NUL_DESCRIPTION) {
  const body = await readJson(res);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.details.validationError?.fieldViolations).toContainEqual({
    field,
    description,
    violatedRule: 'FORMAT',
  });
}

describe('NUL characters', () => {
  it('in a path id or slug: a FORMAT violation of that param', async () => {
    await expectNulViolation(await t.app.request('/v2/collections/%00'), 'id');
    await expectNulViolation(await t.app.request('/stores-reader/v2/collections/slug/a%00b'), 'slug');
    await expectNulViolation(await t.app.request('/stores-reader/v1/products/%00'), 'id');
    await expectNulViolation(await kit.admin('PATCH', '/stores/v1/products/x%00', { product: {} }), 'id');
    await expectNulViolation(await kit.admin('DELETE', '/cartwright/v1/coupons/%00'), 'id');
    await expectNulViolation(await t.app.request('/no/such/%00/route'), 'path');
  });

  it('in a filter value, a filter key or a .r= payload', async () => {
    const query = '/stores-reader/v1/products/query-platformized';
    const post = (body: string) =>
      t.app.request(query, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await expectNulViolation(await post('{"query":{"filter":{"name":"\\u0000"}}}'), 'query.filter.name');
    await expectNulViolation(
      await post('{"query":{"filter":{"na\\u0000me":"x"}}}'),
      'query.filter.na\u0000me',
    );
    const encoded = Buffer.from('{"query":{"filter":{"name":{"$startsWith":"a\\u0000"}}}}').toString(
      'base64url',
    );
    await expectNulViolation(
      await t.app.request(`/v2/collections/query?.r=${encoded}`),
      'query.filter.name.$startsWith',
    );
    await expectNulViolation(await t.app.request(`${query}?query.filter.name=%00`), 'query.filter.name');
  });

  it('in a body string, also inside free-form maps, and in the sign-in e-mail', async () => {
    const visitor = await kit.visitor();
    const lines = [
      { quantity: 1, catalogReference: { appId: 'x', catalogItemId: 'p', options: { 'Size\u0000': 'M' } } },
    ];
    await expectNulViolation(
      await visitor('POST', `${CART}/add-to-cart`, { lineItems: lines }),
      'lineItems[0].catalogReference.options.Size\u0000',
    );
    await expectNulViolation(
      await kit.admin('POST', '/stores/v1/products', {
        product: { name: 'Mug\u0000', productType: 'physical' },
      }),
      'product.name',
    );
    const signIn = await t.app.request('/cartwright/v1/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a\u0000@b.co', password: 'secret' }),
    });
    const body = await readJson(signIn);
    expect(signIn.status).toBe(400);
    expect(body.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['email']);
  });

  it('a lone surrogate in a body string: also a FORMAT violation (the fuzz test found it as a 500)', async () => {
    const visitor = await kit.visitor();
    const body = '{"cartInfo":{"buyerNote":"a\\ud800","contactInfo":{"numberOfProducts":"\\udfffb"}}}';
    const res = await visitor('PATCH', CART, body);
    const answer = await readJson(res);
    expect(res.status, JSON.stringify(answer)).toBe(400);
    expect(answer.details.validationError?.fieldViolations).toContainEqual({
      field: 'cartInfo.buyerNote',
      description: LONE_SURROGATE_DESCRIPTION,
      violatedRule: 'FORMAT',
    });
    expect((await visitor('PATCH', CART, { cartInfo: { buyerNote: 'fine 😀' } })).status).toBe(200);
  });

  it('in the token request: an RFC 6749 error, not a 500', async () => {
    for (const body of [
      { grantType: 'anonymous', clientId: 'a\u0000' },
      { grantType: 'refresh_token', refreshToken: 'r\u0000' },
      { grantType: 'x\u0000' },
    ]) {
      const res = await t.app.request('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(await res.json()).toHaveProperty('error');
    }
  });

  it('leaves the store working for the next normal request', async () => {
    expect((await t.app.request('/v2/collections/query')).status).toBe(200);
    expect((await t.app.request('/stores-reader/v1/products/query-platformized')).status).toBe(200);
  });
});
