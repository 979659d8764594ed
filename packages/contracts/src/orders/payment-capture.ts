// Authorize now, capture later: the admin's setting and its steps on an AUTHORIZED order (capture whole or in
// part, void). Spec §8 names the refusals: EXPIRED, NOT_SUPPORTED, OFFLINE.
import { type Static, Type } from '@sinclair/typebox';
import { AMOUNT_INPUT_PATTERN } from '../cart/money.js';

/** PATCH PAYMENT_SETTINGS_PATH: what the admin changes (the keys are the server's flags, never set here). */
export const UpdatePaymentSettingsRequestSchema = Type.Object(
  {
    /** Authorize at checkout and capture later (at fulfilment or with the capture step) instead of at once. */
    captureLater: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UpdatePaymentSettingsRequest = Static<typeof UpdatePaymentSettingsRequestSchema>;

/** `/cartwright/v1/orders/{id}/capture`: take the authorized money, all of it or `amount`. */
export const captureOrderPath = (orderId: string): string =>
  `/cartwright/v1/orders/${encodeURIComponent(orderId)}/capture`;
/** `/cartwright/v1/orders/{id}/void`: release the authorization; the buyer is never charged. */
export const voidOrderPath = (orderId: string): string =>
  `/cartwright/v1/orders/${encodeURIComponent(orderId)}/void`;

/** POST …/capture. Without `amount`, the whole authorization; with it, that much and the rest is released. */
export const CaptureOrderPaymentRequestSchema = Type.Object(
  {
    /** The order's id, as gateway clients repeat a path parameter in the body. */
    id: Type.Optional(Type.String({ maxLength: 100 })),
    amount: Type.Optional(
      Type.String({ pattern: AMOUNT_INPUT_PATTERN, maxLength: 17, description: 'decimal string' }),
    ),
  },
  { additionalProperties: false },
);
export type CaptureOrderPaymentRequest = Static<typeof CaptureOrderPaymentRequestSchema>;

/** POST …/void. */
export const VoidOrderPaymentRequestSchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type VoidOrderPaymentRequest = Static<typeof VoidOrderPaymentRequestSchema>;
