// Hook for one member by id.
import type { MemberFieldset } from '@cartwright/client/members';
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { memberQueries } from './member-queries.js';

/** One member (FULL for admins unless told otherwise). */
export function useMember(id: string, fieldsets?: MemberFieldset[]) {
  return useQuery(memberQueries.one(useStoreClient(), id, fieldsets));
}
