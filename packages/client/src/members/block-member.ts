// blockMember: Blocks an APPROVED member (status BLOCKED); their sessions end. The owner's member and your own cannot be blocked.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/{id}/block',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Blocks an APPROVED member (status BLOCKED); their sessions end. The owner's member and your own cannot be blocked. Admins only. `POST /members/v1/members/{id}/block` with `{ id }`.
 *
 * @example
 * const member = await blockMember(client, id);
 */
export async function blockMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id }, options, [id]);
  return response.member;
}
