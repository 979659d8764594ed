// A buyer's bank disputing a payment (Stripe's `charge.dispute.created`, then `charge.dispute.closed`): money the
// store may lose, so the admin sees it on the order (an activity) and integrations hear it (an event). The spec
// has no dispute vocabulary: the activity takes the nearest payment type and says "dispute" in its detail. Each
// event is recorded once: its id is claimed in the transaction that records it. The payment status follows the
// money only: an open dispute leaves it (the money is held, not gone, and the spec has no "disputed" status); a
// lost one took the disputed amount back, so it is recorded as a refund of the order (PARTIALLY_REFUNDED or
// FULLY_REFUNDED, its transaction so too), once per dispute; a won one leaves it.

import type { OrderHistoryEventType } from '@cartwright/contracts';
import type { AdminCaller } from '../caller.js';
import { AppError } from '../errors/app-error.js';
import { actorIdentity } from '../modules/events/index.js';
import { appendOrderActivities, readOrder, refundOrder } from '../modules/orders/index.js';
import {
  claimWebhookEvent,
  type PaymentSessionRecord,
  type ProviderDispute,
} from '../modules/payments/index.js';
import { currencyText } from '../money/currency-text.js';
import { currencyDigits, parseScaled, scaledToText } from '../money/minor-units.js';
import { minorToDecimal } from './payment-actor.js';
import { appendPaymentEvent } from './payment-refund.js';
import type { PlaceOrderDeps } from './place-order.js';

/** The provider, not a person of this store, opened and closed it. */
const PROVIDER: AdminCaller = { kind: 'admin', userId: 'payment-provider', role: 'OWNER', via: 'api-key' };
const PROVIDER_IDENTITY = actorIdentity(PROVIDER);

/** The reason of a lost dispute's refund: names the dispute, so it is recorded once. */
const lostReason = (dispute: ProviderDispute) => `Dispute ${dispute.ref} lost`;

/**
 * A lost dispute as a refund of its order: the disputed amount (never more than is left to refund), not
 * restocked, paid back by the bank already (no call to the provider). Read again under the order's lock, so two
 * deliveries record it once. Answers whether it recorded it.
 */
async function refundLostDispute(deps: PlaceOrderDeps, orderId: string, dispute: ProviderDispute) {
  const order = await readOrder(deps.db, orderId);
  if (!order || order.refunds.some((r) => r.reason === lostReason(dispute))) return false;
  const digits = currencyDigits(order.currency);
  const { paid, refunded } = order.balance;
  const left = parseScaled(paid.amount ?? '0', digits) - parseScaled(refunded.amount ?? '0', digits);
  const disputed = parseScaled(minorToDecimal(dispute.amountMinor, dispute.currency), digits);
  const cents = disputed < left ? disputed : left;
  if (cents <= 0n) return false;
  try {
    await refundOrder(
      deps,
      PROVIDER,
      orderId,
      { amount: scaledToText(cents, digits), reason: lostReason(dispute) },
      async (db) => {
        const locked = await readOrder(db, orderId);
        if (locked?.refunds.some((r) => r.reason === lostReason(dispute))) {
          throw new AppError(409, 'ALREADY_REFUNDED', 'Recorded already');
        }
        return { detail: `by the buyer's bank: dispute ${dispute.ref} lost` };
      },
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}

const providerLabel = (session: PaymentSessionRecord) =>
  session.provider === 'stripe' ? 'Stripe' : 'the test provider';

/** Opened: the payment is in question (pending) until decided; lost: it is gone; otherwise the store keeps it. */
function activityOf(
  session: PaymentSessionRecord,
  dispute: ProviderDispute,
): { type: OrderHistoryEventType; detail: string } {
  const formatted = currencyText(dispute.currency)(minorToDecimal(dispute.amountMinor, dispute.currency));
  const where = providerLabel(session);
  if (dispute.stage === 'opened') {
    const due = dispute.dueBy ? ` Respond in ${where} by ${dispute.dueBy.toISOString().slice(0, 10)}.` : '';
    return {
      type: 'PAYMENT_PENDING',
      detail: `Payment disputed in ${where} (${dispute.ref}): ${formatted}, reason ${dispute.reason}.${due}`,
    };
  }
  if (dispute.status === 'lost') {
    return {
      type: 'PAYMENT_CANCELED',
      detail: `Dispute ${dispute.ref} lost in ${where}: ${formatted} went back to the buyer's bank`,
    };
  }
  return {
    type: 'ORDER_PAID',
    detail: `Dispute ${dispute.ref} closed in ${where} (${dispute.status}): the payment stays with the store`,
  };
}

/**
 * Records a dispute event of `session`'s payment: on its order (an activity) and as `cartwright.v1.payment_disputed`
 * or `cartwright.v1.payment_dispute_closed`, once per provider event id. Answers whether it recorded it.
 * @example await recordPaymentDispute(deps, session, event.id, event.dispute)
 */
export async function recordPaymentDispute(
  deps: PlaceOrderDeps,
  session: PaymentSessionRecord,
  eventId: string,
  dispute: ProviderDispute,
): Promise<boolean> {
  // The money first: a delivery that fails after it is delivered again, and finds the refund recorded.
  if (session.orderId && dispute.stage === 'closed' && dispute.status === 'lost') {
    await refundLostDispute(deps, session.orderId, dispute);
  }
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimWebhookEvent(trx, deps.clock, session.provider, eventId))) return false;
    if (session.orderId) {
      await appendOrderActivities(trx, deps.clock, session.orderId, [
        { actor: 'SYSTEM', ...activityOf(session, dispute) },
      ]);
    }
    await appendPaymentEvent(trx, deps, {
      slug: dispute.stage === 'opened' ? 'disputed' : 'dispute_closed',
      session,
      identity: PROVIDER_IDENTITY,
      body: {
        orderId: session.orderId,
        providerDisputeId: dispute.ref,
        amount: minorToDecimal(dispute.amountMinor, dispute.currency),
        currency: dispute.currency,
        reason: dispute.reason,
        status: dispute.status,
        ...(dispute.dueBy ? { dueBy: dispute.dueBy.toISOString() } : {}),
      },
    });
    return true;
  });
}
