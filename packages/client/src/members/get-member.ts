// getMember: M6, one member by id.
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { FieldsetOptions, Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/members/v1/members/{id}',
  dates: MEMBER_RESPONSE_DATES,
};

/**
 * One member. Visitors and other members find PUBLIC members only and get the PUBLIC fieldset;
 * admins find every member and may ask EXTENDED or FULL. `GET /members/v1/members/{id}?id={id}&fieldsets=…`.
 *
 * @example
 * const member = await getMember(client, id, { fieldsets: ['FULL'] });
 */
export async function getMember(
  client: StoreClient,
  id: string,
  options: FieldsetOptions & CallOptions = {},
): Promise<Member> {
  const { fieldsets, signal, timeoutMs } = options;
  const response = await callApi<{ member: Member }>(
    client,
    descriptor,
    { id, fieldsets },
    { signal, timeoutMs },
    [id, options],
  );
  return response.member;
}
