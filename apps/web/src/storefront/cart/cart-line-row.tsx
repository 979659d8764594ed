// One line of the cart page: what it is, its price, the quantity stepper, remove, and its warning if it
// cannot be bought as it is.
import type { Cart, LineItem } from '@cartwright/client/cart';
import { cartKeys, useRemoveLineItems, useUpdateLineItemQuantity } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { LineWarning } from './cart-warnings.js';
import { LineQuantity } from './line-quantity.js';
import { LineSummary, LineUnitPrice } from './line-summary.js';
import { lineName } from './line-view.js';

export interface CartFeedback {
  /** Says a finished change in the page's live region. */
  announce: (message: string) => void;
  /** Shows a failed change at the top of the page (the change itself has been taken back). */
  fail: (what: string, error: unknown) => void;
}

interface CartLineRowProps extends CartFeedback {
  line: LineItem & { id: string };
  warning: LineWarning | undefined;
}

export function CartLineRow({ line, warning, announce, fail }: CartLineRowProps) {
  const queryClient = useQueryClient();
  const setQuantity = useUpdateLineItemQuantity();
  const removeLines = useRemoveLineItems();
  const latestCall = useRef(0);
  const name = lineName(line);
  const quantity = line.quantity ?? 1;

  // The cached cart already holds every queued change, so it is the value the next click steps from.
  const currentQuantity = () =>
    queryClient.getQueryData<Cart | null>(cartKeys.current())?.lineItems?.find((l) => l.id === line.id)
      ?.quantity ?? quantity;

  const change = (next: number) => {
    if (next < 1) return;
    latestCall.current += 1;
    const call = latestCall.current;
    setQuantity.mutateAsync({ id: line.id, quantity: next }).then(
      // Only the last of a burst of clicks is worth saying.
      () => call === latestCall.current && announce(`${name}: quantity ${next}.`),
      (error: unknown) => fail(`Could not change the quantity of ${name}`, error),
    );
  };
  const remove = () =>
    removeLines.mutateAsync([line.id]).then(
      () => announce(`Removed ${name} from your cart.`),
      (error: unknown) => fail(`Could not remove ${name}`, error),
    );

  return (
    <li className="cart-line" data-severity={warning?.severity}>
      <LineSummary line={line} />
      <LineUnitPrice line={line} />
      <LineQuantity
        quantity={quantity}
        name={name}
        onStep={(delta) => change(currentQuantity() + delta)}
        onSet={change}
      />
      <button type="button" className="text-button" aria-label={`Remove ${name}`} onClick={remove}>
        Remove
      </button>
      {warning ? (
        <p className={`line-warning line-warning-${warning.severity.toLowerCase()}`}>
          <span className="visually-hidden">{warning.severity === 'ERROR' ? 'Problem: ' : 'Warning: '}</span>
          {warning.message}{' '}
          {warning.removable ? (
            <button
              type="button"
              className="text-button"
              aria-label={`Remove ${name}, which cannot be bought`}
              onClick={remove}
            >
              Remove
            </button>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
