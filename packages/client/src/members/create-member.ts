// createMember: M16, an admin adds a member.
import type { MemberCreateInput } from '@cartwright/contracts';
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Creates a member (APPROVED unless `status: 'PENDING'`); the member signs in after setting a password
 * through recovery. Admins only. `POST /members/v1/members` with `{ member }`.
 *
 * @example
 * const member = await createMember(client, { loginEmail: 'ada@example.com', contact: { firstName: 'Ada' } });
 */
export async function createMember(
  client: StoreClient,
  member: MemberCreateInput,
  options?: CallOptions,
): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { member }, options, [member]);
  return response.member;
}
