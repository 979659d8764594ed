// Amounts at the edge of the numeric(14, 2) columns: refused as violations, never PostgreSQL's overflow 500
// (both found by the fuzz test on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { CART, type CartKit, cartKit } from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
});
afterAll(() => t.close());

const customLine = (price: string) => ({
  quantity: 11,
  price,
  productName: { original: 'Mug' },
  catalogReference: { catalogItemId: 'custom', appId: 'custom' },
});

describe('amount limits', () => {
  it('refuses a custom line price that rounds past 999999999999.99, and takes the largest that fits', async () => {
    for (const price of ['999999999999.9999', '999999999999.995', '1000000000000']) {
      const res = await kit.admin('POST', `${CART}/add-to-cart`, { customLineItems: [customLine(price)] });
      expect(await violations(res), price).toEqual([['customLineItems[0].price', 'FORMAT']]);
    }
    for (const price of ['999999999999.99', '99999999999.9999']) {
      const res = await kit.admin('POST', `${CART}/add-to-cart`, { customLineItems: [customLine(price)] });
      expect(res.status, `${price}: ${await res.clone().text()}`).toBe(200);
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
});
