// joinCommunity: M3, the signed-in member's privacy status becomes PUBLIC.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/members/v1/members/join-community',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * Makes the signed-in member PUBLIC (joins the community). `POST /members/v1/members/join-community` with `{}`.
 *
 * @example
 * const me = await joinCommunity(client);
 */
export async function joinCommunity(client: StoreClient, options?: CallOptions): Promise<Member> {
  const response = await callApi<{ member: Member }>(client, descriptor, {}, options, []);
  return response.member;
}
