// The cart's one way on (issue #33: the cart asked for the whole delivery address, then the checkout asked it
// again): Checkout makes the checkout from the cart, with the destination estimated and the option chosen when
// there are, and opens the hosted checkout, which asks for the contact and the address once.
import type { Cart } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { useCreateCheckout } from '@cartwright/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ActionError } from './action-error.js';
import type { ShippingAddress } from './estimate-address.js';
import type { SelectedShippingOption } from './shipping-view.js';

interface CheckoutButtonProps {
  cart: Cart;
  /** The estimated destination (country, region, postal code), if the shopper gave one. */
  destination: ShippingAddress | undefined;
  shippingOption: SelectedShippingOption | undefined;
  /** Why the checkout cannot be made yet (an unavailable item, a place not shipped to); undefined when it can. */
  blockedBecause: string | undefined;
  /** A signed-in member: the checkout starts with their sign-in e-mail, so an abandoned one can be recovered. */
  member: Member | undefined;
}

export function CheckoutButton({
  cart,
  destination,
  shippingOption,
  blockedBecause,
  member,
}: CheckoutButtonProps) {
  const createCheckout = useCreateCheckout();
  const [, navigate] = useLocation();
  const [showBlock, setShowBlock] = useState(false);
  const email = cart.buyerInfo?.email ?? member?.loginEmail ?? undefined;

  const submit = async () => {
    setShowBlock(blockedBecause !== undefined);
    if (blockedBecause !== undefined) return;
    const { checkoutId } = await createCheckout.mutateAsync({
      channelType: 'WEB',
      ...(email ? { email } : {}),
      ...(destination ? { shippingAddress: destination } : {}),
      ...(shippingOption ? { selectedShippingOption: shippingOption } : {}),
    });
    navigate(`/checkout/${encodeURIComponent(checkoutId)}`);
  };

  return (
    <div className="checkout-action">
      {showBlock && blockedBecause ? (
        <p role="alert" className="form-error">
          {blockedBecause}
        </p>
      ) : null}
      {createCheckout.error ? (
        <ActionError what="Could not create the checkout" error={createCheckout.error} />
      ) : null}
      <button
        type="button"
        className="button-link checkout-button"
        disabled={createCheckout.isPending}
        // A refusal shows above the button (the mutation keeps its error).
        onClick={() => submit().catch(() => undefined)}
      >
        {createCheckout.isPending ? 'Creating your checkout…' : 'Checkout'}
      </button>
      <p className="form-hint">You give your contact and delivery address on the next page.</p>
    </div>
  );
}
