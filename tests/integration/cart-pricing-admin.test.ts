// The store-admin pricing calls of @cartwright/client against the real server: each resource's create, list, get,
// replace and delete, tax settings, validation and unknown ids, and visitors kept out.
import {
  ApiKeyStrategy,
  createClient,
  isApiError,
  isValidationError,
  OAuthStrategy,
} from '@cartwright/client';
import { pricing } from '@cartwright/client/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const UNKNOWN_ID = '8f3c6a6e-0c1f-4a8e-9a55-000000000000';

describe('store-admin pricing through the client against the real server', () => {
  let store: StoreFixture;
  let admin: ReturnType<typeof clientWith>;

  function clientWith(auth: ReturnType<typeof ApiKeyStrategy> | ReturnType<typeof OAuthStrategy>) {
    return createClient({ host: 'http://store.test', auth, fetch: store.fetch, modules: { pricing } });
  }
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error,
    );

  beforeAll(async () => {
    store = await startStoreFixture();
    const { apiKey } = await createApiKey(store.deps, { name: 'pricing integration test' });
    admin = clientWith(ApiKeyStrategy({ apiKey }));
  });
  afterAll(() => store.close());

  it('coupons: create, list a page, get, replace, delete', async () => {
    const input = {
      code: 'WINTER5',
      name: 'Winter',
      type: 'MONEY_OFF' as const,
      amount: '5',
      usageLimit: 100,
    };
    const coupon = await admin.pricing.createCoupon(input);
    expect(coupon).toMatchObject({ ...input, active: true, timesUsed: 0, id: expect.any(String) });
    // Pricing entities keep the wire's ISO timestamps.
    expect(typeof coupon.createdDate).toBe('string');
    await admin.pricing.createCoupon({ code: 'WINTER6', name: 'Winter 6', type: 'FREE_SHIPPING' });
    const page = await admin.pricing.listCoupons({ limit: 1, offset: 1 });
    expect(page.coupons).toHaveLength(1);
    expect(page.metadata).toMatchObject({ count: 1, offset: 1, total: 2 });
    expect(await admin.pricing.getCoupon(coupon.id)).toEqual(coupon);
    const replaced = await admin.pricing.updateCoupon(coupon.id, {
      ...input,
      name: 'Winter sale',
      active: false,
    });
    expect(replaced).toMatchObject({ name: 'Winter sale', active: false, usageLimit: 100 });
    await expect(admin.pricing.deleteCoupon(coupon.id)).resolves.toBeUndefined();
    const gone = await failure(admin.pricing.getCoupon(coupon.id));
    expect(gone).toMatchObject({ status: 404 });
  });

  it('discount rules: create with their status, replace, delete', async () => {
    const rule = await admin.pricing.createDiscountRule({
      name: 'Spring',
      discountType: 'PERCENTAGE',
      percentage: 15,
      scope: 'ALL_ITEMS',
      conditions: { minimumQuantity: 2 },
    });
    expect(rule).toMatchObject({ status: 'LIVE', active: true, revision: expect.any(String) });
    const later = new Date(store.clock().getTime() + 86_400_000).toISOString();
    const pending = await admin.pricing.updateDiscountRule(rule.id, {
      name: 'Spring',
      discountType: 'PERCENTAGE',
      percentage: 15,
      scope: 'ALL_ITEMS',
      activeTimeInfo: { start: later },
    });
    expect(pending.status).toBe('PENDING');
    expect((await admin.pricing.listDiscountRules()).discountRules.map((r) => r.id)).toEqual([rule.id]);
    await admin.pricing.deleteDiscountRule(rule.id);
    expect((await admin.pricing.listDiscountRules()).discountRules).toEqual([]);
  });

  it('shipping and tax regions: create, get, replace, list, delete', async () => {
    const region = await admin.pricing.createShippingRegion({
      name: 'Canada',
      destinations: [{ country: 'CA' }],
      options: [{ code: 'post', title: 'Post', rate: '9', freeOver: '100' }],
    });
    expect(await admin.pricing.getShippingRegion(region.id)).toEqual(region);
    const moved = await admin.pricing.updateShippingRegion(region.id, {
      name: 'Canada',
      destinations: [{ country: 'CA', subdivisions: ['CA-QC'] }],
      options: [{ code: 'post', title: 'Post', rate: '7' }],
    });
    expect(moved.destinations).toEqual([{ country: 'CA', subdivisions: ['CA-QC'] }]);
    expect((await admin.pricing.listShippingRegions()).shippingRegions).toHaveLength(1);
    await admin.pricing.deleteShippingRegion(region.id);

    const tax = await admin.pricing.createTaxRegion({
      name: 'Quebec',
      country: 'CA',
      subdivision: 'CA-QC',
      taxShipping: true,
      rates: [
        { jurisdictionType: 'COUNTRY', jurisdictionName: 'GST', rate: '5' },
        { jurisdictionType: 'STATE', jurisdictionName: 'QST', rate: '9.975' },
      ],
    });
    expect(await admin.pricing.getTaxRegion(tax.id)).toEqual(tax);
    expect(
      (await admin.pricing.updateTaxRegion(tax.id, { ...stripMeta(tax), taxShipping: false })).taxShipping,
    ).toBe(false);
    expect((await admin.pricing.listTaxRegions({ limit: 10 })).taxRegions).toHaveLength(1);
    await admin.pricing.deleteTaxRegion(tax.id);
    expect((await admin.pricing.listTaxRegions()).taxRegions).toEqual([]);
  });

  it('tax settings: read and replace', async () => {
    const before = await admin.pricing.getTaxSettings();
    expect(typeof before.taxIncludedInPrices).toBe('boolean');
    expect(
      await admin.pricing.updateTaxSettings({ taxIncludedInPrices: !before.taxIncludedInPrices }),
    ).toEqual({
      taxIncludedInPrices: !before.taxIncludedInPrices,
    });
    expect(await admin.pricing.getTaxSettings()).toEqual({
      taxIncludedInPrices: !before.taxIncludedInPrices,
    });
    await admin.pricing.updateTaxSettings(before);
  });

  it('bad input is a validation error; unknown ids are not found', async () => {
    const bad = await failure(
      admin.pricing.createCoupon({ code: 'bad code!', name: 'x', type: 'PERCENT_OFF', percentOff: 10 }),
    );
    expect(isValidationError(bad)).toBe(true);
    expect((bad as { violations: { field: string }[] }).violations.map((v) => v.field)).toContain(
      'coupon.code',
    );
    const missing = await failure(admin.pricing.deleteTaxRegion(UNKNOWN_ID));
    expect(missing).toMatchObject({ status: 404 });
    const paging = await failure(admin.pricing.listCoupons({ limit: 1000 }));
    expect(isValidationError(paging)).toBe(true);
  });

  it('visitors cannot use the admin calls', async () => {
    const shopper = clientWith(OAuthStrategy({ clientId: store.clientId }));
    const refused = await failure(shopper.pricing.listCoupons());
    expect(isApiError(refused)).toBe(true);
    expect((refused as { status: number }).status).toBe(403);
  });
});

/** An entity as an input: without the fields the server sets. */
function stripMeta<T extends { id: string; createdDate: string; updatedDate: string }>(entity: T) {
  const { id: _id, createdDate: _created, updatedDate: _updated, ...input } = entity;
  return input;
}
