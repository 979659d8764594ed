// The events module's face: what other modules may use. Nothing outside the module imports its other files.

export type { PendingEvent } from './events.repository.js';
export { appendEventSteps } from './events.repository.js';
export {
  actorIdentity,
  appendCatalogEvent,
  appendDomainEvent,
  pendingDomainEvent,
} from './events.service.js';
