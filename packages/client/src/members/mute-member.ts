// muteMember: Mutes a member (activityStatus MUTED).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/{id}/mute', MEMBER_RESPONSE_DATES);

/**
 * Mutes a member (activityStatus MUTED). Admins only. `POST /members/v1/members/{id}/mute` with `{ id }`.
 *
 * @example
 * const member = await muteMember(client, id);
 */
export function muteMember(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
