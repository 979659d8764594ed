// The store-admin pricing calls against a loopback server: exact requests, answers as sent, errors, no retried writes.
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy.js';
import { createClient } from '../client/create-client.js';
import { isNetworkError, isValidationError } from '../errors/guards.js';
import { useCatalogTestServer } from '../test-support/catalog-requests.js';
import { envelope } from '../test-support/test-server.js';
import {
  createCoupon,
  createDiscountRule,
  createShippingRegion,
  createTaxRegion,
  deleteCoupon,
  deleteDiscountRule,
  deleteShippingRegion,
  deleteTaxRegion,
  getCoupon,
  getDiscountRule,
  getShippingRegion,
  getTaxRegion,
  getTaxSettings,
  listCoupons,
  listDiscountRules,
  listShippingRegions,
  listTaxRegions,
  pricing,
  updateCoupon,
  updateDiscountRule,
  updateShippingRegion,
  updateTaxRegion,
  updateTaxSettings,
} from './index.js';

const { server, client, last } = useCatalogTestServer();

const coupon = { code: 'SUMMER10', name: 'Summer', type: 'PERCENT_OFF' as const, percentOff: 10 };
const rule = {
  name: 'Spring',
  discountType: 'PERCENTAGE' as const,
  percentage: 15,
  scope: 'ALL_ITEMS' as const,
};
const shippingRegion = {
  name: 'US',
  destinations: [{ country: 'US', subdivisions: ['US-CA'] }],
  options: [{ code: 'standard', title: 'Standard', rate: '5.00', freeOver: '50.00' }],
};
const taxRegion = {
  name: 'California',
  country: 'US',
  subdivision: 'US-CA',
  taxShipping: false,
  rates: [{ jurisdictionType: 'STATE' as const, jurisdictionName: 'CA', rate: '7.25' }],
};

type Case = [name: string, call: () => Promise<unknown>, expected: object];

/** The five calls of one resource and the requests they must send. */
function resourceCases(
  path: string,
  key: string,
  input: object,
  calls: {
    create: (input: never) => Promise<unknown>;
    list: (paging?: { limit?: number; offset?: number }) => Promise<unknown>;
    get: (id: string) => Promise<unknown>;
    update: (id: string, input: never) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  },
  names: string[],
): Case[] {
  const [create, list, get, update, remove] = names as [string, string, string, string, string];
  return [
    [create, () => calls.create(input as never), { method: 'POST', path, body: { [key]: input } }],
    [
      list,
      () => calls.list({ limit: 20, offset: 40 }),
      { method: 'GET', path, params: { limit: '20', offset: '40' } },
    ],
    [get, () => calls.get('id 1'), { method: 'GET', path: `${path}/id%201`, params: { id: 'id 1' } }],
    [
      update,
      () => calls.update('id-1', input as never),
      { method: 'PUT', path: `${path}/id-1`, body: { id: 'id-1', [key]: input } },
    ],
    [remove, () => calls.remove('id-1'), { method: 'DELETE', path: `${path}/id-1`, params: { id: 'id-1' } }],
  ];
}

const cases: Case[] = [
  ...resourceCases(
    '/cartwright/v1/coupons',
    'coupon',
    coupon,
    {
      create: (input) => createCoupon(client(), input),
      list: (paging) => listCoupons(client(), paging),
      get: (id) => getCoupon(client(), id),
      update: (id, input) => updateCoupon(client(), id, input),
      remove: (id) => deleteCoupon(client(), id),
    },
    ['createCoupon', 'listCoupons', 'getCoupon', 'updateCoupon', 'deleteCoupon'],
  ),
  ...resourceCases(
    '/cartwright/v1/discount-rules',
    'discountRule',
    rule,
    {
      create: (input) => createDiscountRule(client(), input),
      list: (paging) => listDiscountRules(client(), paging),
      get: (id) => getDiscountRule(client(), id),
      update: (id, input) => updateDiscountRule(client(), id, input),
      remove: (id) => deleteDiscountRule(client(), id),
    },
    [
      'createDiscountRule',
      'listDiscountRules',
      'getDiscountRule',
      'updateDiscountRule',
      'deleteDiscountRule',
    ],
  ),
  ...resourceCases(
    '/cartwright/v1/shipping-regions',
    'shippingRegion',
    shippingRegion,
    {
      create: (input) => createShippingRegion(client(), input),
      list: (paging) => listShippingRegions(client(), paging),
      get: (id) => getShippingRegion(client(), id),
      update: (id, input) => updateShippingRegion(client(), id, input),
      remove: (id) => deleteShippingRegion(client(), id),
    },
    [
      'createShippingRegion',
      'listShippingRegions',
      'getShippingRegion',
      'updateShippingRegion',
      'deleteShippingRegion',
    ],
  ),
  ...resourceCases(
    '/cartwright/v1/tax-regions',
    'taxRegion',
    taxRegion,
    {
      create: (input) => createTaxRegion(client(), input),
      list: (paging) => listTaxRegions(client(), paging),
      get: (id) => getTaxRegion(client(), id),
      update: (id, input) => updateTaxRegion(client(), id, input),
      remove: (id) => deleteTaxRegion(client(), id),
    },
    ['createTaxRegion', 'listTaxRegions', 'getTaxRegion', 'updateTaxRegion', 'deleteTaxRegion'],
  ),
  ['getTaxSettings', () => getTaxSettings(client()), { method: 'GET', path: '/cartwright/v1/tax-settings' }],
  [
    'updateTaxSettings',
    () => updateTaxSettings(client(), { taxIncludedInPrices: true }),
    {
      method: 'PUT',
      path: '/cartwright/v1/tax-settings',
      body: { taxSettings: { taxIncludedInPrices: true } },
    },
  ],
];

