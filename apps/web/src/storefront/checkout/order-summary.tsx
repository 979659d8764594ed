// The checkout's order summary beside the form: each line with its picture, options, quantity and price, then the
// totals the cart's totals engine computed for the checkout's address and shipping option.
import type { Checkout } from '@cartwright/client/cart';
import { LineSummary, LineUnitPrice } from '../cart/line-summary.js';
import { TotalsTable } from '../cart/totals-table.js';

export function OrderSummary({ checkout, busy }: { checkout: Checkout; busy: boolean }) {
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <ul className="checkout-lines" aria-label="Items in your order">
        {(checkout.lineItems ?? []).map((line, index) => (
          <li key={line.id ?? index} className="checkout-line">
            <LineSummary line={line} />
            <p className="checkout-line-quantity">× {line.quantity}</p>
            <LineUnitPrice line={line} />
          </li>
        ))}
      </ul>
      {checkout.priceSummary ? (
        <TotalsTable
          totals={{ priceSummary: checkout.priceSummary, appliedDiscounts: checkout.appliedDiscounts ?? [] }}
          addressGiven={checkout.shippingInfo?.shippingDestination?.address?.country !== undefined}
          busy={busy}
        />
      ) : null}
    </aside>
  );
}
