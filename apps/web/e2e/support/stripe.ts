// Stripe for the browser tests, offline: the server-side Stripe API double (the in-repo one, over real HTTP) and a
// store of the spec's own started with --stripe-* flags pointing at it; and, per page, Stripe.js replaced by the
// double in stripe-js-double.js through route interception, with the frames it opens (the card fields from
// js.stripe.com, the 3-D Secure challenge from hooks.stripe.com) and the calls those frames make to
// api.stripe.com, which move the PaymentIntent in the API double the way Stripe would.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page, Route } from '@playwright/test';
import {
  type StripeDouble,
  startStripeDouble,
} from '../../../../packages/server/src/test-support/stripe-double.js';
import { type OwnStore, startOwnStore } from './own-store.js';

export interface StripeStore {
  store: OwnStore;
  double: StripeDouble;
  /** An admin API key of the store, for reading its orders. */
  apiKey: string;
  stop(): Promise<void>;
}

/** The Stripe API double and a store that takes Stripe payments through it. */
export async function startStripeStore(name: string): Promise<StripeStore> {
  const double = await startStripeDouble();
  let apiKey = '';
  const store = await startOwnStore(
    name,
    [
      '--stripe-secret-key',
      double.secretKey,
      '--stripe-publishable-key',
      double.publishableKey,
      '--stripe-webhook-secret',
      double.webhookSecret,
      '--stripe-api-url',
      double.url,
    ],
    async (dataDir, cli) => {
      const args = [cli, 'api-key', 'create', '--name', `e2e ${name}`, '--data-dir', dataDir, '--json'];
      const { stdout } = await promisify(execFile)(process.execPath, args);
      apiKey = (JSON.parse(stdout) as { apiKey: string }).apiKey;
    },
  );
  return {
    store,
    double,
    apiKey,
    async stop() {
      await store.stop();
      await double.close();
    },
  };
}

