// The hosted checkout (`/checkout/:id`, loaded lazily; the `ecomCheckout` redirect session and the cart's Checkout
// button open it): the pay form with the order summary. A signed-in member's saved details fill the form; a
// checkout already paid (a reload after paying, a second tab) leads to its order instead of a second payment.
import { memberQueries, useCheckout, useSession, useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import { ActionError } from '../cart/action-error.js';
import './checkout.css';
import { afterOrder, flowUrls } from './flow-urls.js';
import { PayForm } from './pay-form.js';
import { useCheckoutActions } from './use-checkout-actions.js';

const loading = (
  <p className="boot-status" role="status">
    Loading your checkout…
  </p>
);

/** Completing a completed checkout answers its order (idempotent), so the shopper can still reach it. */
function CompletedCheckout({ id }: { id: string }) {
  const actions = useCheckoutActions(id);
  const [, navigate] = useLocation();
  const urls = flowUrls(useSearch());
  const open = async () => {
    const order = await actions.complete({ method: 'OFFLINE' });
    const destination = afterOrder(urls, order.id);
    if ('external' in destination) window.location.assign(destination.external);
    else navigate(destination.path);
  };
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Your order is placed</h1>
      <p>This checkout is already paid for, so it cannot be paid again.</p>
      <p className="actions">
        <button
          type="button"
          className="button-link"
          disabled={actions.completing}
          onClick={() => void open().catch(() => undefined)}
        >
          See your order
        </button>
        <Link to="/">Continue shopping</Link>
      </p>
      {actions.completeError ? (
        <ActionError what="Could not open your order" error={actions.completeError} />
      ) : null}
    </section>
  );
}

/** The `/checkout/:id` route. */
export function CheckoutPage() {
  const { id } = useParams<{ id: string }>();
  const checkout = useCheckout(id);
  const { kind } = useSession();
  // Only a member has a record to fill the form from; asking as a visitor would be a refused request.
  const member = useQuery({
    ...memberQueries.current(useStoreClient(), ['FULL']),
    enabled: kind === 'member',
  });
  if (checkout.isError) return <ErrorView error={checkout.error} />;
  if (checkout.isPending || (kind === 'member' && member.isPending)) return loading;
  const data = checkout.data;
  if (data.completed) return <CompletedCheckout id={id} />;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <PayForm checkout={{ ...data, id }} member={member.data} />
    </section>
  );
}
