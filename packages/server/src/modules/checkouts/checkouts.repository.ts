// SQL for checkouts: each stored as the wire snapshot it was created with.
import type { Checkout } from '@cartwright/contracts';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { CheckoutRow } from './checkouts.table.js';

export async function insertCheckout(
  db: Db,
  row: { id: string; owner: CartOwner; cartId: string; snapshot: Checkout; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('checkouts')
    .values({
      id: row.id,
      owner_kind: row.owner.kind,
      owner_id: row.owner.id,
      cart_id: row.cartId,
      snapshot: JSON.stringify(row.snapshot),
      created_at: row.createdAt,
    })
    .execute();
}

/** Undefined for an unknown id, including strings that are not uuids. */
export async function findCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}
