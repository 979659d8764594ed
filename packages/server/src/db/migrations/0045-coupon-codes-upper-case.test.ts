// Migration 0045 on a store made before it: coupons saved in the case the owner typed, and a cart naming one so,
// come out in upper case; a cart without a coupon stays without.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, type CartKit, cartKit, line, ref } from '../../modules/cart/test-support/cart-kit.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { couponCodesUpperCaseMigration } from './0045-coupon-codes-upper-case.js';

let t: TestApp;
let kit: CartKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
});
afterAll(() => t.close());

it('puts stored coupon codes and the carts naming them in upper case', async () => {
  const mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
  const created = await kit.admin('POST', '/cartwright/v1/coupons', {
    coupon: { code: 'Summer-5', name: 'Summer', type: 'PERCENT_OFF', percentOff: 5 },
  });
  expect(created.status).toBe(200);
  const withCoupon = await kit.visitor();
  await addToCart(withCoupon, [line(ref(mug), 1)]);
  expect((await withCoupon('PATCH', '/ecom/v1/carts/current', { couponCode: 'summer-5' })).status).toBe(200);
  const without = await kit.visitor();
  await addToCart(without, [line(ref(mug), 1)]);
  // As a store made before 0045 kept them.
  await sql`update coupons set code = 'Summer-5'`.execute(t.deps.db);
  await sql`update carts set coupon_code = 'summer-5' where coupon_code is not null`.execute(t.deps.db);

  await couponCodesUpperCaseMigration.up(t.deps.db);
  const codes = await t.deps.db.selectFrom('coupons').select('code').execute();
  expect(codes).toEqual([{ code: 'SUMMER-5' }]);
  const carts = await t.deps.db.selectFrom('carts').select('coupon_code').orderBy('coupon_code').execute();
  expect(carts.map((c) => c.coupon_code)).toEqual(['SUMMER-5', null]);
});
