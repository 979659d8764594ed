// Event shapes: domain events, catalog v1 payloads, identities, the webhook message envelope, webhook subscriptions and the live feed.
export * from './catalog-v1-events.js';
export * from './domain-event.js';
export * from './event-dates.js';
export * from './event-entities.js';
export * from './event-identity.js';
export * from './live-events.js';
export * from './message-envelope.js';
export * from './webhook.js';
export * from './webhook-event-types.js';
