// Cart lines' catalog answers come from memory while the store data is unchanged, and from the database
// again as soon as it changes. The store changes are driven by hand here (the notices that move them in
// the server are tested in db/store-changes.test.ts), so concurrent notices cannot blur the counts.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { StoreChanges } from '../../../db/store-changes.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { type CartKit, cartKit } from '../../cart/test-support/cart-kit.js';
import { CatalogLookupCache } from './catalog-lookup-cache.js';

let t: TestApp;
let kit: CartKit;
let statements = 0;
let db: Db;

const counting: KyselyPlugin = {
  transformQuery: (args) => {
    statements++;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  db = t.deps.db.withPlugin(counting);
});
afterAll(() => t.close());

const names = (answer: Awaited<ReturnType<CatalogLookupCache['find']>>) =>
  answer.lookups.map((l) => (l.found ? `${l.item.name} ${l.item.priceCents}` : `missing ${l.missing}`));

describe('catalog lookup cache', () => {
  it('answers known references without a statement, in the order asked, until the catalog changes', async () => {
    const changes = new StoreChanges('test');
    const cache = new CatalogLookupCache(changes);
    const mug = await kit.createProduct({ name: 'Lookup mug', priceData: { price: 10 } });
    const bowl = await kit.createProduct({ name: 'Lookup bowl', priceData: { price: 4 } });
    const unknown = '00000000-0000-4000-8000-00000000abcd';

    statements = 0;
    expect(names(await cache.find(db, [{ productId: mug.id! }, { productId: unknown }], 'USD'))).toEqual([
      'Lookup mug 1000',
      'missing product',
    ]);
    expect(statements).toBe(1);
    expect(
      names(
        await cache.find(
          db,
          [{ productId: unknown }, { productId: bowl.id! }, { productId: mug.id! }],
          'USD',
        ),
      ),
    ).toEqual(['missing product', 'Lookup bowl 400', 'Lookup mug 1000']);
    expect(statements).toBe(2);
    await cache.find(db, [{ productId: bowl.id! }, { productId: mug.id! }], 'USD');
    expect(statements).toBe(2);

    await kit.patchProduct(mug.id!, { priceData: { price: 12 } });
    changes.bump();
    statements = 0;
    expect(names(await cache.find(db, [{ productId: mug.id! }], 'USD'))).toEqual(['Lookup mug 1200']);
    expect(statements).toBe(1);
  });

  it('asks the database every time while changes may go unheard', async () => {
    const changes = new StoreChanges('test', false);
    const cache = new CatalogLookupCache(changes);
    const lamp = await kit.createProduct({ name: 'Lookup lamp', priceData: { price: 30 } });
    statements = 0;
    await cache.find(db, [{ productId: lamp.id! }], 'USD');
    await cache.find(db, [{ productId: lamp.id! }], 'USD');
    expect(statements).toBe(2);
  });

  it('hands out answers nobody can change', async () => {
    const cache = new CatalogLookupCache(new StoreChanges('test'));
    const vase = await kit.createProduct({ name: 'Lookup vase', priceData: { price: 7 } });
    await cache.find(db, [{ productId: vase.id! }], 'USD');
    const [lookup] = (await cache.find(db, [{ productId: vase.id! }], 'USD')).lookups;
    expect(lookup?.found).toBe(true);
    if (!lookup?.found) return;
    expect(() => {
      lookup.item.priceCents = 1;
    }).toThrow(TypeError);
    expect(() => lookup.item.collectionIds.push('x')).toThrow(TypeError);
  });
});
