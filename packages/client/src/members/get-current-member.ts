// getCurrentMember: M5, the signed-in member's own record.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { FieldsetOptions, Member } from './types.js';

const descriptor = describeDatedCall('GET', '/members/v1/members/my', MEMBER_RESPONSE_DATES);

/**
 * The signed-in member (PUBLIC unless `fieldsets` asks for EXTENDED or FULL, which a member may for
 * their own record). `GET /members/v1/members/my?fieldsets=FULL`. Members only (401 otherwise).
 *
 * @example
 * const me = await getCurrentMember(client, { fieldsets: ['FULL'] });
 */
export function getCurrentMember(
  client: StoreClient,
  options: FieldsetOptions & CallOptions = {},
): Promise<Member> {
  const { fieldsets, signal, timeoutMs } = options;
  return callApiFor<Member>('member', client, descriptor, { fieldsets }, { signal, timeoutMs }, [options]);
}
