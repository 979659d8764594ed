// Hook that creates a checkout from the current cart.
import type { CreateCheckoutRequest } from '@cartwright/client/cart';
import { createCheckoutChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/** What `useCreateCheckout().mutate` takes: the checkout body, and an optional Idempotency-Key. */
export type CreateCheckoutVariables = CreateCheckoutRequest & { idempotencyKey?: string };

/**
 * Creates a checkout once every earlier cart change has reached the server, so it snapshots what the shopper
 * sees. Resolves to `{ checkoutId }`; refused with `CART_IS_EMPTY`, `CART_HAS_ERRORS` or
 * `NOT_ENOUGH_STOCK`.
 * @example const createCheckout = useCreateCheckout(); const { checkoutId } = await createCheckout.mutateAsync({ channelType: 'WEB' });
 */
export function useCreateCheckout() {
  return useCartChange((client, { idempotencyKey, ...body }: CreateCheckoutVariables = {}) =>
    createCheckoutChange(client, body, { idempotencyKey }),
  );
}
