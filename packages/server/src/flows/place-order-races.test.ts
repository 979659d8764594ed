// Many buyers at once: stock never sold twice, a single-use coupon redeemed once. On PGlite and, with
// DATABASE_URL, on PostgreSQL, where the completes really run side by side.
import type { ErrorEnvelope, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Requester, ref } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { type OrderKit, orderKit } from './test-support/order-kit.js';

let t: TestApp;
let kit: OrderKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderKit(t);
});
afterAll(() => t.close());

/** `count` buyers, each with a checkout ready to complete; made a few at a time. */
async function buyersWithCheckouts(
  count: number,
  product: Product,
  options: { couponCode?: string } = {},
): Promise<Array<{ buyer: Requester; checkoutId: string }>> {
  const ready: Array<{ buyer: Requester; checkoutId: string }> = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, async () => {
      const buyer = await kit.visitor();
      return { buyer, checkoutId: await kit.readyCheckout(buyer, [{ product }], options) };
    });
    ready.push(...(await Promise.all(batch)));
  }
  return ready;
}

async function answersOf(responses: Response[]) {
  return Promise.all(
    responses.map(async (res) => ({ status: res.status, body: (await res.json()) as ErrorEnvelope })),
  );
}

describe('races', () => {
  it('200 buyers of a product with stock 10: exactly 10 orders, the others 409 OUT_OF_STOCK, stock 0', async () => {
    const product = await kit.createProduct({
      name: 'Last ten',
      priceData: { price: 12 },
      stock: { trackInventory: true, quantity: 10 },
    });
    const buyers = await buyersWithCheckouts(200, product);
    const answers = await answersOf(
      await Promise.all(buyers.map(({ buyer, checkoutId }) => kit.complete(buyer, checkoutId))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.details.applicationError).toMatchObject({
        code: 'OUT_OF_STOCK',
        data: { lineItems: [{ productName: 'Last ten', available: 0 }] },
      });
    }
    expect(await kit.stockOf(product.id!)).toBe(0);
    const orders = await t.deps.db
      .selectFrom('order_line_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('sold'))
      .where('product_id', '=', product.id!)
      .executeTakeFirstOrThrow();
    expect(Number(orders.sold)).toBe(10);
  }, 240_000);

  it('20 buyers with one single-use coupon: one order uses it, the others are told it no longer applies', async () => {
    const created = await kit.admin('POST', '/cartwright/v1/coupons', {
      coupon: { code: 'ONLYONE', name: 'Only one', type: 'MONEY_OFF', amount: '2', usageLimit: 1 },
    });
    expect(created.status).toBe(200);
    const couponId = ((await created.json()) as { coupon: { id: string } }).coupon.id;
    const product = await kit.createProduct({ name: 'Coupon mug', priceData: { price: 10 } });
    const buyers = await buyersWithCheckouts(20, product, { couponCode: 'ONLYONE' });
    const answers = await answersOf(
      await Promise.all(buyers.map(({ buyer, checkoutId }) => kit.complete(buyer, checkoutId))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refusals = answers.filter((a) => a.status !== 200);
    expect(refusals).toHaveLength(19);
    // A buyer priced again after the winner committed sees the coupon taken off and the new total; one that raced
    // the winner to the coupon's count (PostgreSQL) is refused by the count itself. Neither is charged.
    for (const refused of refusals) {
      const error = refused.body.details.applicationError;
      if (refused.status === 409) {
        expect(error).toMatchObject({
          code: 'PRICES_CHANGED',
          data: { couponRemoved: 'ONLYONE', previousTotal: '13.00', total: '15.00' },
        });
      } else expect([refused.status, error?.code]).toEqual([400, 'COUPON_USAGE_LIMIT_REACHED']);
    }
    const coupon = await kit.admin('GET', `/cartwright/v1/coupons/${couponId}`);
    expect(((await coupon.json()) as { coupon: { timesUsed: number } }).coupon.timesUsed).toBe(1);
    const placed = answers.find((a) => a.status === 200)!.body as unknown as {
      order: { appliedDiscounts: unknown[]; priceSummary: { total: { amount: string } } };
    };
    expect(placed.order.appliedDiscounts).toEqual([
      expect.objectContaining({
        coupon: expect.objectContaining({ code: 'ONLYONE' }),
        amount: expect.objectContaining({ amount: '2.00' }),
      }),
    ]);
    expect(placed.order.priceSummary.total.amount).toBe('13.00');
  }, 120_000);

  it('40 buyers of two products, half listing them in the other order: no deadlock, numbers without gaps', async () => {
    const cup = await kit.createProduct({
      name: 'Paired cup',
      priceData: { price: 6 },
      stock: { trackInventory: true, quantity: 100 },
    });
    const saucer = await kit.createProduct({
      name: 'Paired saucer',
      priceData: { price: 4 },
      stock: { trackInventory: true, quantity: 100 },
    });
    const buyers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const buyer = await kit.visitor();
        const lines =
          i % 2 === 0 ? [{ product: cup }, { product: saucer }] : [{ product: saucer }, { product: cup }];
        return { buyer, checkoutId: await kit.readyCheckout(buyer, lines) };
      }),
    );
    const answers = await answersOf(
      await Promise.all(buyers.map(({ buyer, checkoutId }) => kit.complete(buyer, checkoutId))),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await kit.stockOf(cup.id!)).toBe(60);
    expect(await kit.stockOf(saucer.id!)).toBe(60);
    const numbers = answers
      .map((a) => Number((a.body as unknown as { order: { number: string } }).order.number))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  }, 120_000);

  it('buyers of variants of two products in the other order, sharing no stock row: no deadlock on their events', async () => {
    const sized = async (name: string) => {
      const { product, S, M } = await kit.sizedProduct(name, 9, { S: 50, M: 50 });
      return { small: ref(product, { variantId: S }), medium: ref(product, { variantId: M }) };
    };
    const hat = await sized('Sized hat');
    const scarf = await sized('Sized scarf');
    const buyers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const buyer = await kit.visitor();
        const lines =
          i % 2 === 0
            ? [{ product: hat.small }, { product: scarf.small }]
            : [{ product: scarf.medium }, { product: hat.medium }];
        return { buyer, checkoutId: await kit.readyCheckout(buyer, lines) };
      }),
    );
    const answers = await answersOf(
      await Promise.all(buyers.map(({ buyer, checkoutId }) => kit.complete(buyer, checkoutId))),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  }, 120_000);
});
