// What a buyer reads when an order cannot be shown here (issue #33: they saw "Something went wrong / 404"): why,
// and where they can reach it: the link in their e-mails, or a member's account.
import { isApiError } from '@cartwright/client';
import { useSession } from '@cartwright/react';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';

/** `thank-you`: another session placed the order; `link`: the e-mail's link is broken or not this order's. */
export type OrderNotHereReason = 'thank-you' | 'link';

const TEXT: Record<OrderNotHereReason, { title: string; why: string }> = {
  'thank-you': {
    title: 'This order is not in this session',
    why: 'It was placed while you were signed in differently, so this page cannot show it any more. Open it from the link in your confirmation e-mail.',
  },
  link: {
    title: 'This order link does not work',
    why: 'It may have been cut short when it was copied. Open it again from your order e-mail.',
  },
};

/** A 404 as its own page for shoppers; any other failure is ErrorView's. */
export function OrderNotHere({ error, reason }: { error: unknown; reason: OrderNotHereReason }) {
  const { kind } = useSession();
  if (error !== undefined && !(isApiError(error) && error.status === 404)) return <ErrorView error={error} />;
  const { title, why } = TEXT[reason];
  return (
    <section className="page order-page" role="alert" aria-labelledby="order-not-here-title">
      <h1 id="order-not-here-title">{title}</h1>
      <p className="lede">{why}</p>
      <p className="actions">
        {kind === 'member' ? (
          <Link className="button-link" to="/account/orders">
            See your orders
          </Link>
        ) : (
          <Link className="button-link" to="/auth/login">
            Sign in to see your orders
          </Link>
        )}
        <Link to="/products">Continue shopping</Link>
      </p>
    </section>
  );
}

/**
 * What an order's page shows before the order itself: the wait, or why it is not shown here; undefined once the
 * order is there.
 * @example const before = orderWait(order, 'thank-you'); if (before) return before;
 */
export function orderWait(
  order: { isPending: boolean; isError: boolean; error: unknown },
  reason: OrderNotHereReason,
): ReactElement | undefined {
  if (order.isError) return <OrderNotHere error={order.error} reason={reason} />;
  if (!order.isPending) return undefined;
  return (
    <p className="boot-status" role="status">
      Loading your order…
    </p>
  );
}
