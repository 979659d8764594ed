// Turns an outbox event into the webhook message envelope (wire.md §5.1).
import type { EventAccountInfo, MessageEnvelope } from '@cartwright/contracts';
import type { StoredEvent } from './events.table.js';

/**
 * The parsed JWT `data` claim of the webhook for this event (wire.md §5.1 step 3): `identity` and
 * `data` are JSON strings that the receiver parses a second time.
 * @example const envelope = toMessageEnvelope(event, storeInstanceId, { siteId: storeInstanceId })
 */
export function toMessageEnvelope(
  event: Pick<StoredEvent, 'eventType' | 'identity' | 'payload'>,
  instanceId: string,
  accountInfo: EventAccountInfo = {},
): MessageEnvelope {
  return {
    eventType: event.eventType,
    instanceId,
    identity: JSON.stringify(event.identity),
    accountInfo,
    data: JSON.stringify(event.payload),
  };
}
