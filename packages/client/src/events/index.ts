// `@cartwright/client/events`: the receiving side of the store's webhooks, with no runtime dependency.
export {
  fetchWebhookHandler,
  type NodeWebhookRequest,
  type NodeWebhookResponse,
  nodeWebhookHandler,
  type WebhookHandlerOptions,
} from './adapters.js';
export {
  InvalidSignatureError,
  MalformedEventError,
  ReplayedEventError,
  StaleTimestampError,
  UnknownEventTypeError,
  WebhookError,
} from './event-errors.js';
export { EVENT_HANDLER_TYPES } from './event-handler-types.js';
export {
  createEventProcessor,
  type EventProcessor,
  type EventProcessorOptions,
  type WebhookRequestHeaders,
} from './event-processor.js';
export type * from './event-types.js';
export { memoryReplayStore, type ReplayStore } from './replay-store.js';
export { importWebhookPublicKey } from './verify-jwt.js';
export { importWebhookSecret, signStandardWebhook } from './verify-standard-webhook.js';
