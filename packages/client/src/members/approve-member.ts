// approveMember: Approves a PENDING or BLOCKED member (status APPROVED).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/{id}/approve', MEMBER_RESPONSE_DATES);

/**
 * Approves a PENDING or BLOCKED member (status APPROVED). Admins only. `POST /members/v1/members/{id}/approve` with `{ id }`.
 *
 * @example
 * const member = await approveMember(client, id);
 */
export function approveMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
