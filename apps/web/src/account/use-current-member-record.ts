// The signed-in member's whole record (FULL fieldset), read once for every account section, and the save every
// section makes: the answer replaces the cached record, so each form starts again from what the store kept.
import type { Member } from '@cartwright/client/members';
import { memberKeys, type OAuthStoreClient, useCurrentMember, useStoreClient } from '@cartwright/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const FIELDSETS = ['FULL'] as const;

export function useCurrentMemberRecord() {
  return useCurrentMember([...FIELDSETS]);
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
      queryClient.setQueryData(memberKeys.current([...FIELDSETS]), member);
      onSaved?.(member);
    },
  });
}
