// The webhook JWT's `data` claim once parsed: identity and data are themselves JSON strings (wire.md §5.1 step 3).
import { type Static, Type } from '@sinclair/typebox';
import { EventAccountInfoSchema } from './event-identity.js';

export const MessageEnvelopeSchema = Type.Object({
  eventType: Type.String(),
  instanceId: Type.String(),
  identity: Type.String({ description: 'JSON of an EventIdentity' }),
  accountInfo: EventAccountInfoSchema,
  data: Type.String({ description: 'JSON of a DomainEvent, or of a catalog v1 event payload' }),
});
export type MessageEnvelope = Static<typeof MessageEnvelopeSchema>;
