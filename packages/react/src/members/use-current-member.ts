// Hook for the signed-in member's own record.
import type { MemberFieldset } from '@cartwright/client/members';
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { memberQueries } from './member-queries.js';

/**
 * The signed-in member (FULL unless told otherwise); errors with 401/403 when nobody is signed in.
 * @example const { data: me } = useCurrentMember();
 */
export function useCurrentMember(fieldsets?: MemberFieldset[]) {
  return useQuery(memberQueries.current(useStoreClient(), fieldsets));
}
