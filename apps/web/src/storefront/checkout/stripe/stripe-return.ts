// Coming back from Stripe: a payment that needed a redirect (some 3-D Secure flows, bank redirects) returns to the
// checkout page with Stripe's `payment_intent`, `payment_intent_client_secret` and `redirect_status` added to the
// return_url we gave, which carries our `payment_session`. The page then completes with that session; the server
// reads the intent from Stripe itself, so these values only say which session to complete.

const STRIPE_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
  'payment_session',
];

export interface StripeReturn {
  paymentSessionId: string;
  /** `succeeded`, `processing`, `pending`, `failed`, as Stripe reports the redirect. */
  redirectStatus: string;
}

/**
 * The return of a Stripe redirect in a checkout page's query, or undefined for an ordinary visit.
 * @example readStripeReturn('?payment_session=ps_1&payment_intent=pi_1&redirect_status=succeeded') // { paymentSessionId: 'ps_1', redirectStatus: 'succeeded' }
 */
export function readStripeReturn(search: string): StripeReturn | undefined {
  const params = new URLSearchParams(search);
  const paymentSessionId = params.get('payment_session');
  const redirectStatus = params.get('redirect_status');
  if (!paymentSessionId || !redirectStatus || !params.get('payment_intent')) return undefined;
  if (paymentSessionId.length > 100) return undefined;
  return { paymentSessionId, redirectStatus };
}

/**
 * The return_url for confirmPayment: this page as it is (the redirect session's callbacks kept), Stripe's values
 * of an earlier return dropped, and the session to complete added.
 * @example stripeReturnUrl('https://shop.example/checkout/c1?postFlowUrl=x', 'ps_1') // 'https://shop.example/checkout/c1?postFlowUrl=x&payment_session=ps_1'
 */
export function stripeReturnUrl(href: string, paymentSessionId: string): string {
  const url = new URL(href);
  for (const name of STRIPE_PARAMS) url.searchParams.delete(name);
  url.searchParams.set('payment_session', paymentSessionId);
  url.hash = '';
  return url.href;
}
