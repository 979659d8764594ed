// disconnectMember: Signs a member out everywhere (status OFFLINE; every session ends).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/{id}/disconnect', MEMBER_RESPONSE_DATES);

/**
 * Signs a member out everywhere (status OFFLINE; every session ends). Admins only. `POST /members/v1/members/{id}/disconnect` with `{ id }`.
 *
 * @example
 * const member = await disconnectMember(client, id);
 */
export function disconnectMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
