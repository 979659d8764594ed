// The provider tells the store: Stripe's webhooks, signature checked by its SDK; and the reconciliation task,
// which asks the provider about every payment left unfinished (a webhook lost, a browser closed). Both only
// trigger the one completion (provider-payment.ts), which reads the payment from the provider itself: an
// event's body is never trusted, and events late, twice or out of order change nothing twice. Disputes are facts
// at the bank, recorded as the signed event tells them, once per event (payment-dispute.ts).
import { ORDER_ERROR_CODES, type PaymentProviderName } from '@cartwright/contracts';
import { AppError } from '../errors/app-error.js';
import {
  findPaymentSessionByRef,
  InvalidWebhookError,
  isWebhookEventHandled,
  listUnfinishedPaymentSessions,
  markPaymentSessionChecked,
  type PaymentSessionRecord,
  paymentProviderFor,
  recordWebhookEventHandled,
} from '../modules/payments/index.js';
import { recordPaymentDispute } from './payment-dispute.js';
import type { PlaceOrderDeps } from './place-order.js';
import { completeWithProvider } from './provider-payment.js';
import { recordRefundMadeAtProvider } from './provider-refund.js';

/** A session untouched this long is read again from the provider by the reconciliation task. */
export const RECONCILE_IDLE_MS = 5 * 60 * 1000;
/** Older sessions are left alone: a PaymentIntent not confirmed within days is abandoned. */
export const RECONCILE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const RECONCILE_BATCH = 50;

type Finished = 'placed' | 'refused' | 'failed';

/** Completes a session as the store; a refusal (declined, still processing, refunded) is an outcome, not a fault. */
async function finishAsStore(deps: PlaceOrderDeps, session: PaymentSessionRecord): Promise<Finished> {
  try {
    await completeWithProvider(deps, { kind: 'system' }, session.checkoutId, session.id, {
      baseUrl: deps.config.publicUrl,
    });
    return 'placed';
  } catch (error) {
    if (error instanceof AppError) {
      deps.logger.debug({ paymentSessionId: session.id, code: error.code }, 'Payment not ordered');
      return 'refused';
    }
    throw error;
  }
}

/**
 * POST /cartwright/v1/payments/{provider}/webhooks: verifies the event (400 WEBHOOK_SIGNATURE_INVALID, nothing
 * changed: forged, stale past the tolerance, or no webhook secret configured), skips one handled before, and for a
 * payment event completes its session as the store. A provider that does not answer is a 500, so it delivers again.
 * @example await handlePaymentWebhook(deps, 'stripe', await c.req.text(), c.req.raw.headers)
 */
export async function handlePaymentWebhook(
  deps: PlaceOrderDeps,
  providerName: PaymentProviderName,
  rawBody: string,
  headers: Headers,
): Promise<void> {
  const provider = paymentProviderFor(deps.config, providerName);
  let event: ReturnType<typeof provider.parseWebhook>;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof InvalidWebhookError)) throw error;
    throw new AppError(400, ORDER_ERROR_CODES.webhookSignatureInvalid, 'The webhook signature does not hold');
  }
  if (await isWebhookEventHandled(deps.db, providerName, event.id)) return;
  // A payment this store did not start (another integration on the same account) is none of its business.
  const session =
    event.kind === 'ignored'
      ? undefined
      : await findPaymentSessionByRef(deps.db, providerName, event.paymentRef);
  if (session && event.kind === 'payment_disputed') {
    await recordPaymentDispute(deps, session, event.id, event.dispute);
  } else if (session && event.kind === 'payment_refunded') await recordRefundMadeAtProvider(deps, session);
  else if (session) await finishAsStore(deps, session);
  await recordWebhookEventHandled(deps.db, deps.clock, providerName, event.id);
}

export interface PaymentsReconciled {
  /** Sessions read again from their provider. */
  checked: number;
  /** Orders placed by this run. */
  placed: number;
}

/**
 * The store task: every session left unfinished (open, requiring action, processing, paid without an order) for
 * RECONCILE_IDLE_MS is read from its provider and finished, so a paid buyer always gets an order even when the
 * webhook never comes. One that fails is logged and read again at a later run.
 * @example const { placed } = await reconcilePayments(deps)
 */
export async function reconcilePayments(deps: PlaceOrderDeps): Promise<PaymentsReconciled> {
  const sessions = await listUnfinishedPaymentSessions(deps.db, deps.clock, {
    idleMs: RECONCILE_IDLE_MS,
    maxAgeMs: RECONCILE_MAX_AGE_MS,
    limit: RECONCILE_BATCH,
  });
  let placed = 0;
  for (const session of sessions) {
    await markPaymentSessionChecked(deps.db, deps.clock, session.id);
    const finished = await finishAsStore(deps, session).catch((error: unknown): Finished => {
      deps.logger.warn({ err: error, paymentSessionId: session.id }, 'Payment reconciliation failed');
      return 'failed';
    });
    if (finished === 'placed') placed++;
  }
  return { checked: sessions.length, placed };
}
