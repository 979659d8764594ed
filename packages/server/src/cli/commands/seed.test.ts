import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { seedFirstStart } from '../../server.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { seedCommand } from './seed.js';

const clock = () => new Date();

/** What a shopper and the pricing rules see of a store, without ids and timestamps. */
async function shop(db: DatabaseHandle['db']) {
  return {
    settings: await db.selectFrom('store_settings').select(['store_name', 'currency']).execute(),
    products: await db
      .selectFrom('products')
      .select(['slug', 'name', 'price', 'visible'])
      .orderBy('slug')
      .execute(),
    collections: await db.selectFrom('collections').select(['slug', 'name']).orderBy('slug').execute(),
    coupons: await db
      .selectFrom('coupons')
      .select(['code', 'type', 'percent_off', 'amount'])
      .orderBy('code')
      .execute(),
    discountRules: await db
      .selectFrom('discount_rules')
      .select(['name', 'discount_type'])
      .orderBy('name')
      .execute(),
    shippingRegions: await db
      .selectFrom('shipping_regions')
      .select(['name', 'options'])
      .orderBy('name')
      .execute(),
    taxRegions: await db
      .selectFrom('tax_regions')
      .select(['name', 'country', 'rates'])
      .orderBy('name')
      .execute(),
  };
}

describe('cartwright seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the demo store once and prints the owner password that one time', async () => {
    const first = await seedCommand.run({ db: database.db, options: {} });
    expect(first).toEqual({
      created: true,
      owner: { email: 'owner@demo.cartwright.local', password: expect.any(String) },
    });
    const password = (first.owner as { password: string }).password;
    expect(seedCommand.format?.(first)).toBe(
      `Demo store created. Admin sign-in (shown once): owner@demo.cartwright.local / ${password}`,
    );

    const second = await seedCommand.run({ db: database.db, options: {} });
    expect(second).toEqual({ created: false });
    expect(seedCommand.format?.(second)).not.toContain(password);
  });
});

/** The shop left by `steps` on a fresh database schema, read before the schema is dropped. */
async function shopAfter(steps: (db: DatabaseHandle['db']) => Promise<void>) {
  // One schema at a time: the test PGlite is shared and follows the last schema opened.
  const database = await createTestDatabase();
  try {
    await steps(database.db);
    return await shop(database.db);
  } finally {
    await database.close();
  }
}

describe('seed, then start', () => {
  it('gives the same catalog and pricing as a bare first start', async () => {
    const bareStart = await shopAfter(async (db) => {
      expect((await seedFirstStart({ db, clock })).created).toBe(true);
    });
    const seedThenStart = await shopAfter(async (db) => {
      await seedCommand.run({ db, options: {} });
      // What the following `start` does: the store exists, so it adds nothing, and needs to add nothing.
      expect(await seedFirstStart({ db, clock })).toEqual({ created: false });
    });

    expect(bareStart.products.length).toBeGreaterThan(30);
    expect(bareStart.coupons.length).toBeGreaterThan(0);
    expect(bareStart.shippingRegions.length).toBeGreaterThan(0);
    expect(bareStart.taxRegions.length).toBeGreaterThan(0);
    expect(seedThenStart).toEqual(bareStart);
  }, 120_000);
});
