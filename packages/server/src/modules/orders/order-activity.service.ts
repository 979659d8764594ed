// An order's history and events: each change appends its activities and its event in the transaction that makes it.
import { randomUUID } from 'node:crypto';
import type { Order, OrderActivityActor, OrderHistoryEventType } from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { actorIdentity, appendDomainEvent, modifiedFields } from '../events/index.js';
import { insertActivities } from './orders.repository.js';

export const ORDER_ENTITY_FQDN = 'wix.ecom.v1.order';

export interface ActivityInput {
  type: OrderHistoryEventType;
  actor: OrderActivityActor;
  detail?: string;
  /** When it happened, if not now (a card declined before the order was placed). */
  at?: Date;
}

/** Appends activities to an order's history, in the caller's transaction. */
export async function appendOrderActivities(
  db: Db,
  clock: Clock,
  orderId: string,
  activities: readonly ActivityInput[],
): Promise<void> {
  const now = clock();
  await insertActivities(
    db,
    activities.map((a) => ({
      id: randomUUID(),
      order_id: orderId,
      type: a.type,
      actor: a.actor,
      detail: a.detail ?? null,
      created_at: a.at ?? now,
    })),
  );
}

/** Bookkeeping that changes with every step: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate'];

/**
 * Appends an order event (`wix.ecom.v1.order_<slug>`) in the caller's transaction: `created` and `updated`
 * carry the order as their entity (`updated` with the `modifiedFields` since `before`, wire.md §5, when
 * given), the others (`payment_status_updated`, `fulfilled`, `canceled`, `approved`) an action body
 * `{order, …extra}`.
 */
export async function appendOrderEvent(
  db: Db,
  clock: Clock,
  caller: Caller,
  slug: 'created' | 'updated' | 'payment_status_updated' | 'fulfilled' | 'canceled' | 'approved',
  order: Order,
  extra: Record<string, unknown> = {},
  before?: Order,
): Promise<void> {
  const changes = before ? { modifiedFields: modifiedFields(before, order, BOOKKEEPING) } : {};
  const body =
    slug === 'created'
      ? { createdEvent: { entity: order } }
      : slug === 'updated'
        ? { updatedEvent: { currentEntity: order, ...changes } }
        : { actionEvent: { body: { order, ...extra } } };
  await appendDomainEvent(db, clock, {
    entityFqdn: ORDER_ENTITY_FQDN,
    slug,
    entityId: order.id,
    identity: actorIdentity(caller),
    body,
  });
}
