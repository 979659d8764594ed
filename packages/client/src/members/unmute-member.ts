// unmuteMember: Unmutes a member (activityStatus ACTIVE).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/{id}/unmute', MEMBER_RESPONSE_DATES);

/**
 * Unmutes a member (activityStatus ACTIVE). Admins only. `POST /members/v1/members/{id}/unmute` with `{ id }`.
 *
 * @example
 * const member = await unmuteMember(client, id);
 */
export function unmuteMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
