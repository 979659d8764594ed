// Turns an outbox event into the webhook message envelope (wire.md §5.1).
import type { EventAccountInfo, MessageEnvelope } from '@cartwright/contracts';

/** An outbox event as the outbox keeps it: its identity and payload are JSON text. */
export interface EventTexts {
  eventType: string;
  identityJson: string;
  payloadJson: string;
}

/**
 * The parsed JWT `data` claim of the webhook for this event (wire.md §5.1 step 3): `identity` and
 * `data` are JSON strings that the receiver parses a second time, here the outbox's own text.
 * @example const envelope = toMessageEnvelope(event, storeInstanceId, { siteId: storeInstanceId })
 */
export function toMessageEnvelope(
  event: EventTexts,
  instanceId: string,
  accountInfo: EventAccountInfo = {},
): MessageEnvelope {
  return {
    eventType: event.eventType,
    instanceId,
    identity: event.identityJson,
    accountInfo,
    data: event.payloadJson,
  };
}
