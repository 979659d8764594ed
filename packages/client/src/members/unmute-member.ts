// unmuteMember: Unmutes a member (activityStatus ACTIVE).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/{id}/unmute',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Unmutes a member (activityStatus ACTIVE). Admins only. `POST /members/v1/members/{id}/unmute` with `{ id }`.
 *
 * @example
 * const member = await unmuteMember(client, id);
 */
export async function unmuteMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id }, options, [id]);
  return response.member;
}
