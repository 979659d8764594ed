// updateMemberSlug: M2, an admin sets a member's slug.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/{id}/slug', MEMBER_RESPONSE_DATES);

/**
 * Sets a member's slug (trimmed and lowercased); `SLUG_ALREADY_EXISTS` when another member has it.
 * Admins only. `POST /members/v1/members/{id}/slug` with `{ id, slug }`.
 *
 * @example
 * const member = await updateMemberSlug(client, id, 'ada');
 */
export function updateMemberSlug(
  client: StoreClient,
  id: string,
  slug: string,
  options?: CallOptions,
): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id, slug }, options, [id, slug]);
}
