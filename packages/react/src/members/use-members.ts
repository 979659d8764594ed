// Hook for one page of a member query (admin member lists).
import type { QueryMembersOptions } from '@cartwright/client/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { type MemberQuery, memberQueries } from './member-queries.js';

/**
 * One page of members; the previous page stays shown while the next one loads.
 * @example const { data } = useMembers((q) => q.eq('status', 'PENDING').limit(50), { fieldsets: ['FULL'] });
 */
export function useMembers(query?: MemberQuery, options?: QueryMembersOptions) {
  return useQuery({
    ...memberQueries.list(useStoreClient(), query, options),
    placeholderData: keepPreviousData,
  });
}
