// OAuth client failures beyond bad input and unknown ids.
import { OAUTH_CLIENT_ERROR_CODES } from '@cartwright/contracts';
import { fixedError } from '../../errors/app-error.js';

export const webClientInUse = fixedError(
  409,
  OAUTH_CLIENT_ERROR_CODES.webClientInUse,
  "The store's web app signs in with this client; it cannot be deleted",
);
