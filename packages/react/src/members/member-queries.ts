// Query keys and queryOptions for member reads: the signed-in member, one member, member lists and jobs.
import {
  getCurrentMember,
  getJob,
  getMember,
  type Member,
  type MemberFieldset,
  type MembersQueryBuilder,
  type QueryMembersOptions,
  queryMembers,
} from '@cartwright/client/members';
import type { QueryResult } from '@cartwright/client/query';
import { queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';

/** Narrows a member query: `(q) => q.eq('status', 'PENDING').descending('createdDate')`. */
export type MemberQuery = (query: MembersQueryBuilder) => MembersQueryBuilder;

/** Cache keys of member reads; invalidate `memberKeys.all` after any member change. */
export const memberKeys = {
  all: ['cartwright', 'members'] as const,
  current: (fieldsets: readonly MemberFieldset[]) => [...memberKeys.all, 'current', fieldsets] as const,
  one: (id: string, fieldsets: readonly MemberFieldset[]) =>
    [...memberKeys.all, 'one', id, fieldsets] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (query: ReturnType<MembersQueryBuilder['build']>, options: QueryMembersOptions) =>
    [...memberKeys.lists(), query, options] as const,
  job: (id: string) => [...memberKeys.all, 'job', id] as const,
};

/** queryOptions for member reads. */
export const memberQueries = {
  /**
   * The signed-in member (`GET /members/v1/members/my`).
   * @example useQuery(memberQueries.current(client, ['FULL']))
   */
  current: (client: OAuthStoreClient, fieldsets: MemberFieldset[] = ['FULL']) =>
    queryOptions({
      queryKey: memberKeys.current(fieldsets),
      queryFn: ({ signal }) => getCurrentMember(client, { fieldsets, signal }),
    }),
  /** One member (`GET /members/v1/members/{id}`). */
  one: (client: OAuthStoreClient, id: string, fieldsets: MemberFieldset[] = ['FULL']) =>
    queryOptions({
      queryKey: memberKeys.one(id, fieldsets),
      queryFn: ({ signal }) => getMember(client, id, { fieldsets, signal }),
    }),
  /**
   * One page of a member query (`POST /members/v1/members/query`); admins see every member.
   * @example useQuery(memberQueries.list(client, (q) => q.eq('status', 'PENDING'), { fieldsets: ['FULL'] }))
   */
  list: (client: OAuthStoreClient, narrow: MemberQuery = (q) => q, options: QueryMembersOptions = {}) => {
    const query = narrow(queryMembers(client, options));
    return queryOptions({
      queryKey: memberKeys.list(query.build(), options),
      queryFn: ({ signal }): Promise<QueryResult<Member>> => query.find({ signal }),
    });
  },
  /** A background job's progress (`GET /cartwright/v1/jobs/{id}`). */
  job: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: memberKeys.job(id),
      queryFn: ({ signal }) => getJob(client, id, { signal }),
    }),
};
