// The events module's face: what other modules may use. Nothing outside the module imports its other files.

export type { PendingEvent } from './append-event.sql.js';
export { appendedEventStep, eventSequenceStep } from './append-event.sql.js';
export {
  actorIdentity,
  appendCatalogEvent,
  appendDomainEvent,
  pendingDomainEvent,
} from './events.service.js';
