import type { DiscountRule, ListDiscountRulesResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp, violations } from '../../test-support/test-app.js';
import { appError, type PricingTestKit, pricingTestKit } from './test-support/pricing-requests.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
let t: TestApp;
let kit: PricingTestKit;
beforeAll(async () => {
  t = await createTestApp({ clock });
  kit = await pricingTestKit(t);
});
afterAll(() => t.close());

const PATH = '/cartwright/v1/discount-rules';
const create = (rule: Record<string, unknown>) => kit.create<DiscountRule>(PATH, 'discountRule', rule);
const post = (discountRule: unknown) => kit.admin('POST', PATH, { discountRule });
const base = { name: 'Rule', discountType: 'PERCENTAGE', percentage: 10, scope: 'ALL_ITEMS' };

describe('POST /cartwright/v1/discount-rules', () => {
  it('creates a rule with every field and a revision', async () => {
    const rule = await create({
      name: 'Mugs 2 for less',
      discountType: 'FIXED_AMOUNT',
      fixedAmount: '1.50',
      scope: 'SPECIFIC_PRODUCTS',
      productIds: ['p1', 'p2'],
      activeTimeInfo: { start: '2026-04-01T00:00:00.000Z', end: '2026-07-01T00:00:00.000Z' },
      conditions: { minimumSubtotal: '20', minimumQuantity: 2 },
    });
    expect(rule).toEqual({
      id: expect.any(String),
      createdDate: '2026-05-01T10:00:00.000Z',
      updatedDate: '2026-05-01T10:00:00.000Z',
      name: 'Mugs 2 for less',
      active: true,
      activeTimeInfo: { start: '2026-04-01T00:00:00.000Z', end: '2026-07-01T00:00:00.000Z' },
      discountType: 'FIXED_AMOUNT',
      fixedAmount: '1.50',
      scope: 'SPECIFIC_PRODUCTS',
      productIds: ['p1', 'p2'],
      conditions: { minimumSubtotal: '20', minimumQuantity: 2 },
      status: 'LIVE',
      revision: '1',
    });
  });

  it('computes the status from the active time and the clock: start inside, end outside', async () => {
    const window = { start: '2026-06-01T00:00:00.000Z', end: '2026-06-02T00:00:00.000Z' };
    const rule = await create({ ...base, activeTimeInfo: window });
    const status = async () =>
      ((await (await kit.admin('GET', `${PATH}/${rule.id}`)).json()) as { discountRule: DiscountRule })
        .discountRule.status;
    expect(rule.status).toBe('PENDING');
    clock.set(new Date('2026-05-31T23:59:59.999Z'));
    expect(await status()).toBe('PENDING');
    clock.set(new Date(window.start));
    expect(await status()).toBe('LIVE');
    clock.set(new Date('2026-06-01T23:59:59.999Z'));
    expect(await status()).toBe('LIVE');
    clock.set(new Date(window.end));
    expect(await status()).toBe('EXPIRED');
    clock.set(new Date('2026-05-01T10:00:00.000Z'));
    expect((await create({ ...base, activeTimeInfo: { end: '2026-05-01T10:00:00.000Z' } })).status).toBe(
      'EXPIRED',
    );
    expect((await create({ ...base, activeTimeInfo: {} })).status).toBe('LIVE');
  });

  it('checks the amount field each type needs and forbids the others', async () => {
    expect(await violations(await post({ ...base, percentage: undefined, fixedPrice: '5' }))).toEqual([
      ['discountRule.fixedPrice', 'FIELD_NOT_ALLOWED'],
      ['discountRule.percentage', 'REQUIRED_FIELD'],
    ]);
    expect(
      await violations(
        await post({ ...base, discountType: 'FIXED_AMOUNT', percentage: undefined, fixedAmount: '0' }),
      ),
    ).toEqual([['discountRule.fixedAmount', 'DECIMAL_GT']]);
    expect(await violations(await post({ ...base, discountType: 'FIXED_PRICE' }))).toEqual([
      ['discountRule.fixedPrice', 'REQUIRED_FIELD'],
      ['discountRule.percentage', 'FIELD_NOT_ALLOWED'],
    ]);
    expect(await violations(await post({ ...base, percentage: 0 }))).toEqual([
      ['discountRule.percentage', 'MIN'],
    ]);
    expect(await violations(await post({ ...base, percentage: 1.00001 }))).toEqual([
      ['discountRule.percentage', 'DECIMAL_MAX_SCALE'],
    ]);
  });

  it('checks the id list each scope needs and forbids the other', async () => {
    expect(await violations(await post({ ...base, scope: 'SPECIFIC_PRODUCTS' }))).toEqual([
      ['discountRule.productIds', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await post({ ...base, scope: 'SPECIFIC_PRODUCTS', productIds: [] }))).toEqual([
      ['discountRule.productIds', 'REQUIRED_FIELD'],
    ]);
    expect(
      await violations(
        await post({ ...base, scope: 'SPECIFIC_COLLECTIONS', productIds: ['p'], collectionIds: ['c'] }),
      ),
    ).toEqual([['discountRule.productIds', 'FIELD_NOT_ALLOWED']]);
    expect(await violations(await post({ ...base, collectionIds: ['c'] }))).toEqual([
      ['discountRule.collectionIds', 'FIELD_NOT_ALLOWED'],
    ]);
    expect(await violations(await post({ ...base, scope: 'SOME_ITEMS' }))).toEqual([
      ['discountRule.scope', 'INVALID_ENUM_VALUE'],
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `p${i}`);
    expect(
      await violations(await post({ ...base, scope: 'SPECIFIC_PRODUCTS', productIds: tooMany })),
    ).toEqual([['discountRule.productIds', 'MAX_SIZE']]);
  });

  it('rejects bad conditions and windows', async () => {
    expect(await violations(await post({ ...base, conditions: { minimumQuantity: 0 } }))).toEqual([
      ['discountRule.conditions.minimumQuantity', 'MIN'],
    ]);
    expect(await violations(await post({ ...base, conditions: { minimumSubtotal: '1e3' } }))).toEqual([
      ['discountRule.conditions.minimumSubtotal', 'FORMAT'],
    ]);
    expect(
      await violations(
        await post({
          ...base,
          activeTimeInfo: { start: '2026-06-02T00:00:00.000Z', end: '2026-06-01T00:00:00.000Z' },
        }),
      ),
    ).toEqual([['discountRule.activeTimeInfo.end', 'VALIDATION']]);
    expect(await violations(await post({ ...base, status: 'LIVE' }))).toEqual([
      ['discountRule.status', 'FIELD_NOT_ALLOWED'],
    ]);
  });
});

describe('GET, PUT and DELETE /cartwright/v1/discount-rules/{id}', () => {
  it('replaces a rule (moving the revision on, clearing what is left out) and deletes it', async () => {
    const created = await create({ ...base, conditions: { minimumQuantity: 3 } });
    const put = await kit.admin('PUT', `${PATH}/${created.id}`, {
      discountRule: {
        name: 'Renamed',
        discountType: 'FIXED_PRICE',
        fixedPrice: '9.99',
        scope: 'ALL_ITEMS',
        active: false,
      },
    });
    expect(await put.json()).toEqual({
      discountRule: {
        id: created.id,
        createdDate: created.createdDate,
        updatedDate: expect.any(String),
        name: 'Renamed',
        active: false,
        discountType: 'FIXED_PRICE',
        fixedPrice: '9.99',
        scope: 'ALL_ITEMS',
        status: 'LIVE',
        revision: '2',
      },
    });
    expect(await (await kit.admin('DELETE', `${PATH}/${created.id}`)).json()).toEqual({});
    expect(await appError(await kit.admin('DELETE', `${PATH}/${created.id}`))).toMatchObject({
      status: 404,
      code: 'DISCOUNT_RULE_NOT_FOUND',
    });
  });

  it('answers 404 for unknown ids', async () => {
    expect((await kit.admin('GET', `${PATH}/nope`)).status).toBe(404);
    expect((await kit.admin('PUT', `${PATH}/nope`, { discountRule: base })).status).toBe(404);
  });

  it('lists rules with paging metadata', async () => {
    const list = (await (await kit.admin('GET', `${PATH}?limit=1`)).json()) as ListDiscountRulesResponse;
    expect(list.discountRules).toHaveLength(1);
    expect(list.metadata.count).toBe(1);
    expect(list.metadata.total).toBeGreaterThan(1);
  });
});
