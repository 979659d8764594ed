// Taking a checkout over by the link of its recovery e-mail: `POST /cartwright/v1/checkout-recoveries`, by the
// visitor or member opening the link (often in another browser than the one that made the checkout).
import { type Static, Type } from '@sinclair/typebox';

export const CHECKOUT_RECOVERIES_PATH = '/cartwright/v1/checkout-recoveries';

/** The token is the link's last segment; any string is looked up (a wrong one answers LINK_INVALID). */
export const RECOVER_CHECKOUT_TOKEN_MAX_LENGTH = 200;

export const RecoverCheckoutRequestSchema = Type.Object(
  { recoveryToken: Type.String({ minLength: 1, maxLength: RECOVER_CHECKOUT_TOKEN_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type RecoverCheckoutRequest = Static<typeof RecoverCheckoutRequestSchema>;

/** The checkout, now the caller's: the hosted checkout `/checkout/{checkoutId}` opens it. */
export const RecoverCheckoutResponseSchema = Type.Object({ checkoutId: Type.String() });
export type RecoverCheckoutResponse = Static<typeof RecoverCheckoutResponseSchema>;

/** What `details.applicationError.data` of CHECKOUT_RECOVERY_ORDER_PLACED holds. */
export const CheckoutRecoveryOrderPlacedDataSchema = Type.Object({
  /** The order, when the caller is the buyer who may read it. */
  orderId: Type.Optional(Type.String()),
});
export type CheckoutRecoveryOrderPlacedData = Static<typeof CheckoutRecoveryOrderPlacedDataSchema>;
