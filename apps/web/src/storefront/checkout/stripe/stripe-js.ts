// Stripe.js, loaded from https://js.stripe.com/v3/ as Stripe requires (never bundled or self-hosted), and only when
// the store takes Stripe payments and the buyer opens the checkout. Our own loader instead of @stripe/stripe-js:
// that package does the same script tag plus types for all of Stripe.js, and this page uses five calls.

/** Where Stripe.js is served; the page policy allows this origin only while Stripe is configured. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** A Stripe.js error as confirmPayment and elements.submit answer it (https://docs.stripe.com/js). */
export interface StripeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: string | HTMLElement): void;
  on(event: 'ready' | 'change', handler: (event: { complete?: boolean; empty?: boolean }) => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
  /** Checks the buyer's input; must run before any other async work of the Pay click. */
  submit(): Promise<{ error?: StripeError }>;
  update(options: { amount?: number; currency?: string }): void;
}

export interface StripePaymentIntentResult {
  error?: StripeError;
  paymentIntent?: { id: string; status: string };
}

export interface StripeInstance {
  elements(options: {
    mode: 'payment';
    amount: number;
    currency: string;
    appearance?: { theme?: 'stripe' | 'flat' | 'night' };
  }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    clientSecret: string;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<StripePaymentIntentResult>;
}

export type StripeConstructor = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

/** The load under way per document, so two callers share one script tag. */
const loading = new WeakMap<Document, Promise<StripeConstructor>>();

/**
 * `window.Stripe` once Stripe.js has loaded: one script tag for the page, however many times it is asked for. A
 * failed load (offline, blocked) rejects and is tried again on the next call.
 * @example const Stripe = await loadStripeJs(); const stripe = Stripe(publishableKey);
 */
export function loadStripeJs(doc: Document = document): Promise<StripeConstructor> {
  const win = doc.defaultView;
  if (win?.Stripe) return Promise.resolve(win.Stripe);
  const underWay = loading.get(doc);
  if (underWay) return underWay;
  const load = new Promise<StripeConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () => {
      if (win?.Stripe) resolve(win.Stripe);
      else reject(new Error('Stripe.js loaded without defining Stripe'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading.delete(doc);
    throw error;
  });
  loading.set(doc, load);
  return load;
}

/**
 * A decimal amount in the currency's minor units, as Stripe counts them ("15.02" USD → 1502, "500" JPY → 500).
 * @example toMinorUnits('15.02', 'USD') // 1502
 */
export function toMinorUnits(amount: string, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const padded = `${fraction}${'0'.repeat(digits ?? 2)}`.slice(0, digits ?? 2);
  return Number(`${whole}${padded}`);
}
