// updateCurrentMemberSlug: M1, the signed-in member's own slug.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/my/slug', MEMBER_RESPONSE_DATES);

/**
 * Sets the signed-in member's slug (trimmed and lowercased; letters, digits and hyphens). Fails with
 * `SLUG_ALREADY_EXISTS` when another member has it. `POST /members/v1/members/my/slug` with `{ slug }`.
 *
 * @example
 * const me = await updateCurrentMemberSlug(client, 'ada-lovelace');
 */
export function updateCurrentMemberSlug(
  client: StoreClient,
  slug: string,
  options?: CallOptions,
): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { slug }, options, [slug]);
}
