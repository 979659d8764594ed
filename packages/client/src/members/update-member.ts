// updateMember: M17, changes some fields of a member.
import type { MemberPatch } from '@cartwright/contracts';
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('PATCH', '/members/v1/members/{member.id}', MEMBER_RESPONSE_DATES);

/**
 * Updates the given fields (absent fields stay). A member may update their own record (not `role` or
 * `loginEmail`); admins any member. `PATCH /members/v1/members/{id}` with `{ member: { id, …fields } }`.
 *
 * @example
 * const me = await updateMember(client, me.id, { profile: { nickname: 'Ada' } });
 */
export function updateMember(
  client: StoreClient,
  id: string,
  member: Omit<MemberPatch, 'id'>,
  options?: CallOptions,
): Promise<Member> {
  const payload = { member: { ...member, id } };
  return callApiFor<Member>('member', client, descriptor, payload, options, [id, member]);
}