/** The orders of a buyer, as the admin API lists them. */
export async function ordersOf(stripe: StripeStore, email: string) {
  const response = await fetch(
    `${stripe.store.origin}/cartwright/v1/orders?search=${encodeURIComponent(email)}`,
    {
      headers: { authorization: stripe.apiKey },
    },
  );
  if (response.status !== 200)
    throw new Error(`orders answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { orders: { id: string; number: string; paymentStatus: string }[] })
    .orders;
}

/** Stripe's test cards: what the API double does with each. */
export const STRIPE_CARDS = {
  approves: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

const CARD_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment Element</title>
<style>body{font:15px system-ui,sans-serif;margin:0;padding:2px;color:#30313d}label{display:block;margin:0 0 10px}
input{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:9px;border:1px solid #e0e0e6;border-radius:5px;font:inherit}
.row{display:flex;gap:10px}.row label{flex:1}.tab{display:inline-block;padding:6px 12px;margin-bottom:10px;border:2px solid #0570de;border-radius:5px;color:#0570de;font-weight:600}</style></head>
<body><span class="tab">Card</span>
<label>Card number<input name="number" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"></label>
<div class="row"><label>Expiration date<input name="expiry" autocomplete="cc-exp" placeholder="MM / YY"></label>
<label>Security code<input name="cvc" autocomplete="cc-csc" placeholder="CVC"></label></div>
<script>
const value = (name) => document.querySelector('input[name=' + name + ']').value.replace(/\\s|\\//g, '');
const incomplete = () =>
  value('number').length < 12 ? { code: 'incomplete_number', message: 'Your card number is incomplete.' }
  : value('expiry').length !== 4 ? { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." }
  : value('cvc').length < 3 ? { code: 'incomplete_cvc', message: "Your card's security code is incomplete." }
  : undefined;
window.addEventListener('message', async (event) => {
  if (event.source !== window.parent || !event.data) return;
  const reply = (answer) => window.parent.postMessage({ replyTo: event.data.id, ...answer }, event.origin);
  const missing = incomplete();
  if (missing) return reply({ error: { type: 'validation_error', ...missing } });
  if (event.data.type === 'submit') return reply({});
  if (event.data.type !== 'confirm') return;
  const { clientSecret, publishableKey, returnUrl } = event.data;
  const form = new URLSearchParams({
    client_secret: clientSecret, key: publishableKey, return_url: returnUrl,
    'payment_method_data[type]': 'card', 'payment_method_data[card][number]': value('number'),
    'payment_method_data[card][exp_month]': value('expiry').slice(0, 2),
    'payment_method_data[card][exp_year]': value('expiry').slice(2), 'payment_method_data[card][cvc]': value('cvc'),
  });
  const intentId = clientSecret.split('_secret_')[0];
  const response = await fetch('https://api.stripe.com/v1/payment_intents/' + intentId + '/confirm', {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form,
  });
  const body = await response.json();
  reply(response.ok ? { paymentIntent: body } : { error: body.error });
});
</script></body></html>`;

const CHALLENGE_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title>
<style>body{font:15px system-ui,sans-serif;margin:0;padding:20px;color:#30313d}h1{font-size:18px}
button{font:inherit;padding:9px 16px;margin-right:8px;border-radius:5px;border:1px solid #0570de;background:#0570de;color:#fff}
button.fail{background:#fff;color:#0570de}</style></head>
<body><h1>3D Secure 2 Test Page</h1><p>Your bank asks you to confirm this payment.</p>
<button type="button" data-outcome="complete">Complete authentication</button>
<button type="button" class="fail" data-outcome="fail">Fail authentication</button>
<script>
const params = new URLSearchParams(location.search);
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', async () => {
    const form = new URLSearchParams({
      payment_intent: params.get('payment_intent'), client_secret: params.get('client_secret'),
      key: params.get('key'), outcome: button.dataset.outcome,
    });
    const response = await fetch('https://api.stripe.com/v1/3ds2/challenge_complete', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form,
    });
    window.parent.postMessage({ type: 'challenge-complete', paymentIntent: await response.json() }, '*');
  });
}
</script></body></html>`;

const doubleScript = readFile(new URL('./stripe-js-double.js', import.meta.url), 'utf8');

/** What Stripe.js shows a browser of an intent (never the charge, never card details). */
function publicIntent(double: StripeDouble, id: string) {
  const intent = double.intents.get(id)!;
  const { amount, currency, status, client_secret, last_payment_error, next_action } = intent;
  return {
    id,
    object: 'payment_intent',
    amount,
    currency,
    status,
    client_secret,
    last_payment_error,
    next_action,
  };
}

const CORS = { 'access-control-allow-origin': '*' };

function answer(route: Route, status: number, body: unknown) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: CORS,
    body: JSON.stringify(body),
  });
}

/**
 * The intent the browser names, when its client secret and the publishable key are right (as Stripe checks
 * them), or the error Stripe would answer.
 */
function intentOf(double: StripeDouble, form: URLSearchParams, id: string | null) {
  const intent = id ? double.intents.get(id) : undefined;
  if (form.get('key') !== double.publishableKey) return { status: 401, error: 'Invalid API Key provided' };
  if (!intent || intent.client_secret !== form.get('client_secret'))
    return { status: 404, error: 'No such payment_intent' };
  return { intent };
}

/** The confirm and 3-D Secure calls of the frames, moving the intent in the API double. */
async function stripeApi(route: Route, double: StripeDouble) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  const url = new URL(request.url());
  const form = new URLSearchParams(request.postData() ?? '');
  const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
  const challenge = url.pathname === '/v1/3ds2/challenge_complete';
  const id = confirm ? decodeURIComponent(confirm[1]!) : challenge ? form.get('payment_intent') : null;
  const found = intentOf(double, form, id);
  if (!found.intent)
    return answer(route, found.status, { error: { type: 'invalid_request_error', message: found.error } });
  const intentId = found.intent.id;
  if (confirm) {
    const number = form.get('payment_method_data[card][number]') ?? '';
    if (number === STRIPE_CARDS.declines.replace(/ /g, '')) double.decline(intentId, { number });
    else if (number === STRIPE_CARDS.threeDSecure.replace(/ /g, '')) {
      double.requireAction(intentId);
      challengeCards.set(intentId, number);
    } else double.succeed(intentId, { number });
    const view = publicIntent(double, intentId);
    if (view.status === 'requires_payment_method') {
      return answer(route, 402, {
        error: { type: 'card_error', ...view.last_payment_error, payment_intent: view },
      });
    }
    return answer(route, 200, view);
  }
  if (challenge && form.get('outcome') === 'complete') {
    double.succeed(intentId, { number: challengeCards.get(intentId) ?? STRIPE_CARDS.threeDSecure });
  } else if (challenge) {
    double.decline(intentId);
    Object.assign(found.intent.last_payment_error ?? {}, {
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  }
  return answer(route, 200, publicIntent(double, intentId));
}

/** The 3-D Secure card each intent was confirmed with, for the charge once the challenge is completed. */
const challengeCards = new Map<string, string>();

/** Stripe.js, its frames and its API calls, answered by the doubles for this page. */
export async function serveStripeJs(page: Page, double: StripeDouble): Promise<void> {
  const script = await doubleScript;
  await page.route('https://js.stripe.com/v3/', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script }),
  );
  await page.route('https://js.stripe.com/v3/elements-inner-payment-double.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: CARD_FRAME }),
  );
  await page.route('https://hooks.stripe.com/3d_secure_2/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: CHALLENGE_FRAME }),
  );
  await page.route('https://api.stripe.com/**', (route) => stripeApi(route, double));
}

/** The card fields inside Stripe's frame. */
export function cardFrame(page: Page) {
  return page.frameLocator('iframe[title="Secure payment input frame"]');
}

/** Types a card into the Payment Element double. */
export async function typeStripeCard(page: Page, number: string) {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
}

/**
 * Presses Pay after typing in Stripe's frame. The pointer is moved onto the button first: right after typing in a
 * cross-origin frame, Chromium may route the first click at the frame's old position to that frame.
 */
export async function clickPay(page: Page) {
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.scrollIntoViewIfNeeded();
  await pay.hover();
  await pay.click();
}
