// The statement that reads what totals need besides the cart runs at every checkout and order: PostgreSQL must
// plan it once per session, not at every call. Planning it took ten times as long as running it, whenever a
// call without a coupon, buyer or place passed NULLs the planner could fold away. Plan counts are PostgreSQL's
// own (pg_prepared_statements): DATABASE_URL or the local default, like the repository's other PostgreSQL tests.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { selectPricingSetup } from './pricing-setup.repository.js';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `t_${randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle;

beforeAll(async () => {
  // One session, so that every call runs the statement it prepared.
  handle = await openDatabase({ databaseUrl, schema, poolSize: 1 });
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
  await handle.close();
});

async function plans(): Promise<{ generic: number; custom: number }> {
  const { rows } = await sql<{ generic: string; custom: string }>`
    select generic_plans as generic, custom_plans as custom from pg_prepared_statements
    where statement like '%with coupon as%'`.execute(handle.db);
  expect(rows).toHaveLength(1);
  return { generic: Number(rows[0]!.generic), custom: Number(rows[0]!.custom) };
}

it('plans the pricing setup once for calls without a coupon, buyer or place, and answers none of them', async () => {
  for (let minute = 0; minute < 20; minute++) {
    const setup = await selectPricingSetup(handle.db, { now: new Date(Date.UTC(2026, 10, 29, 10, minute)) });
    expect(setup).toEqual({
      rules: [],
      coupon: undefined,
      couponBuyerUses: 0,
      shippingRegion: undefined,
      taxRegion: undefined,
    });
  }
  // PostgreSQL plans the first five calls for their values, then keeps one plan for any values.
  expect(await plans()).toEqual({ generic: 15, custom: 5 });
});
