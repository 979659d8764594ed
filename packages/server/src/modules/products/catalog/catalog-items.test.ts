import type { Product } from '@cartwright/contracts';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { type CartKit, cartKit } from '../../cart/test-support/cart-kit.js';
import { DEFAULT_VARIANT_ID } from '../snapshot/computed-fields.js';
import { findCatalogItems } from './catalog-items.js';

let t: TestApp;
let kit: CartKit;
let shirt: Product;
let mug: Product;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({
    name: 'Mug',
    priceData: { price: 12 },
    discount: { type: 'AMOUNT', value: 2 },
  });
  shirt = await kit.createProduct({
    name: 'Shirt',
    priceData: { price: 20 },
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
  });
});
afterAll(() => t.close());

/** The database handle with a counter of the statements it runs. */
function counted() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: t.deps.db.withPlugin(plugin), counter };
}

describe('findCatalogItems', () => {
  it('resolves 30 references in one statement, in the order given', async () => {
    const products = await Promise.all(
      Array.from({ length: 28 }, (_, i) =>
        kit.createProduct({ name: `Item ${i}`, priceData: { price: i + 1 } }),
      ),
    );
    const small = await kit.variantId(shirt.id!, { Size: 'S' });
    const refs = [
      ...products.map((p) => ({ productId: p.id! })),
      { productId: shirt.id!, variantId: small },
      { productId: shirt.id!, choices: { Size: 'M' } },
    ];
    const { db, counter } = counted();
    const { currency, lookups } = await findCatalogItems(db, refs);
    expect(counter.statements).toBe(1);
    expect(currency).toBe('USD');
    expect(lookups.map((l) => (l.found ? l.item.name : l.missing))).toEqual([
      ...products.map((p) => p.name),
      'Shirt',
      'Shirt',
    ]);
    const [bySmall, byMedium] = lookups.slice(28).map((l) => (l.found ? l.item : undefined));
    expect(bySmall).toMatchObject({ variantId: small, chosenOptions: [{ name: 'Size', description: 'S' }] });
    expect(byMedium?.chosenOptions).toEqual([
      { name: 'Size', type: 'drop_down', value: 'M', description: 'M' },
    ]);
  });

  it('prices after the product discount and says what is missing', async () => {
    const { lookups } = await findCatalogItems(t.deps.db, [
      { productId: mug.id!, variantId: DEFAULT_VARIANT_ID },
      { productId: '8f3c6a6e-0c1f-4a8e-9a55-000000000000' },
      { productId: 'not-a-uuid' },
      { productId: shirt.id! },
      { productId: shirt.id!, variantId: 'not-a-uuid' },
      { productId: shirt.id!, choices: { Size: 'XL' } },
      { productId: mug.id!, choices: { Size: 'S' } },
    ]);
    expect(lookups[0]).toMatchObject({ found: true, item: { priceCents: 1000, fullPriceCents: 1200 } });
    expect(lookups.slice(1).map((l) => (l.found ? 'found' : l.missing))).toEqual([
      'product',
      'product',
      'variant',
      'variant',
      'variant',
      'variant',
    ]);
  });

  it('answers the store currency with no reference at all', async () => {
    const { db, counter } = counted();
    expect(await findCatalogItems(db, [])).toEqual({ currency: 'USD', lookups: [] });
    expect(counter.statements).toBe(1);
  });
});
