// The event outbox API: services append their events in the same transaction as the change itself.
import { randomUUID } from 'node:crypto';
import {
  CATALOG_V1_EVENT_DATA_SCHEMAS,
  type CatalogV1EventDataMap,
  type EventIdentity,
  PRODUCT_V1_EVENT_SLUGS,
  PRODUCT_V1_EVENT_TYPES,
  type ProductV1EventType,
} from '@cartwright/contracts';
import type { TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { invalidField, notFound } from '../../../errors/app-error.js';
import { isUuid } from '../../../lib/secrets.js';
import { rowToStoredEvent, type StoredEvent } from '../events.table.js';
import {
  appendEvent,
  findOutboxPosition,
  type PendingEvent,
  selectOutboxEvents,
} from './events.repository.js';

export { toMessageEnvelope } from '../delivery/message-envelope.js';
export type { StoredCatalogEvent, StoredDomainEvent, StoredEvent } from '../events.table.js';
export { actorIdentity } from './actor-identity.js';
export type { PendingEvent } from './events.repository.js';

/**
 * The body of an event as services hand it over. Entities are any object (interfaces included);
 * dates inside become ISO strings when stored, as the wire wants them.
 */
export type DomainEventInputBody =
  | { createdEvent: { entity: object; restoreInfo?: { deletedDate: Date | string } } }
  | { updatedEvent: { currentEntity: object; modifiedFields?: Record<string, unknown> } }
  | { deletedEvent: { deletedEntity?: object } }
  | { actionEvent: { body: object } };

export interface DomainEventInput {
  /** e.g. `wix.ecom.v1.cart`. */
  entityFqdn: string;
  /** `created`, `updated`, `deleted` or an action name such as `completed`. */
  slug: string;
  entityId: string;
  identity: EventIdentity;
  /** `createdEvent` for `created`, `updatedEvent` for `updated`, `deletedEvent` for `deleted`, else `actionEvent`. */
  body: DomainEventInputBody;
  originatedFrom?: string;
  triggeredByAnonymizeRequest?: boolean;
}

const FQDN = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;
const SLUG = /^[a-z][a-z0-9_]*$/;
const BODY_FOR_SLUG: Record<string, string> = {
  created: 'createdEvent',
  updated: 'updatedEvent',
  deleted: 'deletedEvent',
};

/**
 * A domain event (wire.md §5.2) checked and built, ready to append alone or as part of a change's own
 * statement; its type is `${entityFqdn}_${slug}`.
 */
export function pendingDomainEvent(clock: Clock, event: DomainEventInput): PendingEvent {
  if (!FQDN.test(event.entityFqdn)) throw new Error(`Invalid entityFqdn "${event.entityFqdn}"`);
  if (!SLUG.test(event.slug)) throw new Error(`Invalid event slug "${event.slug}"`);
  if (event.entityId === '') throw new Error('An event needs an entityId');
  const bodyKinds = Object.keys(event.body);
  const expected = BODY_FOR_SLUG[event.slug] ?? 'actionEvent';
  if (bodyKinds.length !== 1 || bodyKinds[0] !== expected) {
    throw new Error(
      `A "${event.slug}" event carries exactly one body, ${expected}; got ${bodyKinds.join(', ')}`,
    );
  }
  const now = clock();
  const id = randomUUID();
  // JSON turns the entity objects and their dates into the wire's records and strings.
  const payload = {
    id,
    entityFqdn: event.entityFqdn,
    slug: event.slug,
    entityId: event.entityId,
    eventTime: now.toISOString(),
    triggeredByAnonymizeRequest: event.triggeredByAnonymizeRequest ?? false,
    ...(event.originatedFrom === undefined ? {} : { originatedFrom: event.originatedFrom }),
    ...event.body,
  };
  return {
    row: {
      id,
      event_type: `${event.entityFqdn}_${event.slug}`,
      entity_fqdn: event.entityFqdn,
      slug: event.slug,
      entity_id: event.entityId,
      created_at: now,
      next_attempt_at: now,
    },
    identityJson: JSON.stringify(event.identity),
    scope: event.entityFqdn,
    payloadJson: JSON.stringify(payload),
    numberInPayload: true,
  };
}

/**
 * Appends a domain event (wire.md §5.2) to the outbox. Pass the transaction of the change, so the event
 * exists exactly when the change commits.
 * @example await appendDomainEvent(trx, clock, { entityFqdn: 'wix.ecom.v1.cart', slug: 'created', entityId: cart.id, identity, body: { createdEvent: { entity: cart } } })
 */
export async function appendDomainEvent(db: Db, clock: Clock, event: DomainEventInput): Promise<StoredEvent> {
  return rowToStoredEvent(await appendEvent(db, pendingDomainEvent(clock, event)));
}

/** A catalog v1 event whose `data` has the payload type of its `eventType`. */
export type CatalogEventInput = {
  [T in ProductV1EventType]: {
    eventType: T;
    /** The product id, or the collection id for collection events. */
    entityId: string;
    identity: EventIdentity;
    data: CatalogV1EventDataMap[T];
  };
}[ProductV1EventType];

const CATALOG_PRODUCT_SCOPE = 'com.wix.ecommerce.catalog.api.v1.Product';
const CATALOG_COLLECTION_SCOPE = 'com.wix.ecommerce.catalog.api.v1.Collection';

// The payload types already hold at compile time; this catches payloads built from untyped data.
const catalogDataCheckers = new Map<string, TypeCheck<TSchema>>(
  PRODUCT_V1_EVENT_TYPES.map((type) => [type, TypeCompiler.Compile(CATALOG_V1_EVENT_DATA_SCHEMAS[type])]),
);

/**
 * Appends a catalog v1 event (wire.md §5.3): not a domain event, so its payload is `data` as given.
 * @example await appendCatalogEvent(trx, clock, { eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted', entityId: id, identity, data: { productId: id, originatedFromVersion: 'V1_CATALOG' } })
 */
export async function appendCatalogEvent(
  db: Db,
  clock: Clock,
  event: CatalogEventInput,
): Promise<StoredEvent> {
  const index = PRODUCT_V1_EVENT_TYPES.indexOf(event.eventType);
  const slug = PRODUCT_V1_EVENT_SLUGS[index];
  const checker = catalogDataCheckers.get(event.eventType);
  if (slug === undefined || !checker) throw new Error(`Unknown catalog event type "${event.eventType}"`);
  const problem = checker.Errors(event.data).First();
  if (problem) throw new Error(`Invalid ${event.eventType} payload at "${problem.path}": ${problem.message}`);
  const dataId = 'productId' in event.data ? event.data.productId : event.data.collection_Id;
  if (dataId !== event.entityId) {
    throw new Error(`Catalog event entityId "${event.entityId}" differs from its payload's id "${dataId}"`);
  }
  // Products and collections count their events separately, like any two entity kinds. The
  // capital letter keeps these scopes apart from every entityFqdn, which is lowercase.
  const scope = slug.startsWith('collection_') ? CATALOG_COLLECTION_SCOPE : CATALOG_PRODUCT_SCOPE;
  const now = clock();
  const row = await appendEvent(db, {
    row: {
      id: randomUUID(),
      event_type: event.eventType,
      entity_fqdn: null,
      slug,
      entity_id: event.entityId,
      created_at: now,
      next_attempt_at: now,
    },
    identityJson: JSON.stringify(event.identity),
    scope,
    payloadJson: JSON.stringify(event.data),
    numberInPayload: false,
  });
  return rowToStoredEvent(row);
}

export interface ListEventsOptions {
  /** Id of the last event already seen: the listing continues after it. */
  after?: string;
  /** 1 to 1000; 100 when absent. */
  limit?: number;
  eventType?: string;
  entityId?: string;
}

export const DEFAULT_EVENT_LIST_LIMIT = 100;
export const MAX_EVENT_LIST_LIMIT = 1000;

/**
 * Outbox events in the order they were appended, optionally after a cursor and filtered.
 * @example const page = await listEvents(db, { entityId: cart.id, limit: 10 })
 */
export async function listEvents(db: Db, options: ListEventsOptions = {}): Promise<StoredEvent[]> {
  const limit = options.limit ?? DEFAULT_EVENT_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) {
    throw invalidField('limit', 'must be a whole number from 1', 'MIN');
  }
  if (limit > MAX_EVENT_LIST_LIMIT) {
    throw invalidField('limit', `must be at most ${MAX_EVENT_LIST_LIMIT}`, 'MAX');
  }
  let afterPosition: number | bigint | undefined;
  if (options.after !== undefined) {
    if (!isUuid(options.after)) throw invalidField('after', 'must be an event id', 'FORMAT');
    afterPosition = await findOutboxPosition(db, options.after);
    if (afterPosition === undefined) throw notFound('Event', { id: options.after });
  }
  const rows = await selectOutboxEvents(db, {
    limit,
    ...(afterPosition === undefined ? {} : { afterPosition }),
    ...(options.eventType === undefined ? {} : { eventType: options.eventType }),
    ...(options.entityId === undefined ? {} : { entityId: options.entityId }),
  });
  return rows.map(rowToStoredEvent);
}
