import type { Coupon, ListCouponsResponse } from '@cartwright/contracts';
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

const PATH = '/cartwright/v1/coupons';
const create = (coupon: Record<string, unknown>) => kit.create<Coupon>(PATH, 'coupon', coupon);
const post = (coupon: unknown) => kit.admin('POST', PATH, { coupon });

describe('POST /cartwright/v1/coupons', () => {
  it('creates each kind of coupon and echoes every field, the code in upper case', async () => {
    const coupon = await create({
      code: 'Spring-25',
      name: 'Spring sale',
      type: 'PERCENT_OFF',
      percentOff: 12.5,
      minimumSubtotal: '40',
      productIds: ['p1'],
      collectionIds: ['c1'],
      startDate: '2026-05-01T00:00:00.000Z',
      expirationDate: '2026-06-01T00:00:00.000Z',
      usageLimit: 100,
      limitPerCustomer: 1,
    });
    expect(coupon).toEqual({
      id: expect.any(String),
      createdDate: '2026-05-01T10:00:00.000Z',
      updatedDate: '2026-05-01T10:00:00.000Z',
      code: 'SPRING-25',
      name: 'Spring sale',
      type: 'PERCENT_OFF',
      percentOff: 12.5,
      minimumSubtotal: '40',
      productIds: ['p1'],
      collectionIds: ['c1'],
      startDate: '2026-05-01T00:00:00.000Z',
      expirationDate: '2026-06-01T00:00:00.000Z',
      usageLimit: 100,
      limitPerCustomer: 1,
      active: true,
      timesUsed: 0,
    });
    expect(
      await create({ code: 'TENOFF', name: 'Ten off', type: 'MONEY_OFF', amount: '10.50' }),
    ).toMatchObject({
      amount: '10.50',
      active: true,
    });
    expect(
      await create({ code: 'SHIPFREE', name: 'Free shipping', type: 'FREE_SHIPPING', active: false }),
    ).toEqual(expect.objectContaining({ type: 'FREE_SHIPPING', active: false }));
    expect(
      await create({ code: 'FIVER', name: 'Anything for 5', type: 'FIXED_PRICE', amount: '5' }),
    ).toMatchObject({
      amount: '5',
    });
  });

  it('answers 409 COUPON_CODE_ALREADY_EXISTS for a code in use in any case', async () => {
    await create({ code: 'Unique1', name: 'A', type: 'FREE_SHIPPING' });
    const res = await post({ code: 'UNIQUE1', name: 'B', type: 'FREE_SHIPPING' });
    expect(await appError(res)).toEqual({
      status: 409,
      code: 'COUPON_CODE_ALREADY_EXISTS',
      data: { code: 'UNIQUE1' },
    });
  });

  it('lets one of several parallel creates of a code win; the others get 409, never a 500', async () => {
    const answers = await Promise.all(
      ['race', 'RACE', 'Race', 'rAcE'].map((code) => post({ code, name: 'Race', type: 'FREE_SHIPPING' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('rejects missing, mistyped, oversize and unknown fields', async () => {
    expect(await violations(await kit.admin('POST', PATH, {}))).toEqual([['coupon', 'REQUIRED_FIELD']]);
    expect(await violations(await post({ name: 'A', type: 'FREE_SHIPPING' }))).toEqual([
      ['coupon.code', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await post({ code: 'has space', name: 'A', type: 'FREE_SHIPPING' }))).toEqual([
      ['coupon.code', 'FORMAT'],
    ]);
    expect(await violations(await post({ code: 'X'.repeat(51), name: 'A', type: 'FREE_SHIPPING' }))).toEqual([
      ['coupon.code', 'FORMAT'],
    ]);
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'HALF_OFF' }))).toEqual([
      ['coupon.type', 'INVALID_ENUM_VALUE'],
    ]);
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'MONEY_OFF', amount: 5 }))).toEqual([
      ['coupon.amount', 'VALIDATION'],
    ]);
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'MONEY_OFF', amount: '-5' }))).toEqual([
      ['coupon.amount', 'FORMAT'],
    ]);
    expect(
      await violations(await post({ code: 'A1', name: 'A', type: 'PERCENT_OFF', percentOff: 101 })),
    ).toEqual([['coupon.percentOff', 'MAX']]);
    expect(
      await violations(await post({ code: 'A1', name: 'A', type: 'FREE_SHIPPING', usageLimit: 0 })),
    ).toEqual([['coupon.usageLimit', 'MIN']]);
    expect(
      await violations(await post({ code: 'A1', name: 'A', type: 'FREE_SHIPPING', timesUsed: 3 })),
    ).toEqual([['coupon.timesUsed', 'FIELD_NOT_ALLOWED']]);
    expect(
      await violations(await post({ code: 'A1', name: 'A', type: 'FREE_SHIPPING', startDate: 'tomorrow' })),
    ).toEqual([['coupon.startDate', 'FORMAT']]);
  });

  it('checks the fields each type needs and forbids the others', async () => {
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'PERCENT_OFF', amount: '5' }))).toEqual(
      [
        ['coupon.amount', 'FIELD_NOT_ALLOWED'],
        ['coupon.percentOff', 'REQUIRED_FIELD'],
      ],
    );
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'MONEY_OFF', percentOff: 5 }))).toEqual(
      [
        ['coupon.amount', 'REQUIRED_FIELD'],
        ['coupon.percentOff', 'FIELD_NOT_ALLOWED'],
      ],
    );
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'FIXED_PRICE' }))).toEqual([
      ['coupon.amount', 'REQUIRED_FIELD'],
    ]);
    expect(
      await violations(
        await post({ code: 'A1', name: 'A', type: 'FREE_SHIPPING', amount: '1', percentOff: 1 }),
      ),
    ).toEqual([
      ['coupon.amount', 'FIELD_NOT_ALLOWED'],
      ['coupon.percentOff', 'FIELD_NOT_ALLOWED'],
    ]);
    expect(
      await violations(await post({ code: 'A1', name: 'A', type: 'MONEY_OFF', amount: '0.00' })),
    ).toEqual([['coupon.amount', 'DECIMAL_GT']]);
    expect(
      await violations(await post({ code: 'A1', name: 'A', type: 'PERCENT_OFF', percentOff: 12.34567 })),
    ).toEqual([['coupon.percentOff', 'DECIMAL_MAX_SCALE']]);
  });

  it('needs the expiration after the start', async () => {
    const window = { startDate: '2026-06-01T00:00:00.000Z', expirationDate: '2026-06-01T00:00:00.000Z' };
    expect(await violations(await post({ code: 'A1', name: 'A', type: 'FREE_SHIPPING', ...window }))).toEqual(
      [['coupon.expirationDate', 'VALIDATION']],
    );
  });
});

