import type { ListShippingRegionsResponse, ShippingRegion } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { appError, type PricingTestKit, pricingTestKit } from './test-support/pricing-requests.js';

let t: TestApp;
let kit: PricingTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await pricingTestKit(t);
});
afterAll(() => t.close());

const PATH = '/cartwright/v1/shipping-regions';
const create = (region: Record<string, unknown>) =>
  kit.create<ShippingRegion>(PATH, 'shippingRegion', region);
const post = (shippingRegion: unknown) => kit.admin('POST', PATH, { shippingRegion });
const standard = { code: 'standard', title: 'Standard', rate: '5' };
const region = (destinations: unknown[], options: unknown[] = [standard]) => ({
  name: 'Region',
  destinations,
  options,
});

describe('POST /cartwright/v1/shipping-regions', () => {
  it('creates a region with every kind of option and echoes it', async () => {
    const options = [
      {
        code: 'standard',
        title: 'Standard',
        rate: '5.00',
        rateRules: [
          { basis: 'BY_TOTAL_WEIGHT', operator: 'GT', value: '10', rate: '12.00' },
          { basis: 'BY_TOTAL_PRICE', operator: 'LT', value: '20', rate: '7.5' },
        ],
        freeOver: '75',
        deliveryTime: '3–5 business days',
      },
      {
        code: 'evening',
        title: 'Evening slot',
        rate: '9',
        deliveryTimeSlot: { from: '2026-05-02T18:00:00.000Z', to: '2026-05-02T21:00:00.000Z' },
      },
      {
        code: 'pickup',
        title: 'Pick up in store',
        rate: '0',
        instructions: 'Ask at the counter',
        pickup: {
          method: 'STORE_PICKUP',
          address: { country: 'NL', city: 'Utrecht', addressLine: 'Oudegracht 1' },
        },
      },
    ];
    const created = await create({
      name: 'Benelux',
      destinations: [{ country: 'NL' }, { country: 'BE' }],
      options,
    });
    expect(created).toEqual({
      id: expect.any(String),
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      name: 'Benelux',
      destinations: [{ country: 'NL' }, { country: 'BE' }],
      options,
    });
  });

  it('lets a subdivision sit in another region than its country, and refuses overlaps with 409', async () => {
    const us = await create(region([{ country: 'US' }]));
    const west = await create(region([{ country: 'US', subdivisions: ['CA', 'US-OR'] }]));
    const again = await post(region([{ country: 'US' }]));
    expect(await appError(again)).toEqual({
      status: 409,
      code: 'SHIPPING_REGION_OVERLAP',
      data: { country: 'US', regionId: us.id },
    });
    const oregon = await post(region([{ country: 'MX' }, { country: 'US', subdivisions: ['OR'] }]));
    expect(await appError(oregon)).toEqual({
      status: 409,
      code: 'SHIPPING_REGION_OVERLAP',
      data: { country: 'US', subdivision: 'US-OR', regionId: west.id },
    });
    // Nothing of the refused region was written: MX is still free.
    expect((await post(region([{ country: 'MX' }]))).status).toBe(200);
  });

  it('lets one of several parallel creates for one place win; the others get 409, never a 500', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(region([{ country: 'SG' }]))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('refuses duplicate option codes, duplicate places and subdivisions of another country', async () => {
    expect(
      await violations(await post(region([{ country: 'JP' }], [standard, { ...standard, title: 'B' }]))),
    ).toEqual([['shippingRegion.options[1].code', 'VALIDATION']]);
    expect(await violations(await post(region([{ country: 'JP' }, { country: 'JP' }])))).toEqual([
      ['shippingRegion.destinations[1].country', 'VALIDATION'],
    ]);
    expect(await violations(await post(region([{ country: 'JP', subdivisions: ['13', 'JP-13'] }])))).toEqual([
      ['shippingRegion.destinations[0].subdivisions[1]', 'VALIDATION'],
    ]);
    expect(await violations(await post(region([{ country: 'JP', subdivisions: ['KR-11'] }])))).toEqual([
      ['shippingRegion.destinations[0].subdivisions[0]', 'VALIDATION'],
    ]);
  });

  it('rejects bad shapes: empty lists, bad codes, operators, amounts, slots and pickups', async () => {
    expect(await violations(await post(region([])))).toEqual([['shippingRegion.destinations', 'MIN_SIZE']]);
    expect(await violations(await post(region([{ country: 'JP' }], [])))).toEqual([
      ['shippingRegion.options', 'MIN_SIZE'],
    ]);
    expect(
      await violations(await post(region([{ country: 'JP' }], [{ ...standard, code: 'Not OK' }]))),
    ).toEqual([['shippingRegion.options[0].code', 'FORMAT']]);
    const rule = { basis: 'BY_TOTAL_WEIGHT', operator: 'NE', value: '1', rate: '1' };
    expect(
      await violations(await post(region([{ country: 'JP' }], [{ ...standard, rateRules: [rule] }]))),
    ).toEqual([['shippingRegion.options[0].rateRules[0].operator', 'INVALID_ENUM_VALUE']]);
    expect(await violations(await post(region([{ country: 'JP' }], [{ ...standard, rate: '-1' }])))).toEqual([
      ['shippingRegion.options[0].rate', 'FORMAT'],
    ]);
    expect(
      await violations(await post(region([{ country: 'JP' }], [{ ...standard, rate: '1234567890123' }]))),
    ).toEqual([['shippingRegion.options[0].rate', 'FORMAT']]);
    const slot = { from: '2026-05-02T21:00:00.000Z', to: '2026-05-02T18:00:00.000Z' };
    expect(
      await violations(await post(region([{ country: 'JP' }], [{ ...standard, deliveryTimeSlot: slot }]))),
    ).toEqual([['shippingRegion.options[0].deliveryTimeSlot.to', 'VALIDATION']]);
    const pickup = { method: 'DRONE', address: {} };
    expect(await violations(await post(region([{ country: 'JP' }], [{ ...standard, pickup }])))).toEqual([
      ['shippingRegion.options[0].pickup.method', 'INVALID_ENUM_VALUE'],
    ]);
    expect(await violations(await post(region([{ country: 'Japan' }])))).toEqual([
      ['shippingRegion.destinations[0].country', 'FORMAT'],
    ]);
    const many = Array.from({ length: 21 }, (_, i) => ({ ...standard, code: `o${i}` }));
    expect(await violations(await post(region([{ country: 'JP' }], many)))).toEqual([
      ['shippingRegion.options', 'MAX_SIZE'],
    ]);
  });
});

describe('GET, PUT and DELETE /cartwright/v1/shipping-regions/{id}', () => {
  it('replaces a region (its own places do not count as overlap), frees places on delete', async () => {
    const created = await create(region([{ country: 'AU' }]));
    const put = await kit.admin('PUT', `${PATH}/${created.id}`, {
      shippingRegion: {
        name: 'Oceania',
        destinations: [{ country: 'AU' }, { country: 'NZ' }],
        options: [standard],
      },
    });
    expect(await put.json()).toMatchObject({
      shippingRegion: {
        id: created.id,
        name: 'Oceania',
        destinations: [{ country: 'AU' }, { country: 'NZ' }],
      },
    });
    expect(await appError(await post(region([{ country: 'NZ' }])))).toMatchObject({ status: 409 });
    expect(await (await kit.admin('DELETE', `${PATH}/${created.id}`)).json()).toEqual({});
    expect((await post(region([{ country: 'NZ' }]))).status).toBe(200);
    expect(await appError(await kit.admin('GET', `${PATH}/${created.id}`))).toMatchObject({
      status: 404,
      code: 'SHIPPING_REGION_NOT_FOUND',
    });
    const body = { shippingRegion: region([{ country: 'FJ' }]) };
    expect((await kit.admin('PUT', `${PATH}/${created.id}`, body)).status).toBe(404);
  });

  it('lists regions oldest first', async () => {
    const list = (await (await kit.admin('GET', `${PATH}?offset=1`)).json()) as ListShippingRegionsResponse;
    expect(list.metadata.offset).toBe(1);
    expect(list.metadata.count).toBe(list.shippingRegions.length);
    expect(list.metadata.total).toBe(list.shippingRegions.length + 1);
  });
});
