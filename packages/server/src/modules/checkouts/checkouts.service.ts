// Checkouts: recorded from a cart by the checkout-from-cart flow, read back by the buyer who created them.
import type { Checkout } from '@cartwright/contracts';
import type { Caller, CartOwner } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors/app-error.js';
import { actorIdentity, appendDomainEvent, modifiedFields } from '../events/index.js';
import { findCheckout, insertCheckout } from './checkouts.repository.js';

export const CHECKOUT_ENTITY_FQDN = 'wix.ecom.v1.checkout';

/**
 * Stores a checkout and appends its created event, in the caller's transaction.
 * @example await recordCheckout(trx, clock, caller, { owner, cartId, checkout })
 */
export async function recordCheckout(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: { owner: CartOwner; cartId: string; checkout: Checkout },
): Promise<void> {
  const { checkout } = input;
  await insertCheckout(db, {
    id: checkout.id!,
    owner: input.owner,
    cartId: input.cartId,
    snapshot: checkout,
    createdAt: clock(),
  });
  await appendDomainEvent(db, clock, {
    entityFqdn: CHECKOUT_ENTITY_FQDN,
    slug: 'created',
    entityId: checkout.id!,
    identity: actorIdentity(caller),
    body: { createdEvent: { entity: checkout } },
  });
}

/** Bookkeeping that changes with every write: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate', 'revision'];

/**
 * Appends a checkout's updated event with what changed, in the transaction that changed it.
 * @example await appendCheckoutUpdated(trx, clock, caller, before, after)
 */
export async function appendCheckoutUpdated(
  db: Db,
  clock: Clock,
  caller: Caller,
  before: Checkout,
  after: Checkout,
): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: CHECKOUT_ENTITY_FQDN,
    slug: 'updated',
    entityId: after.id!,
    identity: actorIdentity(caller),
    body: {
      updatedEvent: { currentEntity: after, modifiedFields: modifiedFields(before, after, BOOKKEEPING) },
    },
  });
}

/**
 * Appends `wix.ecom.v1.checkout_completed` (an action event whose body names the checkout and the order it
 * became), in the transaction that creates the order.
 * @example await appendCheckoutCompleted(trx, clock, caller, checkout, order.id)
 */
export async function appendCheckoutCompleted(
  db: Db,
  clock: Clock,
  caller: Caller,
  checkout: Checkout,
  orderId: string,
): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: CHECKOUT_ENTITY_FQDN,
    slug: 'completed',
    entityId: checkout.id!,
    identity: actorIdentity(caller),
    body: { actionEvent: { body: { checkout, orderId } } },
  });
}

const ownedBy = (caller: Caller, kind: string, id: string) =>
  (caller.kind === 'visitor' && kind === 'visitor' && caller.visitorId === id) ||
  (caller.kind === 'member' && kind === 'member' && caller.memberId === id);

/**
 * A checkout, for the visitor or member who created it or any admin; 404 for everyone else, so
 * another buyer cannot even learn that it exists.
 * @example const checkout = await getCheckout(deps, caller, id)
 */
export async function getCheckout(deps: Pick<AppDeps, 'db'>, caller: Caller, id: string): Promise<Checkout> {
  const row = await findCheckout(deps.db, id);
  if (!row || !(caller.kind === 'admin' || ownedBy(caller, row.owner_kind, row.owner_id))) {
    throw notFound('Checkout', { id: id.slice(0, 100) });
  }
  return row.snapshot;
}
