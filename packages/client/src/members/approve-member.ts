// approveMember: Approves a PENDING or BLOCKED member (status APPROVED).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/{id}/approve',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Approves a PENDING or BLOCKED member (status APPROVED). Admins only. `POST /members/v1/members/{id}/approve` with `{ id }`.
 *
 * @example
 * const member = await approveMember(client, id);
 */
export async function approveMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id }, options, [id]);
  return response.member;
}
