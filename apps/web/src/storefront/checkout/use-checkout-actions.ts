// The two writes of the hosted checkout for one checkout: keep details with it (the answer's totals replace the
// shown ones) and complete it with a payment (the order).
import type { CheckoutUpdate } from '@cartwright/client/orders';
import { useCompleteCheckout, useUpdateCheckout } from '@cartwright/react';
import type { Payment } from './payment-draft.js';

export function useCheckoutActions(id: string) {
  const update = useUpdateCheckout();
  const complete = useCompleteCheckout();
  return {
    update: (checkout: CheckoutUpdate) => update.mutateAsync({ id, checkout }),
    complete: (payment: Payment, expectedTotal: string | undefined) =>
      complete.mutateAsync({ id, payment, ...(expectedTotal ? { expectedTotal } : {}) }),
    updating: update.isPending,
    completing: complete.isPending,
    updateError: update.error,
  };
}
