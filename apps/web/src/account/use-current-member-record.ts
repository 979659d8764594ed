// The signed-in member's whole record (FULL fieldset), read once for every account section, and the cache write
// every section's save declares: the answer replaces the cached record, so each form starts again from what the
// store kept.
import type { Member } from '@cartwright/client/members';
import { memberKeys, useCurrentMember } from '@cartwright/react';
import type { QueryClient } from '@tanstack/react-query';

const FIELDSETS = ['FULL'] as const;

export function useCurrentMemberRecord() {
  return useCurrentMember([...FIELDSETS]);
}

/**
 * The `update` of a change to the member's own record: the record as saved replaces the cached one (the other
 * sections keep what they are editing).
 * @example useStoreMutation({ mutationFn: (client, slug: string) => updateCurrentMemberSlug(client, slug), update: keepSavedMember })
 */
export function keepSavedMember(queryClient: QueryClient, member: Member) {
  queryClient.setQueryData(memberKeys.current([...FIELDSETS]), member);
}
