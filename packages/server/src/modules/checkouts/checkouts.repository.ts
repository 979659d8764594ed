// SQL for checkouts: each stored as the wire snapshot it answers with, and what its totals are computed from.
import type { Checkout } from '@cartwright/contracts';
import { type Expression, sql } from 'kysely';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { CheckoutRow } from './checkouts.table.js';
import type { CheckoutPricing } from './pricing-input.js';

/** A new checkout as a record of `checkoutInsertStep`'s parameter. */
export interface NewCheckoutRow {
  id: string;
  owner_kind: CartOwner['kind'];
  owner_id: string;
  cart_id: string;
  snapshot: Checkout;
  pricing: CheckoutPricing;
  created_at: Date;
  client_address: string | null;
}

/**
 * The step, in the statement that writes their carts (the cart module's attached step), that stores new
 * checkouts: the records of `records` (`NewCheckoutRow`s as JSON) whose cart the step `guard` wrote.
 */
export const checkoutInsertStep = {
  name: 'inserted_checkout',
  build: (records: Expression<unknown>, guard: string): Expression<{ id: string }> => sql`(
    insert into checkouts (id, owner_kind, owner_id, cart_id, snapshot, pricing, created_at, client_address)
    select c.id, c.owner_kind, c.owner_id, c.cart_id, c.snapshot, c.pricing, c.created_at, c.client_address
    from jsonb_to_recordset(${records}::jsonb) as c (id uuid, owner_kind text, owner_id text, cart_id uuid,
      snapshot jsonb, pricing jsonb, created_at timestamptz, client_address text)
    where c.cart_id in (select id from ${sql.table(guard)})
    returning id)`,
};

/** Undefined for an unknown id, including strings that are not uuids; `lock` holds the row until commit. */
export async function findCheckout(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.selectFrom('checkouts').selectAll().where('id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateCheckoutRow(
  db: Db,
  id: string,
  change: { snapshot: Checkout; pricing?: CheckoutPricing; completedAt?: Date; orderId?: string },
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({
      snapshot: JSON.stringify(change.snapshot),
      ...(change.pricing ? { pricing: JSON.stringify(change.pricing) } : {}),
      ...(change.completedAt ? { completed_at: change.completedAt } : {}),
      ...(change.orderId ? { order_id: change.orderId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Hands a checkout to another owner; `cartOwner`, when given, records whose cart it came from. */
export async function updateCheckoutOwner(
  db: Db,
  id: string,
  change: {
    owner: CartOwner;
    cartOwner: CartOwner | null;
    snapshot: Checkout;
    pricing: CheckoutPricing | null;
  },
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({
      owner_kind: change.owner.kind,
      owner_id: change.owner.id,
      ...(change.cartOwner
        ? { cart_owner_kind: change.cartOwner.kind, cart_owner_id: change.cartOwner.id }
        : {}),
      snapshot: JSON.stringify(change.snapshot),
      ...(change.pricing ? { pricing: JSON.stringify(change.pricing) } : {}),
    })
    .where('id', '=', id)
    .execute();
}
