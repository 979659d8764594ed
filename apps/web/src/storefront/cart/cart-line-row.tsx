// One line of the cart page: what it is, its price, the quantity stepper, remove, and its warning if it
// cannot be bought as it is.
import type { Cart, LineItem } from '@cartwright/client/cart';
import { useRemoveLineItems, useStepLineItemQuantity, useUpdateLineItemQuantity } from '@cartwright/react';
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
  const setQuantity = useUpdateLineItemQuantity();
  const stepQuantity = useStepLineItemQuantity();
  const removeLines = useRemoveLineItems();
  const latestCall = useRef(0);
  const name = lineName(line);
  const quantity = line.quantity ?? 1;

  const settle = (change: Promise<Cart | null | undefined>) => {
    latestCall.current += 1;
    const call = latestCall.current;
    change.then(
      (cart) => {
        // Only the last of a burst of clicks is worth saying, with the quantity the server settled on.
        const settled = cart?.lineItems?.find((l) => l.id === line.id)?.quantity;
        if (call === latestCall.current && settled !== undefined) announce(`${name}: quantity ${settled}.`);
      },
      (error: unknown) => fail(`Could not change the quantity of ${name}`, error),
    );
  };
  const set = (next: number) => settle(setQuantity.mutateAsync({ id: line.id, quantity: next }));
  const step = (delta: number) => settle(stepQuantity.mutateAsync({ id: line.id, delta }));
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
        max={line.availability?.quantityAvailable}
        name={name}
        onStep={step}
        onSet={set}
      />
      <button type="button" className="text-button" aria-label={`Remove ${name}`} onClick={remove}>
        Remove
      </button>
      {warning ? (
        <p className={`line-warning line-warning-${warning.severity.toLowerCase()}`}>
          <span className="visually-hidden">{warning.severity === 'ERROR' ? 'Problem: ' : 'Warning: '}</span>
          {warning.message}{' '}
          {warning.lowerTo !== undefined ? (
            <button
              type="button"
              className="text-button"
              aria-label={`Change the quantity of ${name} to ${warning.lowerTo}`}
              onClick={() => set(warning.lowerTo!)}
            >
              Change to {warning.lowerTo}
            </button>
          ) : null}
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
