// Prototype pollution through input (issue #10 item 1): every entry point refuses `__proto__`, `constructor`
// and `prototype` keys, Object.prototype is untouched afterwards, and the next normal request still works.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, CART, type CartKit, cartKit, line, ref } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, readJson, type TestApp } from '../test-support/test-app.js';

const QUERY = '/stores-reader/v1/products/query-platformized';
const PROBES = ['query', 'idempotency', 'polluted', 'x'];
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let t: TestApp;
let kit: CartKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
});
afterAll(() => t.close());
afterEach(() => {
  // A failing test must not leave the worker polluted for the tests after it.
  for (const name of PROBES) delete (Object.prototype as Record<string, unknown>)[name];
});

function expectPrototypeUntouched() {
  const leaked = Object.keys(Object.prototype).concat(PROBES.filter((name) => name in {}));
  expect(leaked).toEqual([]);
}

async function expectFieldNotAllowed(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = await readJson(res);
  expect(body.details.validationError?.fieldViolations).toEqual([
    { field, description: 'is not allowed as a key', violatedRule: 'FIELD_NOT_ALLOWED' },
  ]);
}

/** The calls the issue saw broken for everyone after one polluting request. */
async function expectStoreStillWorks() {
  const product = await kit.createProduct({ name: 'Pollution probe', priceData: { price: 5 } });
  const products = await t.app.request(QUERY);
  expect(products.status).toBe(200);
  expect(((await products.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
  expect((await t.app.request('/v2/collections/query')).status).toBe(200);
  const visitor = await kit.visitor();
  await addToCart(visitor, [line(ref(product))]);
  const checkout = await visitor('POST', `${CART}/create-checkout`, { channelType: 'WEB' });
  expect(checkout.status, await checkout.clone().text()).toBe(200);
}

describe('query string (dotted keys)', () => {
  for (const key of [
    '__proto__.query',
    '__proto__.idempotency',
    'constructor.prototype.polluted',
    'a.__proto__.x',
  ]) {
    it(`refuses ?${key}=x and leaves Object.prototype alone`, async () => {
      await expectFieldNotAllowed(await t.app.request(`${QUERY}?${key}=x`), key);
      expectPrototypeUntouched();
      await expectStoreStillWorks();
    });
  }

  it('refuses them on every route that reads its query: collections, a product by id', async () => {
    for (const path of ['/v2/collections/query', '/stores-reader/v1/products/some-id']) {
      await expectFieldNotAllowed(
        await t.app.request(`${path}?__proto__.idempotency=x`),
        '__proto__.idempotency',
      );
    }
    expectPrototypeUntouched();
  });
});

describe('.r= payload', () => {
  it('refuses a __proto__ key at any depth', async () => {
    // JSON.stringify writes an own `__proto__` key only when the object was parsed with one.
    const payload = JSON.parse('{"query":{"filter":{"__proto__":{"query":"x"}}}}');
    await expectFieldNotAllowed(
      await t.app.request(`${QUERY}?.r=${encode(payload)}`),
      'query.filter.__proto__',
    );
    expectPrototypeUntouched();
    await expectStoreStillWorks();
  });
});

describe('JSON body', () => {
  it('refuses __proto__, constructor and prototype keys with the path that holds them', async () => {
    const visitor = await kit.visitor();
    const cases: [string, string][] = [
      ['{"__proto__":{"idempotency":"x"}}', '__proto__'],
      [
        '{"lineItems":[{"quantity":1,"catalogReference":{"options":{"constructor":{"prototype":{"polluted":1}}}}}]}',
        'lineItems[0].catalogReference.options.constructor',
      ],
      ['{"lineItems":[{"prototype":1}]}', 'lineItems[0].prototype'],
    ];
    for (const [body, field] of cases) {
      await expectFieldNotAllowed(await visitor('POST', `${CART}/add-to-cart`, body), field);
    }
    const search = await t.app.request(QUERY, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":{"filter":{"__proto__":{"query":"x"}}}}',
    });
    await expectFieldNotAllowed(search, 'query.filter.__proto__');
    expectPrototypeUntouched();
    await expectStoreStillWorks();
  });

  it('refuses them on the unauthenticated admin sign-in too', async () => {
    const res = await t.app.request('/cartwright/v1/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.co","password":"x","__proto__":{"polluted":1}}',
    });
    await expectFieldNotAllowed(res, '__proto__');
    expectPrototypeUntouched();
  });
});
