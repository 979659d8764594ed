// listMembers: M7, one page of members in a given order.
import type { MemberSortField, PagingMetadata, Sorting } from '@cartwright/contracts';
import { MEMBERS_PAGE_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { FieldsetOptions, Member } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/members/v1/members',
  query: 'complex',
  dates: MEMBERS_PAGE_RESPONSE_DATES,
};

export interface ListMembersOptions extends FieldsetOptions, CallOptions {
  paging?: { limit?: number; offset?: number };
  sorting?: (Sorting & { fieldName: MemberSortField })[];
}

export interface MembersPage {
  members: Member[];
  metadata?: PagingMetadata;
}

/**
 * A page of members (default 50, at most 100); non-admins see PUBLIC members only.
 * `GET /members/v1/members?.r=<base64url {paging, fieldsets, sorting}>`.
 *
 * @example
 * const { members, metadata } = await listMembers(client, { paging: { limit: 20 }, sorting: [{ fieldName: 'createdDate', order: 'DESC' }] });
 */
export async function listMembers(
  client: StoreClient,
  options: ListMembersOptions = {},
): Promise<MembersPage> {
  const { paging, sorting, fieldsets, signal, timeoutMs } = options;
  const response = await callApi<{ members?: Member[]; metadata?: PagingMetadata }>(
    client,
    descriptor,
    { paging, fieldsets, sorting },
    { signal, timeoutMs },
    [options],
  );
  return { members: response.members ?? [], metadata: response.metadata };
}
