// deleteMemberAddresses: Removes every address of a member.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'DELETE',
  path: '/members/v1/members/{id}/addresses',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Removes every address of a member. Admins only. `DELETE /members/v1/members/{id}/addresses?id={id}`.
 *
 * @example
 * const member = await deleteMemberAddresses(client, id);
 */
export async function deleteMemberAddresses(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id }, options, [id]);
  return response.member;
}
