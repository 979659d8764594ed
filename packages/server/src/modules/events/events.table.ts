// The event outbox (appended in the domain change's own transaction) and its per-entity sequence counters.
import type {
  CatalogV1EventData,
  CatalogV1EventDataMap,
  DomainEvent,
  EventIdentity,
  ProductV1EventType,
} from '@cartwright/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface EventOutboxTable {
  id: string;
  /** `wix.ecom.v1.cart_created`, or a catalog v1 message name such as `…catalog.api.v1.ProductCreated`. */
  event_type: string;
  /** Null for catalog v1 events, which are not domain events. */
  entity_fqdn: string | null;
  slug: string;
  entity_id: string;
  /** The whole domain event (wire.md §5.2), or the catalog v1 payload (§5.3): exactly what `data` carries. */
  payload: ColumnType<DomainEvent | CatalogV1EventData, object, never>;
  identity: EventIdentity;
  /** int8 comes back as a number, or a bigint past 2^53. */
  entity_event_sequence: ColumnType<number | bigint, number, never>;
  created_at: Date;
  /** Insertion order: a stable tie-break when events share a timestamp, and the listing cursor. */
  position: ColumnType<number | bigint, never, never>;
  /**
   * Where dispatch takes the event, before position (xid8, as text): the appending transaction's id, or the
   * entity's previous event's when that is later (migration 0030).
   */
  xid: ColumnType<string, string, never>;
  attempts: Generated<number>;
  /** When the delivery worker may try next: the append time, so a new event is due at once. */
  next_attempt_at: Date | null;
}

export type EventOutboxRow = Selectable<EventOutboxTable>;

/** How far dispatch has handed events to the subscriptions, in (xid, position) order: one row. */
export interface EventDispatchMarkTable {
  id: number;
  xid: string;
  position: number | bigint;
}

/** One row per entity: the last sequence number given out, locked by the upsert that bumps it. */
export interface EventSequencesTable {
  /** The entity kind: its entityFqdn, or a fixed name for catalog v1 entities. */
  scope: string;
  entity_id: string;
  last_sequence: ColumnType<number | bigint, number, number>;
  /** The dispatch key (`xid`) of the entity's last event. */
  last_xid: string;
}

interface StoredEventBase {
  id: string;
  slug: string;
  entityId: string;
  /** int64 as a string, as the wire carries it. */
  entityEventSequence: string;
  identity: EventIdentity;
  createdAt: Date;
  attempts: number;
  nextAttemptAt: Date | null;
}

export interface StoredDomainEvent extends StoredEventBase {
  kind: 'domain';
  eventType: string;
  entityFqdn: string;
  payload: DomainEvent;
}

/** One member per catalog v1 event type, so narrowing on `eventType` types the payload. */
export type StoredCatalogEvent = {
  [T in ProductV1EventType]: StoredEventBase & {
    kind: 'catalog';
    eventType: T;
    entityFqdn: null;
    payload: CatalogV1EventDataMap[T];
  };
}[ProductV1EventType];

/** An outbox entry: what the delivery worker will send and the bookkeeping of sending it. */
export type StoredEvent = StoredDomainEvent | StoredCatalogEvent;

export function rowToStoredEvent(row: EventOutboxRow): StoredEvent {
  const common: StoredEventBase = {
    id: row.id,
    slug: row.slug,
    entityId: row.entity_id,
    entityEventSequence: String(row.entity_event_sequence),
    identity: row.identity,
    createdAt: row.created_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
  };
  // The two append functions are the only writers, so the columns agree with the kind.
  return row.entity_fqdn === null
    ? ({
        ...common,
        kind: 'catalog',
        eventType: row.event_type,
        entityFqdn: null,
        payload: row.payload,
      } as StoredCatalogEvent)
    : {
        ...common,
        kind: 'domain',
        eventType: row.event_type,
        entityFqdn: row.entity_fqdn,
        payload: row.payload as DomainEvent,
      };
}
