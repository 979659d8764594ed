// leaveCommunity: M4, the signed-in member's privacy status becomes PRIVATE.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/leave-community', MEMBER_RESPONSE_DATES);

/**
 * Makes the signed-in member PRIVATE (leaves the community). `POST /members/v1/members/leave-community` with `{}`.
 *
 * @example
 * const me = await leaveCommunity(client);
 */
export function leaveCommunity(client: StoreClient, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, {}, options, []);
}
