// Starting to pay for a checkout through a provider: the checkout is priced again, then its one payment at the
// provider (a PaymentIntent) is made, or reused and its amount updated when the total moved. The browser gets
// the client secret to confirm it with; the server reads the outcome back from the provider at complete.
import type { PaymentProviderName, PaymentSession } from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import type { Db } from '../db/database.js';
import { type CheckoutRecord, lockOpenCheckout } from '../modules/checkouts/index.js';
import {
  findLivePaymentSession,
  type PaymentProvider,
  type PaymentSessionRecord,
  type ProviderPayment,
  paymentProviderFor,
  paymentSessionGeneration,
  readCaptureLater,
  recordPaymentSession,
  updatePaymentSession,
} from '../modules/payments/index.js';
import { currencyDigits, parseScaled } from '../money/minor-units.js';
import { refuseExpiredCheckout } from './checkout-pricing.js';
import { minorToDecimal } from './payment-actor.js';
import { type PlaceOrderDeps, priceForPayment, requireOrderable } from './place-order.js';

/** States in which a payment's amount may still change at the provider. */
const UNPAID = new Set<ProviderPayment['state']>(['requires_payment', 'requires_action']);

/** The live session brought to the checkout's total, when its payment is not paid yet; read otherwise. */
async function resumeSession(
  deps: PlaceOrderDeps,
  trx: Db,
  provider: PaymentProvider,
  live: PaymentSessionRecord,
  due: { amountMinor: number; currency: string },
): Promise<{ session: PaymentSessionRecord; payment: ProviderPayment }> {
  const payment = await provider.readPayment(live.providerRef);
  const moved = payment.amountMinor !== due.amountMinor || payment.currency !== due.currency;
  if (!moved || !UNPAID.has(payment.state)) return { session: live, payment };
  // The session's last change names the update, so a retried request repeats it and a later one does not.
  const idempotencyKey = `session-${live.id}-amount-${due.amountMinor}-${live.updatedAt.getTime()}`;
  const updated = await provider.updatePayment(live.providerRef, { ...due, idempotencyKey });
  const session = await updatePaymentSession(trx, deps.clock, live, {
    amountMinor: updated.amountMinor,
    providerRef: updated.ref,
  });
  return { session: { ...session, currency: updated.currency }, payment: updated };
}

async function startSession(
  deps: PlaceOrderDeps,
  trx: Db,
  provider: PaymentProvider,
  row: CheckoutRecord,
  due: { amountMinor: number; currency: string },
): Promise<{ session: PaymentSessionRecord; payment: ProviderPayment }> {
  const generation = await paymentSessionGeneration(trx, row.id, provider.name);
  const captureLater = await readCaptureLater(trx);
  const payment = await provider.startPayment({
    ...due,
    // The amount (and the capture setting) are in the key: a retry after either moved asks for a new payment,
    // not Stripe's 400 for a key reused with other parameters.
    idempotencyKey: `checkout-${row.id}-${provider.name}-${generation}-${due.amountMinor}${captureLater ? '-manual' : ''}`,
    metadata: { checkoutId: row.id, store: deps.config.publicUrl },
    captureLater,
  });
  const session = await recordPaymentSession(trx, deps.clock, {
    checkoutId: row.id,
    provider: provider.name,
    providerRef: payment.ref,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
  });
  return { session, payment };
}

/**
 * POST /ecom/v1/checkouts/{id}/payment-sessions: the caller's checkout, priced again as it would be bought now,
 * gets its payment at `providerName` (one per checkout and provider; a repeat call reuses it, its amount updated
 * to the new total while unpaid). Refused with 400 PAYMENT_PROVIDER_NOT_CONFIGURED, 404 (not the caller's
 * checkout), 409 CHECKOUT_ALREADY_COMPLETED / CHECKOUT_EXPIRED / OUT_OF_STOCK, 400 MISSING_EMAIL and the other
 * refusals of an order, 502 PAYMENT_PROVIDER_UNAVAILABLE.
 * @example const session = await startPaymentSession(deps, caller, checkoutId, 'stripe', { baseUrl })
 */
export async function startPaymentSession(
  deps: PlaceOrderDeps,
  caller: CartCaller,
  checkoutId: string,
  providerName: PaymentProviderName,
  ctx: { baseUrl: string },
): Promise<PaymentSession> {
  const provider = paymentProviderFor(deps.config, providerName);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockOpenCheckout(trx, caller, checkoutId);
    refuseExpiredCheckout(locked, deps.clock());
    const { row } = await priceForPayment(deps, trx, caller, locked, ctx);
    requireOrderable(row.snapshot);
    const amount = row.snapshot.priceSummary?.total?.amount ?? '0';
    const currency = row.snapshot.currency ?? 'USD';
    const due = { amountMinor: Number(parseScaled(amount, currencyDigits(currency))), currency };
    const live = await findLivePaymentSession(trx, row.id, provider.name);
    const { session, payment } = live
      ? await resumeSession(deps, trx, provider, live, due)
      : await startSession(deps, trx, provider, row, due);
    return {
      id: session.id,
      provider: provider.name,
      clientSecret: payment.clientSecret ?? '',
      publishableKey: provider.publishableKey,
      amount: minorToDecimal(payment.amountMinor, payment.currency),
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    };
  });
}
