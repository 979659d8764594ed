// deleteMemberEmails: Removes every contact e-mail of a member (the login e-mail stays).
import { MEMBER_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Member } from './types.js';

const descriptor = describeDatedCall('DELETE', '/members/v1/members/{id}/emails', MEMBER_RESPONSE_DATES);

/**
 * Removes every contact e-mail of a member (the login e-mail stays). Admins only. `DELETE /members/v1/members/{id}/emails?id={id}`.
 *
 * @example
 * const member = await deleteMemberEmails(client, id);
 */
export function deleteMemberEmails(client: StoreClient, id: string, options?: CallOptions): Promise<Member> {
  return callApiFor<Member>('member', client, descriptor, { id }, options, [id]);
}
