// createMember: M16, an admin adds a member.
import type { MemberCreateInput } from '@cartwright/contracts';
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members', MEMBER_RESPONSE_DATES);

/**
 * Creates a member (APPROVED unless `status: 'PENDING'`); the member signs in after setting a password
 * through recovery. Admins only. `POST /members/v1/members` with `{ member }`.
 *
 * @example
 * const member = await createMember(client, { loginEmail: 'ada@example.com', contact: { firstName: 'Ada' } });
 */
export function createMember(
  client: StoreClient,
  member: MemberCreateInput,
  options?: CallOptions,
): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { member }, options, [member]);
}
