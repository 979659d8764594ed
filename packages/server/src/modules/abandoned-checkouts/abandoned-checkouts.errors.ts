// The abandoned-checkouts module's refusals: a recovery link that leads nowhere.
import { CHECKOUT_RECOVERY_ERROR_CODES } from '@cartwright/contracts';
import { fixedError } from '../../errors/app-error.js';

export const recoveryLinkInvalid = fixedError(
  404,
  CHECKOUT_RECOVERY_ERROR_CODES.linkInvalid,
  'This checkout link is not valid: open the link from the e-mail again',
);

export const recoveryLinkExpired = fixedError(
  410,
  CHECKOUT_RECOVERY_ERROR_CODES.linkExpired,
  'This checkout link has expired',
);
