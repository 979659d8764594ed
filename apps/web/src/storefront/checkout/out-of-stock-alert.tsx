// Items sold out while the shopper was paying: which ones and how many are left, with the way back to the cart to
// change them. Nothing was charged.
import { Link } from 'wouter';
import { type UnavailableLine, unavailableText } from './complete-failure.js';
import type { Destination } from './flow-urls.js';

export function OutOfStockAlert({ lines, cart }: { lines: UnavailableLine[]; cart: Destination }) {
  return (
    <div role="alert" className="form-alert out-of-stock-alert">
      <p>Some items are no longer in stock, so your order was not placed and nothing was charged:</p>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line.id}>{unavailableText(line)}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <CartLink cart={cart} /> to change the quantities, then check out again.
      </p>
    </div>
  );
}

/** "Back to your cart": the store's own cart page, or the one the headless store front named. */
export function CartLink({ cart }: { cart: Destination }) {
  return 'external' in cart ? (
    <a href={cart.external}>Back to your cart</a>
  ) : (
    <Link to={cart.path}>Back to your cart</Link>
  );
}
