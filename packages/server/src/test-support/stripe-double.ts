// An in-repo double of the Stripe API, for tests and benches offline: a node:http server answering what the store
// calls (PaymentIntents create/retrieve/update/confirm/capture/cancel, Refunds create/retrieve), form-encoded as
// the real API, honouring Idempotency-Key, answering objects shaped like Stripe's. Helpers move an intent as a
// browser and a bank would (succeeded, requires_action, processing, requires_capture, declined) and deliver the
// matching webhook signed as Stripe signs. The server under test reaches it only through the official SDK.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm, type StripeForm } from './stripe-form.js';
import { type Intent, type Refund, StripeObjects, StripeRefusal } from './stripe-objects.js';

export type { Charge, Intent, Refund } from './stripe-objects.js';

/** A dispute as Stripe's API shows one (the fields the store reads). */
export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: string;
  created: number;
  livemode: false;
  evidence_details: { due_by: number };
}

/** A card as a buyer types it into Stripe's form: the double keeps only what Stripe shows (brand, last4). */
export interface TestCardInput {
  number: string;
  expiry?: string;
  cvc?: string;
}

export interface StripeCall {
  method: string;
  path: string;
  body: StripeForm;
  idempotencyKey?: string;
}

/** Where a webhook goes: a URL, or a function that posts it (an app's `request`). */
export type WebhookTarget = string | ((body: string, headers: Record<string, string>) => Promise<Response>);

export interface StripeDouble {
  /** `http://127.0.0.1:{port}`, for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The store's Stripe settings pointing at this double. */
  config: StripeConfigOf;
  /** Every API call, in order. */
  calls: StripeCall[];
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  /** While true every call answers 500 api_error (the SDK's retries included). */
  down: boolean;
  /** The buyer pays in the browser: succeeded (or requires_capture for manual capture). */
  succeed(id: string, card?: TestCardInput): Intent;
  /** The bank asks for 3-D Secure. */
  requireAction(id: string): Intent;
  /** A bank debit in flight. */
  process(id: string): Intent;
  /** The card declined: back to requires_payment_method with last_payment_error. */
  decline(id: string, card?: TestCardInput): Intent;
  /**
   * The buyer's bank disputes the intent's charge (`charge.dispute.created`), or Stripe closes that dispute
   * (`won`, `lost`, …): the dispute as Stripe shows it; `charge.dispute.*` events of the intent carry it.
   */
  dispute(intentId: string, change?: { status?: string; reason?: string; amount?: number }): Dispute;
  /** The intent as a webhook event of `type`, signed with the webhook secret (or `options.secret`), and sent. */
  deliver(
    target: WebhookTarget,
    type: string,
    intentId: string,
    options?: { secret?: string; timestamp?: number; eventId?: string },
  ): Promise<Response>;
  /** The event's body and Stripe-Signature header, unsent. */
  signedEvent(
    type: string,
    intentId: string,
    options?: { secret?: string; timestamp?: number; eventId?: string },
  ): { body: string; signature: string; eventId: string };
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  });
  res.end(json);
}

/**
 * Starts the double on a free loopback port.
 * @example const stripe = await startStripeDouble(); createTestApp({ config: { stripe: stripe.config } })
 */
export async function startStripeDouble(): Promise<StripeDouble> {
  const secretKey = `sk_test_double${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_double${randomBytes(8).toString('hex')}`;
  const publishableKey = `pk_test_double${randomBytes(8).toString('hex')}`;
  const objects = new StripeObjects();
  const calls: StripeCall[] = [];
  const remembered = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const state = { down: false };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const body = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    calls.push({ method, path: url.pathname, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (state.down) return send(res, 500, { error: { type: 'api_error', message: 'The double is down' } });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (method === 'POST' && idempotencyKey) {
      const earlier = remembered.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (earlier) return send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = objects.route(method, url.pathname, body);
    } catch (error) {
      if (!(error instanceof StripeRefusal)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    if (method === 'POST' && idempotencyKey)
      remembered.set(idempotencyKey, { fingerprint, status, body: answer });
    send(res, status, answer, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const disputes = new Map<string, Dispute>();
  const dispute: StripeDouble['dispute'] = (intentId, change = {}) => {
    const intent = objects.intent(intentId);
    if (!intent.latest_charge) throw new Error(`Intent ${intentId} has no charge to dispute`);
    const created = Math.floor(Date.now() / 1000);
    const made = disputes.get(intentId) ?? {
      id: `dp_${randomBytes(12).toString('hex')}`,
      object: 'dispute',
      amount: intent.amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      created,
      livemode: false,
      evidence_details: { due_by: created + 7 * 24 * 60 * 60 },
    };
    const changed = { ...made, ...change };
    disputes.set(intentId, changed);
    return changed;
  };

  // A charge event carries the intent's latest charge, as Stripe's do, a dispute event the dispute; the others
  // the intent.
  const objectOf = (type: string, intentId: string) => {
    if (type.startsWith('charge.dispute.')) return disputes.get(intentId) ?? dispute(intentId);
    const intent = objects.intent(intentId);
    const charge = intent.latest_charge ? objects.charges.get(intent.latest_charge) : undefined;
    return type.startsWith('charge.') && charge ? charge : objects.intentView(intent, false);
  };
  const signedEvent: StripeDouble['signedEvent'] = (type, intentId, options = {}) => {
    const eventId = options.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
    const event = {
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: objectOf(type, intentId) },
    };
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { body, signature, eventId };
  };

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    calls,
    intents: objects.intents,
    refunds: objects.refunds,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    config: { secretKey, publishableKey, webhookSecret, apiUrl: url },
    succeed: (id, card) => objects.succeed(id, card?.number),
    requireAction: (id) => objects.requireAction(id),
    process: (id) => objects.process(id),
    decline: (id, card) => objects.decline(id, card?.number),
    dispute,
    signedEvent,
    async deliver(target, type, intentId, options) {
      const { body, signature } = signedEvent(type, intentId, options);
      const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
      if (typeof target === 'function') return target(body, headers);
      return fetch(target, { method: 'POST', body, headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface StripeConfigOf {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string;
}

/** Posts JSON as one buyer and answers the status and body: an app's `request`, or fetch with a token. */
export type BuyerPost = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/**
 * Completes a ready checkout through Stripe as fast as a browser could: payment session, the intent paid at the
 * double, complete with the session. For benches (no test framework); throws on any answer but 200.
 * @example const order = await payCheckoutThroughDouble(double, post, checkoutId)
 */
export async function payCheckoutThroughDouble(
  double: StripeDouble,
  post: BuyerPost,
  checkoutId: string,
): Promise<{ id: string; paymentStatus: string }> {
  const base = `/ecom/v1/checkouts/${encodeURIComponent(checkoutId)}`;
  const started = await post(`${base}/payment-sessions`, { provider: 'stripe' });
  if (started.status !== 200) throw new Error(`payment-sessions answered ${started.status}`);
  const session = (started.body as { paymentSession: { id: string; clientSecret: string } }).paymentSession;
  double.succeed(session.clientSecret.split('_secret_')[0]!);
  const done = await post(`${base}/complete`, {
    payment: { method: 'PROVIDER', paymentSessionId: session.id },
  });
  if (done.status !== 200) throw new Error(`complete answered ${done.status}`);
  return (done.body as { order: { id: string; paymentStatus: string } }).order;
}
