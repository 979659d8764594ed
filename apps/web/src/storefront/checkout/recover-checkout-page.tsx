// The recovery e-mail's link (`/checkout/recover/:token`, loaded lazily): takes the checkout over for this browser
// and goes on to the hosted checkout, or says why it cannot (a wrong or expired link, an order already placed, a
// member's checkout that needs its member signed in).
import { CHECKOUT_RECOVERY_LINK_TTL_DAYS } from '@cartwright/contracts/checkout-recovery-codes';
import { useRecoverCheckout, useSession } from '@cartwright/react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import './checkout.css';
import { type RecoveryRefusal, recoveryRefusal } from './recovery-refusal.js';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page checkout-page recover-checkout-page" aria-labelledby="recover-title">
      <h1 id="recover-title">{title}</h1>
      {children}
    </section>
  );
}

const shopLink = (
  <Link className="button-link" to="/">
    Continue shopping
  </Link>
);

function Refused({ refusal, path }: { refusal: Exclude<RecoveryRefusal, { kind: 'other' }>; path: string }) {
  const { kind } = useSession();
  if (refusal.kind === 'link-invalid' || refusal.kind === 'link-expired') {
    return (
      <Notice title={refusal.kind === 'link-expired' ? 'This link has expired' : 'This link does not work'}>
        <p>
          {refusal.kind === 'link-expired'
            ? `Links to a checkout work for ${CHECKOUT_RECOVERY_LINK_TTL_DAYS} days after the e-mail is sent.`
            : 'It may have been cut short or changed on the way. Open it from the e-mail again.'}{' '}
          Your items may still be in the cart on the device you shopped with, or you can add them again.
        </p>
        <p className="actions">
          {shopLink}
          <Link to="/cart">Go to your cart</Link>
        </p>
      </Notice>
    );
  }
  if (refusal.kind === 'order-placed') {
    const order = refusal.orderId
      ? kind === 'member'
        ? `/account/orders/${encodeURIComponent(refusal.orderId)}`
        : `/thank-you/${encodeURIComponent(refusal.orderId)}`
      : undefined;
    return (
      <Notice title="Your order is already placed">
        <p>This checkout was paid for, so there is nothing left to do here.</p>
        <p className="actions">
          {order ? (
            <Link className="button-link" to={order}>
              See your order
            </Link>
          ) : null}
          <Link to="/">Continue shopping</Link>
        </p>
      </Notice>
    );
  }
  if (kind === 'member') {
    return (
      <Notice title="Sign in as the buyer">
        <p>
          This checkout belongs to another account than the one signed in here. Sign out, then open the link
          from the e-mail again and sign in as the buyer.
        </p>
        <p className="actions">
          <Link className="button-link" to="/auth/logout">
            Sign out
          </Link>
          <Link to="/">Continue shopping</Link>
        </p>
      </Notice>
    );
  }
  return (
    <Notice title="Sign in to continue">
      <p>This checkout belongs to a member account. Sign in as the buyer and you come back to it here.</p>
      <p className="actions">
        <Link className="button-link" to={`/auth/login?return=${encodeURIComponent(path)}`}>
          Sign in
        </Link>
        <Link to="/">Continue shopping</Link>
      </p>
    </Notice>
  );
}

/** Takes the checkout of `token` over once, as the caller of the moment. */
function Recovery({ token }: { token: string }) {
  const [path, navigate] = useLocation();
  const recover = useRecoverCheckout();
  const { mutate } = recover;
  // Opening the link is the request (sending it again is safe).
  useEffect(() => {
    mutate(token, {
      onSuccess: ({ checkoutId }) =>
        navigate(`/checkout/${encodeURIComponent(checkoutId)}`, { replace: true }),
    });
  }, [mutate, token, navigate]);
  if (recover.isError) {
    const refusal = recoveryRefusal(recover.error);
    if (refusal.kind === 'other') return <ErrorView error={refusal.error} />;
    return <Refused refusal={refusal} path={path} />;
  }
  return (
    <p className="boot-status" role="status">
      Opening your checkout…
    </p>
  );
}

/** The `/checkout/recover/:token` route; a sign-in or sign-out meanwhile asks again as the new caller. */
export function RecoverCheckoutPage() {
  const { token } = useParams<{ token: string }>();
  const { kind } = useSession();
  return <Recovery key={`${kind}:${token}`} token={token} />;
}
