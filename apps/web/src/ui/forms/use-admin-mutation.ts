// Every admin save and delete: TanStack Query's useMutation with the store client passed in, and the reads the
// write changed refreshed before it counts as done, so the page shown next is what the server kept.
import { type OAuthStoreClient, useStoreClient } from '@cartwright/react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export interface AdminMutationOptions<Variables, Result> {
  mutationFn: (client: OAuthStoreClient, variables: Variables) => Promise<Result>;
  /** The keys of every read the write changes; refreshed while the mutation is still pending. */
  invalidates: readonly QueryKey[];
  /** After the refresh: show a notice, move to another page. */
  onSuccess?: (result: Result, variables: Variables) => void;
}

/**
 * @example
 * const remove = useAdminMutation({ mutationFn: (client) => deleteCoupon(client, id), invalidates: [pricingKeys.all] });
 * remove.mutate(); // remove.isPending, remove.error (describeError gives its sentence and request id)
 */
export function useAdminMutation<Variables = void, Result = unknown>({
  mutationFn,
  invalidates,
  onSuccess,
}: AdminMutationOptions<Variables, Result>) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => mutationFn(client, variables),
    onSuccess: async (result, variables) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, variables);
    },
  });
}
