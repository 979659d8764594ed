// The checkout summary (`/checkout/:id`, loaded lazily): what the checkout snapshotted from the cart (items,
// delivery, totals). Paying for it comes with the orders feature, and the page says so.
import { useCheckout } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import { addressLines } from '../cart/estimate-address.js';
import { LineSummary, LineUnitPrice } from '../cart/line-summary.js';
import { recipientName } from '../cart/shipping-details.js';
import { logisticsDetails, shippingCost } from '../cart/shipping-view.js';
import { TotalsTable } from '../cart/totals-table.js';

type Checkout = NonNullable<ReturnType<typeof useCheckout>['data']>;

function Delivery({ checkout }: { checkout: Checkout }) {
  const address = checkout.shippingInfo?.shippingDestination?.address;
  const contact = checkout.shippingInfo?.shippingDestination?.contactDetails;
  // "Ann Lee", then the street, "San Francisco, CA 94103" and the country, one per line.
  const shipTo = address
    ? [recipientName(contact), ...addressLines(address)].filter((l) => l !== undefined)
    : [];
  const option = checkout.shippingInfo?.selectedCarrierServiceOption;
  const email = checkout.buyerInfo?.email;
  return (
    <section className="checkout-section" aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">Delivery</h2>
      <dl className="checkout-facts">
        {address ? (
          <>
            <dt>Ship to</dt>
            <dd>
              {shipTo.map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        {contact?.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{contact.phone}</dd>
          </>
        ) : null}
        {option ? (
          <>
            <dt>Shipping option</dt>
            <dd>
              <span className="address-line">
                {option.title ?? option.code}: {shippingCost(option.cost)}
              </span>
              {logisticsDetails(option.logistics).map((detail) => (
                <span key={detail} className="address-line">
                  {detail}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>E-mail</dt>
            <dd>{email}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The `/checkout/:id` route. */
export function CheckoutPage() {
  const { id } = useParams<{ id: string }>();
  const checkout = useCheckout(id);
  if (checkout.isError) return <ErrorView error={checkout.error} />;
  if (checkout.isPending) {
    return (
      <p className="boot-status" role="status">
        Loading your checkout…
      </p>
    );
  }
  const data = checkout.data;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout summary</h1>
      <p className="lede">
        Your checkout is saved with the prices below. Payment comes with the orders feature: this store cannot
        take payment yet, so nothing has been charged and no order has been placed.
      </p>
      <section className="checkout-section" aria-labelledby="checkout-items">
        <h2 id="checkout-items">Items</h2>
        <ul className="checkout-lines" aria-label="Items in your checkout">
          {(data.lineItems ?? []).map((line, index) => (
            <li key={line.id ?? index} className="checkout-line">
              <LineSummary line={line} />
              <p>Qty {line.quantity}</p>
              <LineUnitPrice line={line} />
            </li>
          ))}
        </ul>
      </section>
      <Delivery checkout={data} />
      {data.priceSummary ? (
        <section className="checkout-section" aria-labelledby="checkout-totals">
          <h2 id="checkout-totals">Totals</h2>
          <TotalsTable
            totals={{ priceSummary: data.priceSummary, appliedDiscounts: data.appliedDiscounts ?? [] }}
            addressGiven={data.shippingInfo?.shippingDestination?.address !== undefined}
          />
        </section>
      ) : null}
      <p className="actions">
        <Link to="/cart">Back to your cart</Link>
      </p>
    </section>
  );
}
