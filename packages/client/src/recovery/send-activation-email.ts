// sendActivationEmail: V2 (admin), e-mails a member an activation link to choose their first password.
import type { SendActivationEmailRequest } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/_api/iam/recovery/v1/activation-email' };

/**
 * E-mails the member `identityId` (a member id) an activation link; the client must act as an admin
 * (admin sign-in or API key). Unknown member: ApiError 404; a member already active with a password:
 * ApiError `ACTIVATION_NOT_NEEDED` (400).
 * `POST /_api/iam/recovery/v1/activation-email`.
 *
 * @example
 * await sendActivationEmail(adminClient, { identityId: member._id });
 */
export async function sendActivationEmail(
  client: StoreClient,
  request: SendActivationEmailRequest,
  options?: CallOptions,
): Promise<void> {
  await callFixedPath(client, descriptor, request, options, [request]);
}
