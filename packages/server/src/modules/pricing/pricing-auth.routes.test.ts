// Who may call the pricing admin routes: only admins (an admin token or an API key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type CallerName, jsonRequest } from '../products/test-support/catalog-callers.js';
import { type PricingTestKit, pricingTestKit } from './test-support/pricing-requests.js';

let t: TestApp;
let kit: PricingTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await pricingTestKit(t);
});
afterAll(() => t.close());

const bodies: Record<string, unknown> = {
  coupons: { coupon: { code: 'AUTH10', name: 'Auth', type: 'PERCENT_OFF', percentOff: 10 } },
  'discount-rules': {
    discountRule: { name: 'Auth', discountType: 'PERCENTAGE', percentage: 5, scope: 'ALL_ITEMS' },
  },
  'shipping-regions': {
    shippingRegion: {
      name: 'Auth',
      destinations: [{ country: 'FR' }],
      options: [{ code: 'standard', title: 'Standard', rate: '5' }],
    },
  },
  'tax-regions': {
    taxRegion: {
      name: 'Auth',
      country: 'FR',
      taxShipping: true,
      rates: [{ jurisdictionType: 'COUNTRY', jurisdictionName: 'France', rate: '20' }],
    },
  },
};

const expected: Record<CallerName, number> = {
  anonymous: 401,
  visitor: 403,
  member: 403,
  adminToken: 200,
  apiKey: 200,
};
const callerNames = Object.keys(expected) as CallerName[];

describe.each(Object.keys(bodies))('/cartwright/v1/%s', (resource) => {
  const path = `/cartwright/v1/${resource}`;
  it.each(callerNames)('answers %s as the matrix says on every route', async (caller) => {
    const call = jsonRequest(t, kit.creds[caller]);
    // Each allowed caller works on its own entity; the others aim at one the admin made.
    const owned = await kit.admin('POST', path, mutate(resource, bodies[resource], `own-${caller}`));
    const ownedBody = (await owned.json()) as Record<string, { id: string }>;
    const id = Object.values(ownedBody)[0]!.id;
    const status = expected[caller];
    const created = await call('POST', path, mutate(resource, bodies[resource], caller));
    expect(created.status).toBe(status);
    expect((await call('GET', path)).status).toBe(status);
    expect((await call('GET', `${path}/${id}`)).status).toBe(status);
    expect(
      (await call('PUT', `${path}/${id}`, mutate(resource, bodies[resource], `own-${caller}`))).status,
    ).toBe(status);
    expect((await call('DELETE', `${path}/${id}`)).status).toBe(status);
    // A refused delete leaves the entity in place.
    expect((await kit.admin('GET', `${path}/${id}`)).status).toBe(status === 200 ? 404 : 200);
  });
});

describe('/cartwright/v1/tax-settings', () => {
  it.each(callerNames)('answers %s as the matrix says', async (caller) => {
    const call = jsonRequest(t, kit.creds[caller]);
    expect((await call('GET', '/cartwright/v1/tax-settings')).status).toBe(expected[caller]);
    const put = await call('PUT', '/cartwright/v1/tax-settings', {
      taxSettings: { taxIncludedInPrices: false },
    });
    expect(put.status).toBe(expected[caller]);
  });
});

/** The same entity at another place or code, so creates by different callers do not collide. */
function mutate(resource: string, body: unknown, tag: string): unknown {
  const clone = structuredClone(body) as Record<string, Record<string, unknown>>;
  const entity = Object.values(clone)[0]!;
  const place = `${tag.startsWith('own-') ? 'O' : 'C'}${callerNames.indexOf(tag.replace('own-', '') as CallerName)}`;
  if (resource === 'coupons') entity.code = `AUTH-${tag}`;
  if (resource === 'shipping-regions') entity.destinations = [{ country: 'FR', subdivisions: [place] }];
  if (resource === 'tax-regions') entity.subdivision = place;
  return clone;
}
