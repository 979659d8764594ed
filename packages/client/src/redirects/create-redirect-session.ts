// createRedirectSession: the hosted page URL for one intent (wire.md §1.3 R1, §3.2).
import type { CreateRedirectSessionRequest, CreateRedirectSessionResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/_api/redirects-api/v1/redirect-session' };

/**
 * Creates a redirect session: exactly one intent (`auth`, `login`, `logout`, `ecomCheckout`,
 * `storesProduct`, `membersAccount`, …) plus optional `callbacks` and `preferences`; answers
 * `{ redirectSession: { id, fullUrl, urlDetails, sessionToken, shortUrl } }`. Targets the store has no
 * page for: ApiError `TARGET_NOT_CONFIGURED`; zero or two intents: ValidationError.
 * `POST /_api/redirects-api/v1/redirect-session`.
 *
 * @example
 * const { redirectSession } = await createRedirectSession(client, { ecomCheckout: { checkoutId } });
 * location.href = redirectSession.fullUrl;
 */
export function createRedirectSession(
  client: StoreClient,
  request: CreateRedirectSessionRequest,
  options?: CallOptions,
): Promise<CreateRedirectSessionResponse> {
  return callFixedPath<CreateRedirectSessionResponse>(client, descriptor, request, options);
}
