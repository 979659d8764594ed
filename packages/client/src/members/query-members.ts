// queryMembers: M8, the member query builder.
import type { MemberSearchField, MemberSortField, PagingMetadata } from '@cartwright/contracts';
import { MEMBERS_PAGE_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import { createQueryBuilder, type QueryBuilder } from '../query/query-builder.js';
import type { FieldsetOptions, Member, MemberQueryFields } from './types.js';

const descriptor = describeDatedCall('POST', '/members/v1/members/query', MEMBERS_PAGE_RESPONSE_DATES);

export interface QueryMembersOptions extends FieldsetOptions {
  /** Words to find (any case, each also as the start of a longer word) in the names, nickname, slug and login e-mail. */
  search?: { expression: string; fields?: MemberSearchField[] };
}

/** A member query: filter on {@link MemberQueryFields}, sort on {@link MemberSortField}. */
export type MembersQueryBuilder = QueryBuilder<MemberQueryFields, MemberSortField, Member>;

/**
 * Starts a member query; `find()` sends it. Non-admins see PUBLIC members only, with the PUBLIC fieldset.
 * `POST /members/v1/members/query` with `{ query: {filter, sort, paging}, fieldsets, search }`.
 *
 * @example
 * const page = await queryMembers(client, { fieldsets: ['FULL'] }).eq('status', 'PENDING').descending('createdDate').limit(50).find();
 */
export function queryMembers(client: StoreClient, options: QueryMembersOptions = {}): MembersQueryBuilder {
  return createQueryBuilder(async (query, callOptions?: CallOptions) => {
    const response = await callFixedPath<{ members?: Member[]; metadata?: PagingMetadata }>(
      client,
      descriptor,
      { query, ...options },
      callOptions,
    );
    return { items: response.members ?? [], metadata: response.metadata };
  });
}
