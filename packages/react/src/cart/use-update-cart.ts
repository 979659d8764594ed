// Hook that changes the current cart's info: shipping address and contact details, shipping option, note, e-mail.
import type { UpdateCurrentCartInput } from '@cartwright/client/cart';
import { updateCartChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/**
 * Keeps what the shopper gave with the cart (`PATCH /ecom/v1/carts/current`), after the changes queued before it;
 * the cached cart shows it at once and goes back if the server refuses. Fields the mask names and the input leaves
 * out are cleared.
 * @example
 * const updateCart = useUpdateCart();
 * updateCart.mutate({ cartInfo: { contactInfo: { address } }, cartFieldmask: ['contactInfo', 'selectedShippingOption'] });
 */
export function useUpdateCart() {
  return useCartChange((client, input: UpdateCurrentCartInput) => updateCartChange(client, input));
}
