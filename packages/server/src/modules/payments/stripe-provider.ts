// Stripe as a payment provider, through the official SDK: PaymentIntents for checkouts, Refunds, and its signed
// webhooks. The SDK reaches the API at `apiUrl` (a proxy or a test double) exactly as it reaches Stripe's.
import Stripe from 'stripe';
import type { StripeConfig } from '../../deps.js';
import {
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderPayment,
  type ProviderPaymentState,
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderWebhookEvent,
} from './payment-provider.js';

/** Stripe's own tolerance for a signed webhook's age, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const STATES: Record<Stripe.PaymentIntent.Status, ProviderPaymentState> = {
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'authorized',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const WEBHOOK_KINDS: Record<
  string,
  'payment_succeeded' | 'payment_failed' | 'payment_changed' | 'payment_refunded'
> = {
  'charge.refunded': 'payment_refunded',
  'payment_intent.succeeded': 'payment_succeeded',
  'payment_intent.payment_failed': 'payment_failed',
  'payment_intent.processing': 'payment_changed',
  'payment_intent.requires_action': 'payment_changed',
  'payment_intent.amount_capturable_updated': 'payment_changed',
};

const DISPUTE_STAGES: Record<string, ProviderDispute['stage']> = {
  'charge.dispute.created': 'opened',
  'charge.dispute.closed': 'closed',
};

/** `charge.dispute.created` / `.closed` in the provider's words; undefined for other events. */
function disputeEvent(event: Stripe.Event): ProviderWebhookEvent | undefined {
  const stage = DISPUTE_STAGES[event.type];
  if (!stage) return undefined;
  const dispute = event.data.object as Stripe.Dispute;
  const ref = dispute.payment_intent;
  const paymentRef = typeof ref === 'string' ? ref : ref?.id;
  if (!paymentRef) return { id: event.id, kind: 'ignored', type: event.type };
  const due = dispute.evidence_details?.due_by;
  return {
    id: event.id,
    kind: 'payment_disputed',
    paymentRef,
    dispute: {
      ref: dispute.id,
      amountMinor: dispute.amount,
      currency: dispute.currency.toUpperCase(),
      reason: dispute.reason,
      status: dispute.status,
      stage,
      ...(stage === 'opened' && due ? { dueBy: new Date(due * 1000) } : {}),
    },
  };
}

function cardOf(intent: Stripe.PaymentIntent): ProviderPayment['card'] {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? intent.last_payment_error?.payment_method?.card;
  if (!card) return undefined;
  return { ...(card.last4 ? { last4: card.last4 } : {}), ...(card.brand ? { brand: card.brand } : {}) };
}

/** A PaymentIntent in the provider interface's words. */
export function paymentOfIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const error = intent.last_payment_error;
  const card = cardOf(intent);
  return {
    ref: intent.id,
    // A status newer than this SDK knows is not a payment we may act on.
    state: STATES[intent.status] ?? 'requires_payment',
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(error && intent.status === 'requires_payment_method'
      ? {
          declined: {
            key: error.charge ?? `${intent.id}:${error.payment_method?.id ?? error.code ?? 'error'}`,
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message ?? 'The card was declined',
          },
        }
      : {}),
    ...(card ? { card } : {}),
    ...(typeof intent.latest_charge === 'object' && intent.latest_charge
      ? { refundedMinor: intent.latest_charge.amount_refunded }
      : {}),
    metadata: { ...intent.metadata },
  };
}

/** Stripe's errors that mean "not now" become ProviderUnavailableError; a refusal stays Stripe's error. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new ProviderUnavailableError('Stripe did not answer', { cause: error });
    }
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError
    ) {
      throw new ProviderRefusedError(error.code ?? error.type, error.message, { cause: error });
    }
    throw error;
  }
}

/** The SDK's options for `apiUrl`: host, port and protocol, as the SDK takes a proxy or a double. */
function addressOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (apiUrl === undefined) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const EXPAND = ['latest_charge'];

/**
 * The Stripe provider for these keys.
 * @example const stripe = createStripeProvider(deps.config.stripe)
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...addressOptions(config.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Cartwright' },
  });
  const intents = stripe.paymentIntents;
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    startPayment: (input) =>
      call(async () =>
        paymentOfIntent(
          await intents.create(
            {
              amount: input.amountMinor,
              currency: input.currency.toLowerCase(),
              automatic_payment_methods: { enabled: true },
              capture_method: input.captureLater ? 'manual' : 'automatic',
              metadata: input.metadata,
              expand: EXPAND,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    updatePayment: (ref, input) =>
      call(async () =>
        paymentOfIntent(
          await intents.update(
            ref,
            { amount: input.amountMinor, currency: input.currency.toLowerCase(), expand: EXPAND },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    readPayment: (ref) => call(async () => paymentOfIntent(await intents.retrieve(ref, { expand: EXPAND }))),
    parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!config.webhookSecret) throw new InvalidWebhookError('No Stripe webhook secret is configured');
      if (!signature) throw new InvalidWebhookError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new InvalidWebhookError('The Stripe signature does not hold', { cause: error });
      }
      const disputed = disputeEvent(event);
      if (disputed) return disputed;
      const kind = WEBHOOK_KINDS[event.type];
      if (!kind) return { id: event.id, kind: 'ignored', type: event.type };
      const object = event.data.object as Stripe.PaymentIntent | Stripe.Charge;
      const ref = object.object === 'charge' ? object.payment_intent : object.id;
      const paymentRef = typeof ref === 'string' ? ref : ref?.id;
      if (!paymentRef) return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind, paymentRef };
    },
    capture: (ref, input) =>
      call(async () =>
        paymentOfIntent(
          await intents.capture(
            ref,
            {
              ...(input.amountMinor === undefined ? {} : { amount_to_capture: input.amountMinor }),
              expand: EXPAND,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    cancel: (ref, input) =>
      call(async () =>
        paymentOfIntent(
          await intents.cancel(ref, { expand: EXPAND }, { idempotencyKey: input.idempotencyKey }),
        ),
      ),
    refund: (ref, input) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: ref, ...(input.amountMinor === undefined ? {} : { amount: input.amountMinor }) },
          { idempotencyKey: input.idempotencyKey },
        );
        const state = refund.status === 'requires_action' ? 'pending' : (refund.status ?? 'pending');
        return { ref: refund.id, state: state as 'pending', amountMinor: refund.amount };
      }),
  };
}
