// The owner's cart row under a lock, created on a first add: every locked change and the delete start here.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { StoredCart } from '../../../cached-shapes.js';
import type { CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { ownedCartNotFound } from '../cart.errors.js';
import type { CartsTable } from '../cart.table.js';
import { findCartByOwner, insertCartIfAbsent } from '../reads/cart.repository.js';

/** A cart row that starts empty. */
function newCartRow(owner: CartOwner, now: Date, instance: string): Insertable<CartsTable> {
  return {
    id: randomUUID(),
    owner_kind: owner.kind,
    owner_id: owner.id,
    buyer_note: null,
    buyer_email: null,
    contact_info: null,
    selected_shipping_option: null,
    business_location_id: null,
    coupon_id: null,
    coupon_code: null,
    checkout_id: null,
    written_by: instance,
    created_at: now,
    updated_at: now,
  };
}

/** The owner's cart, locked; created first when allowed (a concurrent creation wins harmlessly). */
export async function lockCart(
  trx: Db,
  owner: CartOwner,
  create: boolean,
  now: Date,
  instance: string,
): Promise<{ stored: StoredCart; created: boolean }> {
  const existing = await findCartByOwner(trx, owner, { lock: true });
  if (existing) return { stored: existing, created: false };
  if (!create) throw ownedCartNotFound();
  // On a conflict this waits for the other transaction, after which the select sees its cart.
  const created = await insertCartIfAbsent(trx, newCartRow(owner, now, instance));
  const stored = await findCartByOwner(trx, owner, { lock: true });
  if (!stored) throw ownedCartNotFound();
  return { stored, created };
}
