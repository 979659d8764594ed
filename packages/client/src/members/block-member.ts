// blockMember: Blocks an APPROVED member (status BLOCKED); their sessions end. The owner's member and your own cannot be blocked.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/{id}/block', MEMBER_RESPONSE_DATES);

/**
 * Blocks an APPROVED member (status BLOCKED); their sessions end. The owner's member and your own cannot be blocked. Admins only. `POST /members/v1/members/{id}/block` with `{ id }`.
 *
 * @example
 * const member = await blockMember(client, id);
 */
export function blockMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
