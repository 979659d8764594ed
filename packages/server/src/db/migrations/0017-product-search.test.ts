// Migration 0017 on a store that already has products: they are searchable and priced after their discount
// from the first start on the new version, not only once they are next written.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { databaseBefore } from '../../test-support/database-before.js';
import type { DatabaseHandle } from '../database.js';
import { migrateToLatest } from '../migrate.js';

let handle: DatabaseHandle | undefined;
afterAll(() => handle?.close());

it('indexes the products and discounted prices of a store made before it', async () => {
  handle = await databaseBefore('0017');
  const { db } = handle;

  const id = randomUUID();
  const now = new Date();
  await sql`insert into products (id, name, slug, description, sku, brand, price, discount_type, discount_value,
      created_at, updated_at)
    values (${id}, 'Gooseneck Kettle', 'gooseneck-kettle', '<p>Pours slowly</p>', 'COF-KETTLE', 'Kōbō', 89,
      'PERCENT', 10, ${now}, ${now})`.execute(db);
  await migrateToLatest(db);

  const found = await sql<{ product_id: string }>`select product_id from product_search
    where document @@ product_search_query(${'goose pours kōbō'})`.execute(db);
  expect(found.rows).toEqual([{ product_id: id }]);
  const product = await db.selectFrom('products').select('discounted_price').executeTakeFirstOrThrow();
  expect(Number(product.discounted_price)).toBe(80.1);
});
