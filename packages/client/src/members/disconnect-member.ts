// disconnectMember: Signs a member out everywhere (status OFFLINE; every session ends).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/{id}/disconnect',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Signs a member out everywhere (status OFFLINE; every session ends). Admins only. `POST /members/v1/members/{id}/disconnect` with `{ id }`.
 *
 * @example
 * const member = await disconnectMember(client, id);
 */
export async function disconnectMember(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, { id }, options, [id]);
  return response.member;
}