describe('pricing calls: requests', () => {
  it.each(cases)('%s sends the method, path and payload', async (_name, call, expected) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(last()).toEqual({ params: {}, ...expected });
  });

  it('lists without paging send no query string', async () => {
    await listCoupons(client());
    await listTaxRegions(client());
    expect(server.requests.map((r) => r.url)).toEqual([
      '/cartwright/v1/coupons',
      '/cartwright/v1/tax-regions',
    ]);
  });

  it('every call is in the pricing module and binds to a client with its API key', async () => {
    expect(Object.keys(pricing).sort()).toEqual(cases.map(([name]) => name).sort());
    const admin = createClient({
      host: server.origin,
      auth: ApiKeyStrategy({ apiKey: 'admin-key' }),
      modules: { pricing },
    });
    await admin.pricing.getTaxSettings();
    expect(server.requests[0]!.headers.authorization).toBe('admin-key');
  });
});

describe('pricing calls: answers', () => {
  const stored = {
    id: 'cp-1',
    createdDate: '2024-01-02T03:04:05.000Z',
    updatedDate: '2024-01-02T03:04:05.000Z',
    ...coupon,
    startDate: '2024-06-01T00:00:00.000Z',
    active: true,
    timesUsed: 0,
  };

  it('create, get and update return the entity as sent, timestamps left as ISO strings', async () => {
    server.handle(() => ({ body: { coupon: stored } }));
    expect(await createCoupon(client(), coupon)).toEqual(stored);
    expect(await getCoupon(client(), 'cp-1')).toEqual(stored);
    expect(await updateCoupon(client(), 'cp-1', coupon)).toEqual(stored);
  });

  it('lists return the whole page with its metadata; delete resolves to undefined', async () => {
    const page = { coupons: [stored], metadata: { count: 1, offset: 0, total: 1 } };
    server.handle(() => ({ body: page }));
    expect(await listCoupons(client(), { limit: 1 })).toEqual(page);
    server.handle(() => ({ body: {} }));
    await expect(deleteCoupon(client(), 'cp-1')).resolves.toBeUndefined();
  });

  it('tax settings come back unwrapped', async () => {
    server.handle(() => ({ body: { taxSettings: { taxIncludedInPrices: false } } }));
    expect(await getTaxSettings(client())).toEqual({ taxIncludedInPrices: false });
    expect(await updateTaxSettings(client(), { taxIncludedInPrices: false })).toEqual({
      taxIncludedInPrices: false,
    });
  });
});

describe('pricing calls: failures', () => {
  it('a refused input is a ValidationError with the call arguments attached', async () => {
    server.handle(() =>
      envelope(400, 'invalid', {
        validationError: {
          fieldViolations: [
            { field: 'coupon.code', description: 'must match the pattern', violatedRule: 'FORMAT' },
          ],
        },
      }),
    );
    const failure = await createCoupon(client(), { ...coupon, code: 'bad code' }).catch((e: unknown) => e);
    expect(isValidationError(failure)).toBe(true);
    expect(failure).toMatchObject({
      message: 'INVALID_ARGUMENT: "coupon.code" must match the pattern',
      // `code` keys are redacted in error arguments (they hold OAuth codes elsewhere; coupon codes are secrets too).
      args: [{ ...coupon, code: '[redacted]' }],
    });
  });

  it('an unknown id is an ApiError with the server code', async () => {
    server.handle(() =>
      envelope(404, 'gone', { applicationError: { code: 'COUPON_NOT_FOUND', description: 'gone' } }),
    );
    await expect(getCoupon(client(), 'nope')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'COUPON_NOT_FOUND',
      status: 404,
    });
  });

  it('writes are tried once; reads once more after a 503', async () => {
    server.handle((_request, index) =>
      index === 0 ? { status: 503, body: {} } : { body: { taxRegion: {} } },
    );
    await expect(createTaxRegion(client(), taxRegion)).rejects.toSatisfy(isNetworkError);
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    server.handle((_request, index) =>
      index === 0 ? { status: 503, body: {} } : { body: { taxRegion: { id: 'tr-1' } } },
    );
    expect(await getTaxRegion(client(), 'tr-1')).toEqual({ id: 'tr-1' });
    expect(server.requests).toHaveLength(2);
  });
});
