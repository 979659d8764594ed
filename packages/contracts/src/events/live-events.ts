// `GET /cartwright/v1/events/stream` (admin): server-sent events, one `message` per new outbox event, whose
// SSE `id` is a cursor the browser sends back as `Last-Event-ID` to resume after a reconnect.
import { type Static, Type } from '@sinclair/typebox';
import { EventIdentitySchema } from './event-identity.js';

export const EVENTS_STREAM_PATH = '/cartwright/v1/events/stream';
/** `?after=<cursor>` does what `Last-Event-ID` does, for callers that cannot set the header. */
export const EventsStreamQuerySchema = Type.Object(
  {
    after: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,19}$', description: 'an SSE id from this stream' }),
    ),
  },
  { additionalProperties: false },
);
export type EventsStreamQuery = Static<typeof EventsStreamQuerySchema>;

/** The JSON of each SSE `data:` line. */
export const LiveEventSchema = Type.Object({
  /** The event's id: the domain event's `id`, and the `webhook-id` of its deliveries. */
  id: Type.String(),
  /** The SSE id: a decimal string, growing with every appended event. */
  cursor: Type.String({ pattern: '^[0-9]+$' }),
  eventType: Type.String(),
  /** Null for catalog v1 events, which are not domain events. */
  entityFqdn: Type.Union([Type.String(), Type.Null()]),
  slug: Type.String(),
  entityId: Type.String(),
  entityEventSequence: Type.String({ pattern: '^[0-9]+$' }),
  eventTime: Type.String({ format: 'date-time' }),
  identity: EventIdentitySchema,
  /** What the webhook's inner `data` carries, parsed: the domain event, or the catalog v1 payload. */
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type LiveEvent = Static<typeof LiveEventSchema>;
