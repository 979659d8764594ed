// Cart domain events (wire.md §5.3), appended to the outbox in the transaction of the change.
import type { Cart } from '@cartwright/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { actorIdentity, appendDomainEvent } from '../events/events.service.js';
import type { CartCaller } from './cart-view.js';
import { modifiedFields } from './modified-fields.js';

export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';
/** Bookkeeping that changes with every write: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate', 'revision'];

export async function appendCartCreated(db: Db, clock: Clock, caller: CartCaller, cart: Cart): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: CART_ENTITY_FQDN,
    slug: 'created',
    entityId: cart.id!,
    identity: actorIdentity(caller),
    body: { createdEvent: { entity: cart } },
  });
}

export async function appendCartUpdated(
  db: Db,
  clock: Clock,
  caller: CartCaller,
  before: Cart,
  after: Cart,
): Promise<void> {
  await appendDomainEvent(db, clock, {
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
