// The hosted checkout (`/checkout/:id`, loaded lazily; the `ecomCheckout` redirect session and the cart's Checkout
// button open it): the pay form with the order summary. A signed-in member's saved details fill the form; a
// checkout already paid (a reload after paying, a second tab) leads to its order instead of a second payment; one
// this browser may not open (taken over from its recovery e-mail elsewhere) leads back to the cart. Back from a
// Stripe redirect (3-D Secure, a bank page), the payment is completed first: the order may already be placed.
import { isApiError } from '@cartwright/client';
import { memberQueries, useCheckout, useSession, useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import './checkout.css';
import { afterOrder, flowUrls } from './flow-urls.js';
import { PayForm } from './pay-form.js';
import { readStripeReturn } from './stripe/stripe-return.js';
import { StripeReturnView } from './stripe/stripe-return-view.js';

const loading = (
  <p className="boot-status" role="status">
    Loading your checkout…
  </p>
);

/** A checkout already paid for (a reload after paying, a second tab): its order, never a second payment. */
function CompletedCheckout({ orderId }: { orderId: string | undefined }) {
  const urls = flowUrls(useSearch());
  const destination = orderId ? afterOrder(urls, orderId) : undefined;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Your order is placed</h1>
      <p>This checkout is already paid for, so it cannot be paid again.</p>
      <p className="actions">
        {destination && 'external' in destination ? (
          <a className="button-link" href={destination.external}>
            See your order
          </a>
        ) : destination ? (
          <Link className="button-link" to={destination.path}>
            See your order
          </Link>
        ) : null}
        <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}

/**
 * A checkout this browser may not open (404): continued on another device from its recovery e-mail, or never
 * this visitor's. The cart it came from is still here until its order is placed.
 */
function CheckoutNotHere() {
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">This checkout is not open here</h1>
      <p>
        It may have been continued on another device from its e-mail link, or it belongs to another visitor.
        Your cart still holds what you have not bought.
      </p>
      <p className="actions">
        <Link className="button-link" to="/cart">
          Go to your cart
        </Link>
        <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}

/** The `/checkout/:id` route. */
export function CheckoutPage() {
  const { id } = useParams<{ id: string }>();
  const checkout = useCheckout(id);
  const { kind } = useSession();
  const returned = readStripeReturn(useSearch());
  // Only a member has a record to fill the form from; asking as a visitor would be a refused request.
  const member = useQuery({
    ...memberQueries.current(useStoreClient(), ['FULL']),
    enabled: kind === 'member',
  });
  if (checkout.isError) {
    const gone = isApiError(checkout.error) && checkout.error.status === 404;
    return gone ? <CheckoutNotHere /> : <ErrorView error={checkout.error} />;
  }
  if (checkout.isPending || (kind === 'member' && member.isPending)) return loading;
  const data = checkout.data;
  if (returned) {
    return (
      <section className="page checkout-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <StripeReturnView checkout={{ ...data, id }} member={member.data} returned={returned} />
      </section>
    );
  }
  if (data.completed) return <CompletedCheckout orderId={data.orderId} />;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <PayForm checkout={{ ...data, id }} member={member.data} />
    </section>
  );
}