describe('GET, PUT and DELETE /cartwright/v1/coupons/{id}', () => {
  it('reads, replaces (clearing what is left out) and deletes a coupon', async () => {
    const created = await create({
      code: 'LIFE',
      name: 'Life',
      type: 'MONEY_OFF',
      amount: '3',
      usageLimit: 5,
    });
    const got = await kit.admin('GET', `${PATH}/${created.id}`);
    expect(await got.json()).toEqual({ coupon: created });
    clock.advance(60_000);
    const put = await kit.admin('PUT', `${PATH}/${created.id}`, {
      coupon: { code: 'life', name: 'Life 2', type: 'PERCENT_OFF', percentOff: 20 },
    });
    expect(put.status).toBe(200);
    const { coupon } = (await put.json()) as { coupon: Coupon };
    expect(coupon).toEqual({
      id: created.id,
      createdDate: created.createdDate,
      updatedDate: '2026-05-01T10:01:00.000Z',
      code: 'LIFE',
      name: 'Life 2',
      type: 'PERCENT_OFF',
      percentOff: 20,
      active: true,
      timesUsed: 0,
    });
    expect(await (await kit.admin('DELETE', `${PATH}/${created.id}`)).json()).toEqual({});
    expect(await appError(await kit.admin('GET', `${PATH}/${created.id}`))).toMatchObject({
      status: 404,
      code: 'COUPON_NOT_FOUND',
    });
  });

  it('answers 404 for unknown ids on every item route, and 409 when a replace takes another code', async () => {
    const unknown = `${PATH}/not-a-coupon`;
    const body = { coupon: { code: 'ZZ', name: 'Z', type: 'FREE_SHIPPING' } };
    expect((await kit.admin('GET', unknown)).status).toBe(404);
    expect((await kit.admin('PUT', unknown, body)).status).toBe(404);
    expect((await kit.admin('DELETE', unknown)).status).toBe(404);
    const first = await create({ code: 'FIRSTCODE', name: 'A', type: 'FREE_SHIPPING' });
    const second = await create({ code: 'SECONDCODE', name: 'B', type: 'FREE_SHIPPING' });
    const clash = await kit.admin('PUT', `${PATH}/${second.id}`, {
      coupon: { code: 'firstcode', name: 'B', type: 'FREE_SHIPPING' },
    });
    expect(await appError(clash)).toMatchObject({ status: 409, code: 'COUPON_CODE_ALREADY_EXISTS' });
    expect((await kit.admin('GET', `${PATH}/${first.id}`)).status).toBe(200);
  });
});

describe('GET /cartwright/v1/coupons', () => {
  it('pages oldest first with limit and offset', async () => {
    const all = (await (await kit.admin('GET', `${PATH}?limit=100`)).json()) as ListCouponsResponse;
    expect(all.metadata).toEqual({ count: all.coupons.length, offset: 0, total: all.coupons.length });
    const page = (await (await kit.admin('GET', `${PATH}?limit=2&offset=1`)).json()) as ListCouponsResponse;
    expect(page.coupons.map((c) => c.id)).toEqual(all.coupons.slice(1, 3).map((c) => c.id));
    expect(page.metadata).toEqual({ count: 2, offset: 1, total: all.coupons.length });
    expect(await violations(await kit.admin('GET', `${PATH}?limit=0`))).toEqual([['limit', 'MIN']]);
    expect(await violations(await kit.admin('GET', `${PATH}?limit=101`))).toEqual([['limit', 'MAX']]);
    expect(await violations(await kit.admin('GET', `${PATH}?offset=-1`))).toEqual([['offset', 'MIN']]);
  });

  it('refuses an offset past 2^53 - 1 as MAX, where it answered 500 from SQL (found by the fuzz test)', async () => {
    const encoded = Buffer.from('{"offset":1e308}').toString('base64url');
    expect(await violations(await kit.admin('GET', `${PATH}?.r=${encoded}`))).toEqual([['offset', 'MAX']]);
    expect(await violations(await kit.admin('GET', `${PATH}?offset=9007199254740992`))).toEqual([
      ['offset', 'MAX'],
    ]);
    const last = await kit.admin('GET', `${PATH}?offset=9007199254740991`);
    expect(last.status).toBe(200);
    expect(((await last.json()) as ListCouponsResponse).coupons).toEqual([]);
  });
});
