// Query keys of cart reads and the mutation key of cart changes.
import type { EstimateTotalsRequest } from '@cartwright/client/cart';

/** Cache keys of cart reads; the hooks keep them current, so apps rarely invalidate them by hand. */
export const cartKeys = {
  all: ['cartwright', 'cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
  estimates: () => [...cartKeys.all, 'estimate'] as const,
  /** Keyed by the address and options, so each input has its own answer. */
  estimate: (input: EstimateTotalsRequest) => [...cartKeys.estimates(), input] as const,
  checkout: (id: string) => [...cartKeys.all, 'checkout', id] as const,
  /** The mutation key of every cart change: `useIsMutating({ mutationKey: cartKeys.changes() })`. */
  changes: () => [...cartKeys.all, 'change'] as const,
};
