// Hook for any member change: runs the call, then refreshes every member read.
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';
import { useStoreClient } from '../provider/use-store-client.js';
import { memberKeys } from './member-queries.js';

/**
 * A mutation over a member call; every member read is invalidated once it settles.
 * @example
 * const approve = useMemberMutation((client, id: string) => approveMember(client, id));
 * approve.mutate(member.id);
 */
export function useMemberMutation<TVariables, TData>(
  call: (client: OAuthStoreClient, variables: TVariables) => Promise<TData>,
) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const mutationFn: MutationFunction<TData, TVariables> = (variables) => call(client, variables);
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
