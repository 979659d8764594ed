// The one mutation hook: every write of the React bindings and of the web app goes through it. The call gets the
// store client, and the hook declares what the write changes in the cache, so no screen repeats the wiring.
import {
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';
import { useStoreClient } from '../provider/use-store-client.js';

/** Query keys, fixed or from the answer and the variables (the order the write made, the checkout it paid). */
export type MutationKeys<Result, Variables> =
  | readonly QueryKey[]
  | ((result: Result, variables: Variables) => readonly QueryKey[]);

export interface StoreMutationOptions<Variables, Result, Context = undefined> {
  /** The write: client calls, and any check of the draft before it (throw to send nothing). */
  mutationFn: (client: OAuthStoreClient, variables: Variables) => Promise<Result>;
  /**
   * The reads the write changed, refreshed while the mutation is still pending: once it counts as done, the page
   * shown next is what the server kept.
   */
  invalidates?: MutationKeys<Result, Variables>;
  /** Cache writes from the answer, before the refresh (the saved record replaces the cached one). */
  update?: (queryClient: QueryClient, result: Result, variables: Variables) => void;
  /** An optimistic edit before the call; what it returns reaches `rollback` if the call fails. */
  optimistic?: (queryClient: QueryClient, variables: Variables) => Context | Promise<Context>;
  /** Takes an optimistic edit back, or reads again what a refusal changed on the server. */
  rollback?: (
    queryClient: QueryClient,
    error: Error,
    variables: Variables,
    context: Context | undefined,
  ) => void;
  /** After the cache writes and the refresh: show a notice, move to another page. */
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
  /** Names the mutation for `useIsMutating` (the cart's changes). */
  mutationKey?: MutationKey;
}

const keysOf = <Result, Variables>(
  keys: MutationKeys<Result, Variables> | undefined,
  result: Result,
  variables: Variables,
): readonly QueryKey[] => (typeof keys === 'function' ? keys(result, variables) : (keys ?? []));

/**
 * A write through the store client with its cache effects declared.
 * @example
 * const remove = useStoreMutation({ mutationFn: (client, id: string) => deleteCoupon(client, id), invalidates: [pricingKeys.all] });
 * remove.mutate(coupon.id); // remove.isPending, remove.error
 */
export function useStoreMutation<Variables = void, Result = unknown, Context = undefined>(
  options: StoreMutationOptions<Variables, Result, Context>,
): UseMutationResult<Result, Error, Variables, Context | undefined> {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const { mutationFn, invalidates, update, optimistic, rollback, onSuccess, onError, mutationKey } = options;
  const mutation: UseMutationOptions<Result, Error, Variables, Context | undefined> = {
    ...(mutationKey ? { mutationKey } : {}),
    mutationFn: (variables) => mutationFn(client, variables),
    // Only when asked for: TanStack waits for onMutate before the call, a tick the cart's queue must not lose.
    ...(optimistic ? { onMutate: (variables: Variables) => optimistic(queryClient, variables) } : {}),
    onSuccess: async (result, variables) => {
      update?.(queryClient, result, variables);
      const keys = keysOf(invalidates, result, variables);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, variables);
    },
    onError: (error, variables, context) => {
      rollback?.(queryClient, error, variables, context);
      onError?.(error, variables);
    },
  };
  return useMutation(mutation);
}
