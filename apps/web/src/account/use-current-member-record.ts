// The signed-in member's whole record (FULL fieldset), read once for every account section, and the save every
// section makes: the answer replaces the cached record, so each form starts again from what the store kept.
import { getCurrentMember, type Member } from '@cartwright/client/members';
import { type OAuthStoreClient, useStoreClient } from '@cartwright/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const currentMemberKey = ['account', 'member'] as const;

const currentMemberRecord = (client: OAuthStoreClient) =>
  queryOptions({
    queryKey: currentMemberKey,
    queryFn: ({ signal }) => getCurrentMember(client, { fieldsets: ['FULL'], signal }),
  });

export function useCurrentMemberRecord() {
  return useQuery(currentMemberRecord(useStoreClient()));
}

/**
 * A change to the member's own record; `change` answers the record as saved, and `onSaved` gets it (a form
 * starts again from it; the other sections keep what they are editing).
 */
export function useMemberSave<Variables>(
  change: (client: OAuthStoreClient, variables: Variables) => Promise<Member>,
  onSaved?: (member: Member) => void,
) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => change(client, variables),
    onSuccess: (member) => {
      queryClient.setQueryData(currentMemberKey, member);
      onSaved?.(member);
    },
  });
}
