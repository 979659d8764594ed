// getMember: M6, one member by id.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { FieldsetOptions, Member } from './types.js';

const descriptor = describeDatedCall('GET', '/members/v1/members/{id}', MEMBER_RESPONSE_DATES);

/**
 * One member. Visitors and other members find PUBLIC members only and get the PUBLIC fieldset;
 * admins find every member and may ask EXTENDED or FULL. `GET /members/v1/members/{id}?id={id}&fieldsets=…`.
 *
 * @example
 * const member = await getMember(client, id, { fieldsets: ['FULL'] });
 */
export function getMember(
  client: StoreClient,
  id: string,
  options: FieldsetOptions & CallOptions = {},
): Promise<Member> {
  const { fieldsets, signal, timeoutMs } = options;
  return callApiFor<Member>('member', client, descriptor, { id, fieldsets }, { signal, timeoutMs }, [
    id,
    options,
  ]);
}
