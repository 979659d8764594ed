// Admin reads of members: the FULL record, through the React bindings' member queries, so every member write
// (which invalidates memberKeys.all) refreshes them.
import { memberQueries, type OAuthStoreClient } from '@cartwright/react';
import { type MemberFilters, memberListQuery } from './member-filters.js';

export const memberAdminQueries = {
  list: (client: OAuthStoreClient, filters: MemberFilters, pageSize: number) =>
    memberQueries.list(client, memberListQuery(filters, pageSize), {
      fieldsets: ['FULL'],
      ...(filters.search ? { search: { expression: filters.search } } : {}),
    }),
  detail: (client: OAuthStoreClient, id: string) => memberQueries.one(client, id, ['FULL']),
};
