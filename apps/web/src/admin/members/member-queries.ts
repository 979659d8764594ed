// Admin reads of members: the FULL record, cached under one key so that every member write refreshes them all.
import { getMember, queryMembers } from '@cartwright/client/members';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';
import { type MemberFilters, memberListQuery } from './member-filters.js';

export const memberAdminKeys = {
  all: ['admin', 'members'] as const,
  list: (filters: MemberFilters) => [...memberAdminKeys.all, 'list', filters] as const,
  detail: (id: string) => [...memberAdminKeys.all, 'detail', id] as const,
};

export const memberAdminQueries = {
  list: (client: OAuthStoreClient, filters: MemberFilters, pageSize: number) =>
    queryOptions({
      queryKey: memberAdminKeys.list(filters),
      queryFn: ({ signal }) =>
        memberListQuery(
          filters,
          pageSize,
        )(
          queryMembers(client, {
            fieldsets: ['FULL'],
            ...(filters.search ? { search: { expression: filters.search } } : {}),
          }),
        ).find({ signal }),
    }),
  detail: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: memberAdminKeys.detail(id),
      queryFn: ({ signal }) => getMember(client, id, { fieldsets: ['FULL'], signal }),
    }),
};
