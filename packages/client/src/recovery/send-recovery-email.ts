// sendRecoveryEmail: V1, asks the store to e-mail a password recovery link.
import type { SendRecoveryEmailRequest } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/_api/iam/recovery/v1/send-email' };

/**
 * Asks for a recovery e-mail to `email`. Resolves the same whether or not a member has that e-mail (the
 * store never tells). `redirect.url` must be one of `redirect.clientId`'s registered redirect URIs
 * (ValidationError on `redirect.url`); too many requests: ApiError `TOO_MANY_REQUESTS` (429).
 * `POST /_api/iam/recovery/v1/send-email`.
 *
 * @example
 * await sendRecoveryEmail(client, { email: 'ada@shop.example', redirect: { url: 'https://shop.example/signed-out', clientId } });
 */
export async function sendRecoveryEmail(
  client: StoreClient,
  request: SendRecoveryEmailRequest,
  options?: CallOptions,
): Promise<void> {
  await callFixedPath(client, descriptor, request, options, [request]);
}
