// Hook that steps a line's quantity up or down, for quantity steppers.
import { stepQuantityChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/** What `useStepLineItemQuantity().mutate` takes: the line, and how much to add (negative to take away). */
export interface LineItemQuantityStep {
  id: string;
  delta: number;
}

/**
 * Steps a line's quantity from whatever it is when the step lands (never below 1), so a stepper needs no quantity
 * of its own: fast + and − clicks show at once, end on the right value, and a burst of them is one request.
 * Resolves to the server's cart.
 * @example const step = useStepLineItemQuantity(); <button onClick={() => step.mutate({ id: line.id, delta: 1 })}>+</button>
 */
export function useStepLineItemQuantity() {
  return useCartChange((client, { id, delta }: LineItemQuantityStep) =>
    stepQuantityChange(client, id, delta),
  );
}
