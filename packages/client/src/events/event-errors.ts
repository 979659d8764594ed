// Why an incoming webhook was refused: one class per reason, each with a stable `code` and the HTTP status
// the adapters answer with.
import { StoreError } from '../errors/errors.js';

/** Base of every webhook refusal. */
export class WebhookError extends StoreError {
  override name = 'WebhookError';
  /** What the adapters answer: 400 for a malformed or unexpected event, 401 when it cannot be trusted. */
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(code, message);
    this.status = status;
  }
}

/** The JWT or the Standard Webhooks signature does not match the body, or is missing. */
export class InvalidSignatureError extends WebhookError {
  override name = 'InvalidSignatureError';
  constructor(message = 'Invalid webhook signature') {
    super('INVALID_SIGNATURE', message, 401);
  }
}

/** The signed timestamp lies outside the tolerance, in the past or in the future. */
export class StaleTimestampError extends WebhookError {
  override name = 'StaleTimestampError';
  constructor(message = 'Webhook timestamp is outside the tolerance') {
    super('STALE_TIMESTAMP', message, 401);
  }
}

/** An event id already processed within the tolerance window. */
export class ReplayedEventError extends WebhookError {
  override name = 'ReplayedEventError';
  readonly eventId: string;
  constructor(eventId: string) {
    super('REPLAYED_EVENT', `Webhook event ${eventId} was already received`, 409);
    this.eventId = eventId;
  }
}

/** Handlers are registered and none matches the event type (wire.md §5.1 step 4). */
export class UnknownEventTypeError extends WebhookError {
  override name = 'UnknownEventTypeError';
  readonly eventType: string;
  constructor(eventType: string, expected: readonly string[]) {
    super(
      'UNKNOWN_EVENT_TYPE',
      `Unexpected event type: ${eventType}. Expected one of: ${expected.join(', ')}`,
      400,
    );
    this.eventType = eventType;
  }
}

/** A verified body whose claims are not a webhook envelope (`data` must be a JSON string, wire.md §5.1). */
export class MalformedEventError extends WebhookError {
  override name = 'MalformedEventError';
  constructor(message: string) {
    super('MALFORMED_EVENT', message, 400);
  }
}
