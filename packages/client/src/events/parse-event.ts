// From verified JWT claims to what a handler receives (wire.md §5.1 step 3, §5.2): the envelope parsed twice,
// the metadata gathered, and every date field of the family a `Date`, deleted entities included.
import { DOMAIN_EVENT_FAMILIES, PRODUCT_CREATED_EVENT_FLOAT_FIELDS } from '@cartwright/contracts/conversions';
import { convertResponse, toDate } from '../http/convert.js';
import { MalformedEventError, UnknownEventTypeError } from './event-errors.js';
import { EVENT_HANDLER_TYPES } from './event-handler-types.js';
import type { EventHandlerName, ProcessedEvent } from './event-types.js';
import type { WebhookClaims } from './verify-jwt.js';

type Json = Record<string, unknown>;

const DATES_BY_TYPE = new Map<string, readonly string[]>();
for (const [types, dates] of DOMAIN_EVENT_FAMILIES) for (const type of types) DATES_BY_TYPE.set(type, dates);
const HANDLER_BY_TYPE = new Map<string, EventHandlerName>();
for (const name of Object.keys(EVENT_HANDLER_TYPES) as EventHandlerName[]) {
  HANDLER_BY_TYPE.set(EVENT_HANDLER_TYPES[name], name);
}
const PRODUCT_CREATED = EVENT_HANDLER_TYPES.onProductCreated;
const PRODUCT_CREATED_FLOATS = { floats: PRODUCT_CREATED_EVENT_FLOAT_FIELDS };
/** Catalog v1 events are the only ones that are not domain events (wire.md §5.3). */
const isCatalogV1 = (eventType: string) => eventType.startsWith('com.wix.ecommerce.catalog.api.v1.');
const BODIES = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(text: unknown, what: string): Json {
  if (typeof text !== 'string') throw new MalformedEventError(`Unexpected type of ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MalformedEventError(`The ${what} is not JSON`);
  }
  if (!isObject(value)) throw new MalformedEventError(`The ${what} is not an object`);
  return value;
}

/** `modifiedFields` keeps its flat keys (`lineItems[0].serviceProperties.scheduledDate`); its dates are converted. */
function convertModifiedFields(fields: Json, dates: readonly string[]): void {
  for (const key of Object.keys(fields)) {
    const path = key.replace(/\[\d+\]/g, '');
    if (dates.includes(path)) {
      fields[key] = toDate(fields[key]);
      continue;
    }
    const below = dates
      .filter((date) => date.startsWith(`${path}.`))
      .map((date) => date.slice(path.length + 1));
    if (below.length > 0) convertResponse(fields[key], { dates: below });
  }
}

function domainEvent(eventType: string, payload: Json, webhook: Json): Json {
  const present = BODIES.filter((body) => isObject(payload[body]));
  if (present.length !== 1 || typeof payload.id !== 'string' || typeof payload.eventTime !== 'string') {
    throw new MalformedEventError('The event data is not a domain event');
  }
  const { createdEvent, updatedEvent, deletedEvent, actionEvent, ...fields } = payload;
  const metadata = { ...webhook, ...fields, eventTime: toDate(fields.eventTime) };
  const dates = DATES_BY_TYPE.get(eventType) ?? [];
  const conversions = { dates };
  const entityOf = (body: unknown, key: string) => {
    const entity = (body as Json)[key];
    if (entity !== undefined && !isObject(entity))
      throw new MalformedEventError(`The event's ${key} is not an object`);
    convertResponse(entity, conversions);
    return entity;
  };
  if (createdEvent) {
    const { restoreInfo } = createdEvent as Json;
    const entity = entityOf(createdEvent, 'entity');
    if (!entity) throw new MalformedEventError('A created event carries its entity');
    if (!isObject(restoreInfo)) return { entity, metadata };
    return { entity, metadata, restoreInfo: { deletedDate: toDate(restoreInfo.deletedDate) } };
  }
  if (updatedEvent) {
    const entity = entityOf(updatedEvent, 'currentEntity');
    if (!entity) throw new MalformedEventError('An updated event carries its current entity');
    const { modifiedFields } = updatedEvent as Json;
    if (!isObject(modifiedFields)) return { entity, metadata };
    convertModifiedFields(modifiedFields, dates);
    return { entity, metadata, modifiedFields };
  }
  if (deletedEvent) {
    // Gateway clients leave these dates as strings (the wire.md §5.2 quirk); Cartwright converts them too.
    const entity = entityOf(deletedEvent, 'deletedEntity');
    return entity ? { entity, metadata } : { metadata };
  }
  // An action's body holds its entities by name (`{order}`) or is the entity itself.
  const data = entityOf(actionEvent, 'body') ?? {};
  convertResponse(data, { dates: dates.map((date) => `*.${date}`) });
  return { data, metadata };
}

/**
 * Reads a verified webhook's claims into the event its handler receives.
 * Throws MalformedEventError for a body that is not a webhook envelope, UnknownEventTypeError for a type no
 * handler of spec §1 answers to.
 */
export function parseEvent(claims: WebhookClaims): ProcessedEvent {
  const envelope = parseObject(claims.data, 'JWT data');
  const { eventType, instanceId, accountInfo } = envelope;
  if (typeof eventType !== 'string' || typeof instanceId !== 'string') {
    throw new MalformedEventError('The JWT data lacks its eventType or instanceId');
  }
  const handler = HANDLER_BY_TYPE.get(eventType);
  if (!handler) throw new UnknownEventTypeError(eventType, [...HANDLER_BY_TYPE.keys()]);
  const identity = parseObject(envelope.identity, 'identity');
  const payload = parseObject(envelope.data, 'event data');
  const webhook = { instanceId, identity, accountInfo: isObject(accountInfo) ? accountInfo : {} };
  if (isCatalogV1(eventType)) {
    if (eventType === PRODUCT_CREATED) convertResponse(payload, PRODUCT_CREATED_FLOATS);
    return { eventType, handler, event: { data: payload, metadata: webhook } } as unknown as ProcessedEvent;
  }
  const event = domainEvent(eventType, payload, webhook);
  return { eventType, handler, event } as unknown as ProcessedEvent;
}
