// changePassword: A3, the signed-in member's new password.
import type { ChangePasswordRequest } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/_api/iam/authentication/v2/change-password' };

export interface ChangePasswordOptions extends CallOptions {
  /** Needed when the sign-in is older than 5 minutes (Cartwright's). */
  currentPassword?: string;
}

/**
 * Sets the signed-in member's new password (8–256 characters). Right after signing in it needs nothing
 * else; later, `currentPassword`. Every refresh token of the member is revoked, this device's too, so it
 * signs in again once its access token expires. ApiError `RECENT_LOGIN_REQUIRED` or `WRONG_PASSWORD` (403);
 * not a member: ApiError 401/403.
 * `POST /_api/iam/authentication/v2/change-password` with `{ newPassword, currentPassword? }`.
 *
 * @example
 * await changePassword(client, 'a new long password', { currentPassword });
 */
export async function changePassword(
  client: StoreClient,
  newPassword: string,
  options: ChangePasswordOptions = {},
): Promise<void> {
  const { currentPassword, ...callOptions } = options;
  const body: ChangePasswordRequest = {
    newPassword,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  };
  // The arguments as keys, so the error's copy of them has both passwords redacted.
  await callFixedPath(client, descriptor, body, callOptions, [body]);
}
