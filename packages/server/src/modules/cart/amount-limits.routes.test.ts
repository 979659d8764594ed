// Amounts at the edge of the numeric(14, 2) columns: refused as violations, never PostgreSQL's overflow 500
// (both found by the fuzz test on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { addToCart, CART, type CartKit, cartKit, line, readCart, ref } from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
});
afterAll(() => t.close());

const customLine = (price: string, quantity = 1) => ({
  quantity,
  price,
  productName: { original: 'Mug' },
  catalogReference: { catalogItemId: 'custom', appId: 'custom' },
});

describe('amount limits', () => {
  it('refuses a custom line price that rounds past 999999999999.99, and takes the largest that fits', async () => {
    for (const price of ['999999999999.9999', '999999999999.995', '1000000000000']) {
      const res = await kit.admin('POST', `${CART}/add-to-cart`, {
        customLineItems: [customLine(price, 11)],
      });
      expect(await violations(res), price).toEqual([['customLineItems[0].price', 'FORMAT']]);
    }
    for (const price of ['999999999999.99', '99999999999.9999']) {
      const res = await kit.admin('POST', `${CART}/add-to-cart`, { customLineItems: [customLine(price)] });
      expect(res.status, `${price}: ${await res.clone().text()}`).toBe(200);
      expect((await kit.admin('DELETE', CART)).status).toBe(200);
    }
  });

  it('refuses a product cost of 1e12 as MAX, and takes 999999999999.99', async () => {
    const product = (itemCost: number) => ({
      product: {
        name: 'Costly',
        productType: 'physical',
        priceData: { price: 1 },
        costAndProfitData: { itemCost },
      },
    });
    expect(await violations(await kit.admin('POST', '/stores/v1/products', product(1e12)))).toEqual([
      ['product.costAndProfitData.itemCost', 'MAX'],
    ]);
    expect((await kit.admin('POST', '/stores/v1/products', product(999_999_999_999.99))).status).toBe(200);
  });

  it("refuses an add that takes the cart's subtotal past 999999999999.99, naming the limit", async () => {
    const costly = await kit.createProduct({ name: 'Yacht', priceData: { price: 10_000_000 } });
    const buyer = await kit.visitor();
    // $10M x 100,000 = $1e12: one cent past what an order holds.
    const res = await buyer('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(costly), 100_000)] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { validationError: { fieldViolations: unknown[] } } };
    expect(body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'lineItems',
        violatedRule: 'MAX',
        description: expect.stringContaining('999999999999.99'),
        data: { limit: 999_999_999_999.99 },
      }),
    ]);
    // 99,999 of them fit; one more is refused as an add and as a quantity, and the cart keeps 99,999.
    const cart = await addToCart(buyer, [line(ref(costly), 99_999)]);
    expect(
      await violations(await buyer('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(costly))] })),
    ).toEqual([['lineItems', 'MAX']]);
    const quantity = await buyer('POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: cart.lineItems![0]!.id, quantity: 100_000 }],
    });
    expect(await violations(quantity)).toEqual([['lineItems', 'MAX']]);
    expect((await readCart(buyer)).lineItems![0]!.quantity).toBe(99_999);
    // Made smaller, it is fine.
    const lowered = await buyer('POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: cart.lineItems![0]!.id, quantity: 2 }],
    });
    expect(lowered.status).toBe(200);
  });

  it('refuses custom lines that together pass the limit', async () => {
    const res = await kit.admin('POST', `${CART}/add-to-cart`, {
      customLineItems: [customLine('999999999999.99'), customLine('0.01')],
    });
    expect(await violations(res)).toEqual([['customLineItems', 'MAX']]);
  });
});
