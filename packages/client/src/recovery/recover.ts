// recover: V3, sets a new password with the token of a recovery or activation link.
import type { RecoverRequest, RecoverResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/_api/iam/recovery/v1/recover' };

/**
 * Sets the new password (8–256 characters) with the `recoveryToken` of the link's query. Every session of
 * the member ends and nobody is signed in: the answer is `{ state: 'SUCCESS' }` with no session token, and
 * the shopper signs in with the new password. A used, unknown or expired (60 minutes) token: ApiError
 * `INVALID_RECOVERY_TOKEN` (400).
 * `POST /_api/iam/recovery/v1/recover`.
 *
 * @example
 * const recoveryToken = new URL(location.href).searchParams.get('recoveryToken')!;
 * await recover(client, { recoveryToken, password });
 */
export function recover(
  client: StoreClient,
  request: RecoverRequest,
  options?: CallOptions,
): Promise<RecoverResponse> {
  return callFixedPath<RecoverResponse>(client, descriptor, request, options, [request]);
}
