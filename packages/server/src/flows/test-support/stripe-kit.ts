// Helpers for paying checkouts through Stripe in tests and benches: the store's app with Stripe pointed at the
// in-repo double, payment sessions, the buyer paying in "the browser" (the double), completing, and webhooks.
import {
  type ErrorEnvelope,
  type Order,
  type OrderResponse,
  type PaymentSession,
  type PaymentSessionResponse,
  type Product,
  paymentSessionsPath,
  STRIPE_WEBHOOKS_PATH,
} from '@cartwright/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Clock } from '../../clock.js';
import type { Requester } from '../../modules/cart/test-support/cart-kit.js';
import type { StripeDouble, TestCardInput, WebhookTarget } from '../../test-support/stripe-double.js';
import { startStripeDouble } from '../../test-support/stripe-double.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { checkoutPath, type OrderKit, orderKit } from './order-kit.js';

/** What a buyer types into Stripe's Payment Element (never sent to the store). */
export const STRIPE_CARD: TestCardInput = { number: '4242424242424242', expiry: '12/34', cvc: '987' };

export interface StripeKit {
  double: StripeDouble;
  /** Posts a webhook to the app, as Stripe would. */
  webhooks: Extract<WebhookTarget, (...args: never[]) => unknown>;
  /** POST …/payment-sessions; the raw answer. */
  startSession(buyer: Requester, checkoutId: string, provider?: string): Promise<Response>;
  /** Expects 200; the session. */
  session(buyer: Requester, checkoutId: string, provider?: string): Promise<PaymentSession>;
  /** The PaymentIntent id behind a session (its client secret starts with it). */
  intentOf(session: PaymentSession): string;
  complete(buyer: Requester, checkoutId: string, sessionId: string): Promise<Response>;
  /** Session, the buyer pays in the browser, complete: the order (expects 200 all the way). */
  payWithStripe(buyer: Requester, checkoutId: string, card?: TestCardInput): Promise<Order>;
  /** The orders placed from this checkout. */
  ordersOf(checkoutId: string): Promise<Array<{ id: string }>>;
  /** The double's intents made for this checkout. */
  intentsFor(checkoutId: string): string[];
}

export const errorOf = async (res: Response) => {
  const body = (await res.json()) as ErrorEnvelope;
  return {
    status: res.status,
    code: body.details?.applicationError?.code,
    data: body.details?.applicationError?.data,
  };
};

export function stripeKit(t: TestApp, double: StripeDouble): StripeKit {
  const startSession: StripeKit['startSession'] = (buyer, checkoutId, provider = 'stripe') =>
    buyer('POST', paymentSessionsPath(checkoutId), { provider });
  const complete: StripeKit['complete'] = (buyer, checkoutId, sessionId) =>
    buyer('POST', `${checkoutPath(checkoutId)}/complete`, {
      payment: { method: 'PROVIDER', paymentSessionId: sessionId },
    });
  const session: StripeKit['session'] = async (buyer, checkoutId, provider) => {
    const res = await startSession(buyer, checkoutId, provider);
    const body = (await res.json()) as PaymentSessionResponse;
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.paymentSession;
  };
  const intentOf = (s: PaymentSession) => s.clientSecret.split('_secret_')[0]!;
  return {
    double,
    webhooks: async (body, headers) => t.app.request(STRIPE_WEBHOOKS_PATH, { method: 'POST', body, headers }),
    startSession,
    session,
    intentOf,
    complete,
    async payWithStripe(buyer, checkoutId, card = STRIPE_CARD) {
      const s = await session(buyer, checkoutId);
      double.succeed(intentOf(s), card);
      const res = await complete(buyer, checkoutId, s.id);
      const body = (await res.json()) as OrderResponse;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.order;
    },
    ordersOf: (checkoutId) =>
      t.deps.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute(),
    intentsFor: (checkoutId) =>
      [...double.intents.values()].filter((i) => i.metadata.checkoutId === checkoutId).map((i) => i.id),
  };
}

/** A store with Stripe pointed at a fresh double, its order and Stripe kits, and a mug ($10, 1000 in stock). */
export interface StripeStore {
  t: TestApp;
  double: StripeDouble;
  kit: OrderKit;
  stripe: StripeKit;
  mug: Product;
  close(): Promise<void>;
}

/** @example const store = await startStripeStore(); afterAll(() => store.close()) */
export async function startStripeStore(options: { clock?: Clock } = {}): Promise<StripeStore> {
  const double = await startStripeDouble();
  const t = await createTestApp({ ...options, config: { stripe: double.config } });
  const kit = await orderKit(t);
  const mug = await kit.createProduct({
    name: 'Mug',
    priceData: { price: 10 },
    stock: { trackInventory: true, quantity: 1000 },
  });
  return {
    t,
    double,
    kit,
    stripe: stripeKit(t, double),
    mug,
    async close() {
      await t.close();
      await double.close();
    },
  };
}

/**
 * A Stripe store for one test file: started before its tests, closed after them. Read its parts inside tests.
 * @example const store = stripeStoreForTests({ clock }); it('…', async () => { await store.get().kit.visitor() })
 */
export function stripeStoreForTests(options: { clock?: Clock } = {}): { get(): StripeStore } {
  let store: StripeStore | undefined;
  beforeAll(async () => {
    store = await startStripeStore(options);
  });
  afterAll(() => store?.close());
  return {
    get() {
      if (!store) throw new Error('The Stripe store starts in beforeAll');
      return store;
    },
  };
}
