// The cart drawer: a modal dialog (the page behind it is inert, Escape closes it) listing the cart's lines,
// their subtotal, and the way on to the cart page. Loaded the first time it opens.
import { useCurrentCart, useEstimateTotals } from '@cartwright/react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { ActionError } from './action-error.js';
import { cartItemCount, itemsLabel } from './cart-count.js';
import { LineSummary, LineUnitPrice } from './line-summary.js';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex="0"]';

/**
 * Tab from the last control goes to the first one and Shift+Tab from the first to the last: the page behind is
 * inert already, this keeps focus from leaving the dialog for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement === edge || !event.currentTarget.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

interface CartDrawerProps {
  /** Announced at the top: what was just added. */
  message: string | undefined;
  /** Called once the dialog has closed (Escape, a close button, or a link followed). */
  onClose: () => void;
}

/** Opens as a modal dialog when mounted; the browser keeps focus inside and gives it back on close. */
export function CartDrawer({ message, onClose }: CartDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cart = useCurrentCart();
  const lines = cart.data?.lineItems ?? [];
  const count = cartItemCount(cart.data);
  // The subtotal is the server's (discounts and prices as the cart page shows them), not a sum made here.
  const subtotal = useEstimateTotals({}, { enabled: lines.length > 0 }).data?.priceSummary?.subtotal
    ?.formattedAmount;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
    >
      <div className="cart-drawer-header">
        <h2 id={titleId}>Your cart</h2>
        <button type="button" className="icon-button" aria-label="Close cart" onClick={close}>
          ×
        </button>
      </div>
      {message ? (
        <p role="status" className="cart-drawer-message">
          {message}
        </p>
      ) : null}
      {cart.isError ? (
        <ActionError what="Your cart could not be loaded" error={cart.error} />
      ) : cart.isPending ? (
        <p>Loading your cart…</p>
      ) : lines.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <p className="cart-drawer-count">{itemsLabel(count)}</p>
          <ul className="cart-drawer-lines" aria-label="Items in your cart">
            {lines.map((line, index) => (
              <li key={line.id ?? index}>
                <LineSummary line={line} onNavigate={onClose} />
                <div className="cart-drawer-line-price">
                  <p>Qty {line.quantity}</p>
                  <LineUnitPrice line={line} />
                </div>
              </li>
            ))}
          </ul>
          {subtotal ? (
            <p className="cart-drawer-subtotal">
              <span>Subtotal</span> <strong>{subtotal}</strong>
            </p>
          ) : null}
        </>
      )}
      <div className="cart-drawer-actions">
        <Link className="button-link" to="/cart" onClick={onClose}>
          View cart and check out
        </Link>
        <button type="button" className="secondary-button" onClick={close}>
          Continue shopping
        </button>
      </div>
    </dialog>
  );
}
