// SQL for checkouts: each stored as the wire snapshot it answers with, and what its totals are computed from.
import type { Checkout } from '@cartwright/contracts';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import {
  appendedEventStep,
  eventSequenceStep,
  type PendingEvent,
  pendingEventsStep,
  pendingEventsValues,
} from '../events/index.js';
import type { CheckoutPricing, CheckoutRow } from './checkouts.table.js';

/** Stores a checkout and appends its created event (`event`), in one statement. */
export async function insertCheckout(
  db: Db,
  row: {
    id: string;
    owner: CartOwner;
    cartId: string;
    snapshot: Checkout;
    pricing: CheckoutPricing;
    createdAt: Date;
  },
  event: PendingEvent,
): Promise<void> {
  await db
    .with('inserted', (qc) =>
      qc
        .insertInto('checkouts')
        .values({
          id: row.id,
          owner_kind: row.owner.kind,
          owner_id: row.owner.id,
          cart_id: row.cartId,
          snapshot: JSON.stringify(row.snapshot),
          pricing: JSON.stringify(row.pricing),
          created_at: row.createdAt,
        })
        .returning('id'),
    )
    .with('pending_events', () => pendingEventsStep(pendingEventsValues([event]), 'inserted'))
    .with('event_sequence', (qc) => eventSequenceStep(qc))
    .with('appended_event', (qc) => appendedEventStep(qc))
    .selectFrom('inserted')
    .select('id')
    .execute();
}

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
  change: { snapshot: Checkout; completedAt?: Date; orderId?: string },
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({
      snapshot: JSON.stringify(change.snapshot),
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
