// muteMember: Mutes a member (activityStatus MUTED).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/{id}/mute',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Mutes a member (activityStatus MUTED). Admins only. `POST /members/v1/members/{id}/mute` with `{ id }`.
 *
 * @example
 * const member = await muteMember(client, id);
 */
export async function muteMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id }, options, [id]);
  return response.member;
}
