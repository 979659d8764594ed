// deleteMemberAddresses: Removes every address of a member.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('DELETE', '/members/v1/members/{id}/addresses', MEMBER_RESPONSE_DATES);

/**
 * Removes every address of a member. Admins only. `DELETE /members/v1/members/{id}/addresses?id={id}`.
 *
 * @example
 * const member = await deleteMemberAddresses(client, id);
 */
export function deleteMemberAddresses(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
