// A buyer's bank disputing a payment (Stripe's `charge.dispute.created`, then `charge.dispute.closed`): money the
// store may lose, so the admin sees it on the order (an activity) and integrations hear it (an event). The spec
// has no dispute vocabulary: the activity takes the nearest payment type and says "dispute" in its detail. Each
// event is recorded once: its id is claimed in the transaction that records it.
import type { OrderHistoryEventType } from '@cartwright/contracts';
import { actorIdentity, appendDomainEvent } from '../modules/events/index.js';
import { appendOrderActivities } from '../modules/orders/index.js';
import {
  claimWebhookEvent,
  type PaymentSessionRecord,
  type ProviderDispute,
} from '../modules/payments/index.js';
import { currencyText } from '../money/currency-text.js';
import { minorToDecimal } from './payment-actor.js';
import { PAYMENT_ENTITY_FQDN } from './payment-refund.js';
import type { PlaceOrderDeps } from './place-order.js';

/** The provider, not a person of this store, opened and closed it. */
const PROVIDER_IDENTITY = actorIdentity({
  kind: 'admin',
  userId: 'payment-provider',
  role: 'OWNER',
  via: 'api-key',
});

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
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimWebhookEvent(trx, deps.clock, session.provider, eventId))) return false;
    if (session.orderId) {
      await appendOrderActivities(trx, deps.clock, session.orderId, [
        { actor: 'SYSTEM', ...activityOf(session, dispute) },
      ]);
    }
    await appendDomainEvent(trx, deps.clock, {
      entityFqdn: PAYMENT_ENTITY_FQDN,
      slug: dispute.stage === 'opened' ? 'disputed' : 'dispute_closed',
      entityId: session.id,
      identity: PROVIDER_IDENTITY,
      body: {
        actionEvent: {
          body: {
            checkoutId: session.checkoutId,
            orderId: session.orderId,
            paymentSessionId: session.id,
            provider: session.provider,
            providerDisputeId: dispute.ref,
            amount: minorToDecimal(dispute.amountMinor, dispute.currency),
            currency: dispute.currency,
            reason: dispute.reason,
            status: dispute.status,
            ...(dispute.dueBy ? { dueBy: dispute.dueBy.toISOString() } : {}),
          },
        },
      },
    });
    return true;
  });
}
