// The checkout recovery link's lifetime and the error codes of taking a checkout over by it, schema-free: the
// storefront's recovery page imports them without TypeBox (the `@cartwright/contracts/checkout-recovery-codes`
// subpath).

/** How long a recovery e-mail's link works after the e-mail is sent: a week, then the shopper starts again. */
export const CHECKOUT_RECOVERY_LINK_TTL_DAYS = 7;

/** Application error codes of `POST /cartwright/v1/checkout-recoveries`. */
export const CHECKOUT_RECOVERY_ERROR_CODES = {
  /** No checkout has this link: mistyped, cut short, or never issued (404). */
  linkInvalid: 'CHECKOUT_RECOVERY_LINK_INVALID',
  /** The link is older than CHECKOUT_RECOVERY_LINK_TTL_DAYS (410). */
  linkExpired: 'CHECKOUT_RECOVERY_LINK_EXPIRED',
  /** The checkout's order is placed already (409); `data.orderId` when the caller is its buyer. */
  orderPlaced: 'CHECKOUT_RECOVERY_ORDER_PLACED',
  /** The checkout is a member's: only that member, signed in, may take it (403). */
  signInRequired: 'CHECKOUT_RECOVERY_SIGN_IN_REQUIRED',
} as const;
export type CheckoutRecoveryErrorCode =
  (typeof CHECKOUT_RECOVERY_ERROR_CODES)[keyof typeof CHECKOUT_RECOVERY_ERROR_CODES];
