// updateMemberSlug: M2, an admin sets a member's slug.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/{id}/slug',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Sets a member's slug (trimmed and lowercased); `SLUG_ALREADY_EXISTS` when another member has it.
 * Admins only. `POST /members/v1/members/{id}/slug` with `{ id, slug }`.
 *
 * @example
 * const member = await updateMemberSlug(client, id, 'ada');
 */
export async function updateMemberSlug(
  client: StoreClient,
  id: string,
  slug: string,
  options?: CallOptions,
): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id, slug }, options, [id, slug]);
  return response.member;
}
