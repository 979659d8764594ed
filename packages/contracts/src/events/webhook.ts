// Webhook subscriptions (store admin or API key): `/cartwright/v1/webhooks`. The store POSTs each matching
// event as a raw RS256 JWT (wire.md §5.1) with Standard Webhooks headers signed by the subscription's secret.
import { type Static, Type } from '@sinclair/typebox';
import { URL_MAX_LENGTH } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

export const WEBHOOKS_PATH = '/cartwright/v1/webhooks';
export const WEBHOOK_PUBLIC_KEY_PATH = '/cartwright/v1/webhooks/public-key';
/** `{WEBHOOKS_PATH}/{id}/test`, `{WEBHOOKS_PATH}/{id}/deliveries`. */
export const webhookPath = (id: string): string => `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;

/** The headers of every delivery (Standard Webhooks): the same id on every retry of one event. */
export const WEBHOOK_ID_HEADER = 'webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
/** `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` keyed by the secret's bytes. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';
/** Secrets are `whsec_` + base64 of 32 random bytes; the HMAC key is the decoded bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The most event types one subscription lists (every type once, plus `*`). */
export const MAX_WEBHOOK_EVENT_TYPES = WEBHOOK_EVENT_TYPES.length + 1;
export const MAX_WEBHOOKS = 50;

/** Application error codes of the webhook routes. */
export const WEBHOOK_ERROR_CODES = {
  notFound: 'WEBHOOK_NOT_FOUND',
  /** Creating one more than MAX_WEBHOOKS (409). */
  limitReached: 'WEBHOOK_LIMIT_REACHED',
} as const;

/** Why the store turned a subscription off by itself; absent when the admin did, or when enabled. */
export const WEBHOOK_DISABLED_REASONS = [
  /** The receiver answered 410 Gone. */
  'RECEIVER_GONE',
  /** Every attempt failed for a day. */
  'FAILING',
] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

const webhookUrl = Type.String({
  minLength: 1,
  maxLength: URL_MAX_LENGTH,
  description:
    'http or https; private, loopback and link-local addresses are refused unless the store allows them',
});
/** Checked against WEBHOOK_EVENT_TYPES by the server, whose error lists the valid ones. */
const eventTypes = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
  minItems: 1,
  maxItems: MAX_WEBHOOK_EVENT_TYPES,
  description: 'wire.md §5.3–5.4 event types, or "*" for all',
});

export const WebhookSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  eventTypes: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  disabledReason: Type.Optional(literalUnion(WEBHOOK_DISABLED_REASONS)),
  disabledDate: Type.Optional(Type.String({ format: 'date-time' })),
  /** When the current run of failed attempts began; absent once an attempt succeeds. */
  failingSince: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Webhook = Static<typeof WebhookSchema>;

/** The creation answer: the only one that shows the signing secret. */
export const CreatedWebhookSchema = Type.Intersect([WebhookSchema, Type.Object({ secret: Type.String() })]);
export type CreatedWebhook = Static<typeof CreatedWebhookSchema>;

export const CreateWebhookRequestSchema = Type.Object(
  { url: webhookUrl, eventTypes, enabled: Type.Optional(Type.Boolean({ default: true })) },
  { additionalProperties: false },
);
export type CreateWebhookRequest = Static<typeof CreateWebhookRequestSchema>;

/** Fields left out keep their value; enabling clears `disabledReason` and `failingSince`. */
export const UpdateWebhookRequestSchema = Type.Object(
  {
    url: Type.Optional(webhookUrl),
    eventTypes: Type.Optional(eventTypes),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateWebhookRequest = Static<typeof UpdateWebhookRequestSchema>;

export const CreateWebhookResponseSchema = Type.Object({ webhook: CreatedWebhookSchema });
export type CreateWebhookResponse = Static<typeof CreateWebhookResponseSchema>;
export const WebhookResponseSchema = Type.Object({ webhook: WebhookSchema });
export type WebhookResponse = Static<typeof WebhookResponseSchema>;
/** Oldest first. */
export const ListWebhooksResponseSchema = Type.Object({ webhooks: Type.Array(WebhookSchema) });
export type ListWebhooksResponse = Static<typeof ListWebhooksResponseSchema>;

/**
 * DELIVERED: the receiver answered 2xx. RETRYING: failed, another attempt at `nextAttemptDate`.
 * FAILED: failed and no attempt follows (the subscription was disabled, or the retries ran out).
 */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['DELIVERED', 'RETRYING', 'FAILED'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** One delivery attempt of one event to one subscription. */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String(),
  webhookId: Type.String(),
  /** The event's id, also the `webhook-id` header; the test call's own id for a test delivery. */
  eventId: Type.String(),
  eventType: Type.String(),
  /** 1 for the first attempt of this event to this subscription. */
  attempt: Type.Integer({ minimum: 1 }),
  attemptedDate: Type.String({ format: 'date-time' }),
  outcome: literalUnion(WEBHOOK_ATTEMPT_OUTCOMES),
  /** Absent when no answer came (timeout, connection error, refused address). */
  statusCode: Type.Optional(Type.Integer()),
  durationMs: Type.Integer({ minimum: 0 }),
  /** Why the attempt failed, without the body the receiver sent. */
  error: Type.Optional(Type.String()),
  nextAttemptDate: Type.Optional(Type.String({ format: 'date-time' })),
  /** Sent by `POST …/test`. */
  test: Type.Boolean(),
});
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

/** `GET /cartwright/v1/webhooks/{id}/deliveries?limit=&eventId=`: newest attempt first. */
export const ListWebhookDeliveriesQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    eventId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ListWebhookDeliveriesQuery = Static<typeof ListWebhookDeliveriesQuerySchema>;
export const ListWebhookDeliveriesResponseSchema = Type.Object({
  deliveries: Type.Array(WebhookDeliverySchema),
});
export type ListWebhookDeliveriesResponse = Static<typeof ListWebhookDeliveriesResponseSchema>;

/** `POST …/test` sends one `cartwright.v1.webhook_test` event at once, not retried, and answers its attempt. */
export const TestWebhookResponseSchema = Type.Object({ delivery: WebhookDeliverySchema });
export type TestWebhookResponse = Static<typeof TestWebhookResponseSchema>;

/** The key that verifies every webhook JWT (wire.md §5.1 step 2). */
export const WebhookPublicKeyResponseSchema = Type.Object({
  publicKey: Type.String({ description: 'SPKI PEM' }),
  algorithm: Type.Literal('RS256'),
});
export type WebhookPublicKeyResponse = Static<typeof WebhookPublicKeyResponseSchema>;
