// The events module's face: what other modules may use. Nothing outside the module imports its other files.

export { startWebhookDelivery, type WebhookDelivery } from './delivery/webhook-delivery.js';
export type { PendingEvent } from './outbox/append-event.sql.js';
export {
  appendedEventStep,
  eventSequenceStep,
  pendingEventsParams,
  pendingEventsStep,
  pendingEventsValues,
} from './outbox/append-event.sql.js';
export {
  actorIdentity,
  appendCatalogEvent,
  appendDomainEvent,
  pendingDomainEvent,
} from './outbox/events.service.js';
export { modifiedFields } from './outbox/modified-fields.js';
export { type EventEntity, payloadFieldStep } from './outbox/payload-field.sql.js';
export { createWebhook, deleteWebhook, listWebhooks, webhookPublicKey } from './webhooks/webhooks.service.js';
