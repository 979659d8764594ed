// `@cartwright/client/abandoned-checkouts`: the admin's list of abandoned checkouts and the store's settings, and
// the shopper's take-over of a checkout by its recovery link, by name and as the `abandonedCheckouts` module for
// createClient.
import { getAbandonedCheckoutSettings } from './get-abandoned-checkout-settings.js';
import { listAbandonedCheckouts } from './list-abandoned-checkouts.js';
import { recoverCheckout } from './recover-checkout.js';
import { updateAbandonedCheckoutSettings } from './update-abandoned-checkout-settings.js';

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
export {
  getAbandonedCheckoutSettings,
  listAbandonedCheckouts,
  recoverCheckout,
  updateAbandonedCheckoutSettings,
};

/**
 * Every abandoned-checkout call, for `createClient({ auth: ApiKeyStrategy(…), modules: { abandonedCheckouts } })`
 * (the admin's calls) or a shopper's client (`recoverCheckout`).
 */
export const abandonedCheckouts = {
  getAbandonedCheckoutSettings,
  listAbandonedCheckouts,
  recoverCheckout,
  updateAbandonedCheckoutSettings,
};
