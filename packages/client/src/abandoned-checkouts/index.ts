// `@cartwright/client/abandoned-checkouts`: the admin's list of abandoned checkouts and the store's settings, and
// the shopper's take-over of a checkout by its recovery link, by name and as the `abandonedCheckouts` module for
// createClient.

export type {
  AbandonedCheckout,
  AbandonedCheckoutSettings,
  AbandonedCheckoutStatus,
  CheckoutRecoveryErrorCode,
  ListAbandonedCheckoutsQuery,
  ListAbandonedCheckoutsResponse,
  RecoverCheckoutResponse,
  UpdateAbandonedCheckoutSettingsRequest,
} from '@cartwright/contracts';
export {
  CHECKOUT_RECOVERY_ERROR_CODES,
  CHECKOUT_RECOVERY_LINK_TTL_DAYS,
} from '@cartwright/contracts/checkout-recovery-codes';
export * from './calls.js';
/**
 * Every abandoned-checkout call, for `createClient({ auth: ApiKeyStrategy(…), modules: { abandonedCheckouts } })`
 * (the admin's calls) or a shopper's client (`recoverCheckout`).
 */
export * as abandonedCheckouts from './calls.js';
