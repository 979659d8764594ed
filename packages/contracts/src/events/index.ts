// Event shapes: domain events, catalog v1 payloads, identities and the webhook message envelope.
export * from './catalog-v1-events.js';
export * from './domain-event.js';
export * from './event-dates.js';
export * from './event-entities.js';
export * from './event-identity.js';
export * from './message-envelope.js';
