// SSO failures as application errors (SSO_ERROR_CODES in contracts).
import { SSO_ERROR_CODES } from '@cartwright/contracts';
import { AppError, fixedError } from '../../errors/app-error.js';

export const connectionNotFound = fixedError(
  404,
  SSO_ERROR_CODES.connectionNotFound,
  'No enabled identity provider connection has this id',
);

export const unknownTenant = fixedError(
  404,
  SSO_ERROR_CODES.unknownTenant,
  'The tenant id is not this store',
);

export const providerUnavailable = (description = 'The identity provider could not be reached') =>
  new AppError(503, SSO_ERROR_CODES.providerUnavailable, description);

export const invalidIdToken = (description = 'The ID token is not valid') =>
  new AppError(401, SSO_ERROR_CODES.invalidIdToken, description);

export const emailRequired = fixedError(
  400,
  SSO_ERROR_CODES.emailRequired,
  'The identity provider shares no e-mail address; the store needs one',
);

export const emailNotVerified = fixedError(
  409,
  SSO_ERROR_CODES.emailNotVerified,
  'A member already uses this e-mail, and the identity provider has not verified it',
);

export const invalidState = fixedError(
  400,
  SSO_ERROR_CODES.invalidState,
  'The sign-in cannot be resumed: it was not started in this browser, or it expired',
);
