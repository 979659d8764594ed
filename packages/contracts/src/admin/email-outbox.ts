// GET /cartwright/v1/email-outbox: the messages the store sent, newest first (admin callers; tests and local
// development read verification codes and links here).
import { type Static, Type } from '@sinclair/typebox';

export const EMAIL_OUTBOX_PATH = '/cartwright/v1/email-outbox';
/** LOGGED: printed to the log (no SMTP server); PENDING → SENT, or FAILED after the last retry. */
export const EMAIL_DELIVERY_STATES = ['LOGGED', 'PENDING', 'SENT', 'FAILED'] as const;

/** Every kind of message the store sends (docs/self-hosting.md lists them, tests/docs checks it). */
export const EMAIL_KINDS = [
  'verification-code',
  'welcome',
  'activation-link',
  'recovery-link',
  'factor-code',
  'sign-in-code',
  'recovery-code-used',
  'order-confirmation',
  'order-paid',
  'order-payment-failed',
  'order-shipped',
  'order-canceled',
  'order-refunded',
  'payment-refunded',
  'abandoned-checkout',
  'back-in-stock-confirmation',
  'back-in-stock',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EmailOutboxQuerySchema = Type.Object(
  {
    to: Type.Optional(
      Type.String({ minLength: 1, maxLength: 320, description: 'recipient address, any case' }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export type EmailOutboxQuery = Static<typeof EmailOutboxQuerySchema>;

export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  kind: Type.String({ description: `one of ${EMAIL_KINDS.join(', ')}` }),
  data: Type.Object({ code: Type.Optional(Type.String()), link: Type.Optional(Type.String()) }),
  deliveryState: Type.Union(EMAIL_DELIVERY_STATES.map((s) => Type.Literal(s))),
  createdDate: Type.String({ format: 'date-time' }),
  attempts: Type.Integer({ minimum: 0, description: 'SMTP delivery attempts so far' }),
  sentDate: Type.Optional(Type.String({ format: 'date-time', description: 'when the SMTP server took it' })),
  lastError: Type.Optional(Type.String({ description: 'why the last attempt failed (no credentials)' })),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

export const EmailOutboxResponseSchema = Type.Object({ messages: Type.Array(OutboxMessageSchema) });
export type EmailOutboxResponse = Static<typeof EmailOutboxResponseSchema>;
