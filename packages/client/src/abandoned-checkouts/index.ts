// `@cartwright/client/abandoned-checkouts`: the admin's list of abandoned checkouts and the store's settings, by
// name and as the `abandonedCheckouts` module for createClient.
import { getAbandonedCheckoutSettings } from './get-abandoned-checkout-settings.js';
import { listAbandonedCheckouts } from './list-abandoned-checkouts.js';
import { updateAbandonedCheckoutSettings } from './update-abandoned-checkout-settings.js';

export type {
  AbandonedCheckout,
  AbandonedCheckoutSettings,
  AbandonedCheckoutStatus,
  ListAbandonedCheckoutsQuery,
  ListAbandonedCheckoutsResponse,
  UpdateAbandonedCheckoutSettingsRequest,
} from '@cartwright/contracts';
export { getAbandonedCheckoutSettings, listAbandonedCheckouts, updateAbandonedCheckoutSettings };

/** Every abandoned-checkout call, for `createClient({ auth: ApiKeyStrategy(…), modules: { abandonedCheckouts } })`. */
export const abandonedCheckouts = {
  getAbandonedCheckoutSettings,
  listAbandonedCheckouts,
  updateAbandonedCheckoutSettings,
};
