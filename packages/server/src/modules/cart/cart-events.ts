// Cart domain events (wire.md §5.3). Created and updated events are written by the statement that writes
// the cart (cart-writes.repository.ts); the deleted event is appended in the transaction of the delete.
import type { Cart } from '@cartwright/contracts';
import type { CartCaller } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import {
  actorIdentity,
  appendDomainEvent,
  modifiedFields,
  type PendingEvent,
  pendingDomainEvent,
} from '../events/index.js';

export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';
/** Bookkeeping that changes with every write: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate', 'revision'];

export function cartCreatedEvent(clock: Clock, caller: CartCaller, cart: Cart): PendingEvent {
  return pendingDomainEvent(clock, {
    entityFqdn: CART_ENTITY_FQDN,
    slug: 'created',
    entityId: cart.id!,
    identity: actorIdentity(caller),
    body: { createdEvent: { entity: cart } },
  });
}

export function cartUpdatedEvent(clock: Clock, caller: CartCaller, before: Cart, after: Cart): PendingEvent {
  return pendingDomainEvent(clock, {
    entityFqdn: CART_ENTITY_FQDN,
    slug: 'updated',
    entityId: after.id!,
    identity: actorIdentity(caller),
    body: {
      updatedEvent: { currentEntity: after, modifiedFields: modifiedFields(before, after, BOOKKEEPING) },
    },
  });
}

export async function appendCartDeleted(db: Db, clock: Clock, caller: CartCaller, cart: Cart): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: CART_ENTITY_FQDN,
    slug: 'deleted',
    entityId: cart.id!,
    identity: actorIdentity(caller),
    body: { deletedEvent: { deletedEntity: cart } },
  });
}
