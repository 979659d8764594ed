// joinCommunity: M3, the signed-in member's privacy status becomes PUBLIC.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/join-community', MEMBER_RESPONSE_DATES);

/**
 * Makes the signed-in member PUBLIC (joins the community). `POST /members/v1/members/join-community` with `{}`.
 *
 * @example
 * const me = await joinCommunity(client);
 */
export function joinCommunity(client: StoreClient, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, {}, options, []);
}
