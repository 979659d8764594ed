import type { ListTaxRegionsResponse, TaxRegion } from '@cartwright/contracts';
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

const PATH = '/cartwright/v1/tax-regions';
const create = (region: Record<string, unknown>) => kit.create<TaxRegion>(PATH, 'taxRegion', region);
const post = (taxRegion: unknown) => kit.admin('POST', PATH, { taxRegion });
const state = (rate: string) => ({ jurisdictionType: 'STATE', jurisdictionName: 'State', rate });
const base = { name: 'Region', country: 'US', taxShipping: false, rates: [state('5')] };

describe('POST /cartwright/v1/tax-regions', () => {
  it('creates country and subdivision regions; the subdivision is stored with its country', async () => {
    const country = await create({ ...base, name: 'United States' });
    expect(country).toEqual({
      id: expect.any(String),
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      name: 'United States',
      country: 'US',
      taxShipping: false,
      rates: [state('5')],
    });
    const california = await create({
      ...base,
      name: 'California',
      subdivision: 'CA',
      taxShipping: true,
      rates: [state('6'), { jurisdictionType: 'COUNTY', jurisdictionName: 'LA County', rate: '1.25' }],
    });
    expect(california).toMatchObject({ subdivision: 'US-CA', taxShipping: true });
  });

  it('answers 409 TAX_REGION_ALREADY_EXISTS for a place that has a region, naming it', async () => {
    const ny = await create({ ...base, subdivision: 'US-NY' });
    const res = await post({ ...base, subdivision: 'NY' });
    expect(await appError(res)).toEqual({
      status: 409,
      code: 'TAX_REGION_ALREADY_EXISTS',
      data: { country: 'US', subdivision: 'US-NY', regionId: ny.id },
    });
  });

  it('lets one of several parallel creates for one place win; the others get 409, never a 500', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ ...base, country: 'SG' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('rejects bad places, rates and fields', async () => {
    expect(await violations(await post({ ...base, country: 'us' }))).toEqual([
      ['taxRegion.country', 'FORMAT'],
    ]);
    expect(await violations(await post({ ...base, subdivision: 'DE-BY' }))).toEqual([
      ['taxRegion.subdivision', 'VALIDATION'],
    ]);
    expect(await violations(await post({ ...base, rates: [] }))).toEqual([['taxRegion.rates', 'MIN_SIZE']]);
    expect(await violations(await post({ ...base, rates: [state('7.12345')] }))).toEqual([
      ['taxRegion.rates[0].rate', 'FORMAT'],
    ]);
    expect(await violations(await post({ ...base, rates: [state('101')] }))).toEqual([
      ['taxRegion.rates[0].rate', 'FORMAT'],
    ]);
    expect(await violations(await post({ ...base, rates: [state('60'), state('50')] }))).toEqual([
      ['taxRegion.rates', 'VALIDATION'],
    ]);
    expect(
      await violations(await post({ ...base, rates: [{ ...state('5'), jurisdictionType: 'PLANET' }] })),
    ).toEqual([['taxRegion.rates[0].jurisdictionType', 'INVALID_ENUM_VALUE']]);
    expect(await violations(await post({ ...base, taxShipping: undefined }))).toEqual([
      ['taxRegion.taxShipping', 'REQUIRED_FIELD'],
    ]);
    expect(
      await violations(await post({ ...base, rates: Array.from({ length: 11 }, () => state('1')) })),
    ).toEqual([['taxRegion.rates', 'MAX_SIZE']]);
  });
});

describe('GET, PUT and DELETE /cartwright/v1/tax-regions/{id}', () => {
  it('replaces a region, may move it to a free place, refuses a taken one, and deletes it', async () => {
    const region = await create({ ...base, country: 'CA' });
    const taken = await create({ ...base, country: 'CA', subdivision: 'QC' });
    const moved = await kit.admin('PUT', `${PATH}/${region.id}`, {
      taxRegion: { ...base, country: 'CA', subdivision: 'ON', rates: [state('13')] },
    });
    expect(await moved.json()).toMatchObject({
      taxRegion: { id: region.id, subdivision: 'CA-ON', rates: [state('13')] },
    });
    const clash = await kit.admin('PUT', `${PATH}/${region.id}`, {
      taxRegion: { ...base, country: 'CA', subdivision: 'QC' },
    });
    expect(await appError(clash)).toMatchObject({ status: 409, data: { regionId: taken.id } });
    expect(await (await kit.admin('DELETE', `${PATH}/${region.id}`)).json()).toEqual({});
    expect(await appError(await kit.admin('GET', `${PATH}/${region.id}`))).toMatchObject({
      status: 404,
      code: 'TAX_REGION_NOT_FOUND',
    });
    expect((await kit.admin('PUT', `${PATH}/${region.id}`, { taxRegion: base })).status).toBe(404);
  });

  it('lists regions', async () => {
    const list = (await (await kit.admin('GET', PATH)).json()) as ListTaxRegionsResponse;
    expect(list.metadata).toEqual({
      count: list.taxRegions.length,
      offset: 0,
      total: list.taxRegions.length,
    });
  });
});

describe('/cartwright/v1/tax-settings', () => {
  it('defaults to prices without tax and saves the setting', async () => {
    expect(await (await kit.admin('GET', '/cartwright/v1/tax-settings')).json()).toEqual({
      taxSettings: { taxIncludedInPrices: false },
    });
    const put = await kit.admin('PUT', '/cartwright/v1/tax-settings', {
      taxSettings: { taxIncludedInPrices: true },
    });
    expect(await put.json()).toEqual({ taxSettings: { taxIncludedInPrices: true } });
    expect(await (await kit.admin('GET', '/cartwright/v1/tax-settings')).json()).toEqual({
      taxSettings: { taxIncludedInPrices: true },
    });
  });

  it('rejects a missing or mistyped setting', async () => {
    expect(
      await violations(await kit.admin('PUT', '/cartwright/v1/tax-settings', { taxSettings: {} })),
    ).toEqual([['taxSettings.taxIncludedInPrices', 'REQUIRED_FIELD']]);
    const typo = await kit.admin('PUT', '/cartwright/v1/tax-settings', {
      taxSettings: { taxIncludedInPrices: 'yes' },
    });
    expect(await violations(typo)).toEqual([['taxSettings.taxIncludedInPrices', 'VALIDATION']]);
  });
});
