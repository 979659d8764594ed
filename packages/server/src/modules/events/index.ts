// The events module's face: what other modules may use. Nothing outside the module imports its other files.

export type { PendingEvent } from './append-event.sql.js';
export {
  appendedEventStep,
  eventSequenceStep,
  pendingEventsParams,
  pendingEventsStep,
  pendingEventsValues,
} from './append-event.sql.js';
export {
  actorIdentity,
  appendCatalogEvent,
  appendDomainEvent,
  pendingDomainEvent,
} from './events.service.js';
export { modifiedFields } from './modified-fields.js';
export { type EventEntity, payloadFieldStep } from './payload-field.sql.js';
export { startWebhookDelivery, type WebhookDelivery } from './webhook-delivery.js';
export { createWebhook, deleteWebhook, listWebhooks, webhookPublicKey } from './webhooks.service.js';
