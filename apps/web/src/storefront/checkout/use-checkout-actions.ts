// The two writes of the hosted checkout over the React bindings: keep details with the checkout (the answer's
// totals replace the shown ones) and complete it with a payment (the order).
import type { UpdateCheckoutRequest } from '@cartwright/contracts';
import { useCompleteCheckout, useUpdateCheckout } from '@cartwright/react';
import type { Payment } from './payment-draft.js';

export function useCheckoutActions(checkoutId: string) {
  const update = useUpdateCheckout(checkoutId);
  const complete = useCompleteCheckout(checkoutId);
  return {
    update: (checkout: UpdateCheckoutRequest['checkout']) => update.mutateAsync(checkout),
    complete: (payment: Payment) => complete.mutateAsync(payment),
    updating: update.isPending,
    completing: complete.isPending,
    updateError: update.error,
  };
}
