// Hook that changes the signed-in member's own profile and contact.
import { type MemberPatch, updateMember } from '@cartwright/client/members';
import { useMemberMutation } from './use-member-mutation.js';

/**
 * Updates the signed-in member's given fields (`id` is the member's own).
 * @example const update = useUpdateCurrentMember(); update.mutate({ id: me.id, member: { profile: { nickname } } });
 */
export function useUpdateCurrentMember() {
  return useMemberMutation((client, { id, member }: { id: string; member: Omit<MemberPatch, 'id'> }) =>
    updateMember(client, id, member),
  );
}
