// An admin's refund of an order paid through a provider: the money goes back through the provider (Stripe's
// Refunds, with an idempotency key) in the refund's own transaction with the order locked, and is recorded only
// once the provider took it. Orders paid by the test card or offline are recorded as before.
import { ORDER_ERROR_CODES, type Order, type RefundOrderRequest } from '@cartwright/contracts';
import type { AdminCaller } from '../caller.js';
import { AppError } from '../errors/app-error.js';
import { type RefundPayer, readOrder, refundOrder } from '../modules/orders/index.js';
import type { PaymentSessionRecord } from '../modules/payments/index.js';
import {
  findOrderPaymentSession,
  ProviderRefusedError,
  ProviderUnavailableError,
  paymentProviderFor,
} from '../modules/payments/index.js';
import { currencyDigits, parseScaled, scaledToText } from '../money/minor-units.js';
import { minorToDecimal } from './payment-actor.js';
import type { PlaceOrderDeps } from './place-order.js';

/** Stripe's refusal codes as spec §8 names a refund not possible. */
const REFUSALS: Record<string, string> = {
  charge_already_refunded: ORDER_ERROR_CODES.refundAlreadyRefunded,
  resource_missing: ORDER_ERROR_CODES.refundTransactionNotFound,
  charge_not_refundable: ORDER_ERROR_CODES.refundTransactionNotFound,
};

function providerPayer(deps: PlaceOrderDeps): RefundPayer {
  return async (db, refund) => {
    const session = await findOrderPaymentSession(db, refund.orderId);
    if (!session) return undefined;
    const provider = paymentProviderFor(deps.config, session.provider);
    const amountMinor = Number(parseScaled(refund.amount, currencyDigits(refund.currency)));
    try {
      // What was refunded before and this amount name the refund: a retry after a rollback repeats it at the
      // provider (the same answer), while the next refund, made after this one committed, has a key of its own.
      const paid = await provider.refund(session.providerRef, {
        amountMinor,
        idempotencyKey: `order-${refund.orderId}-refund-${refund.refundedBefore}-${refund.amount}`,
      });
      return {
        detail: session.provider === 'stripe' ? `through Stripe (${paid.ref})` : 'through the test provider',
      };
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        throw new AppError(
          503,
          ORDER_ERROR_CODES.refundProviderIsDown,
          'The payment provider did not answer: nothing was refunded. Try again.',
        );
      }
      if (error instanceof ProviderRefusedError) {
        const code = REFUSALS[error.code] ?? ORDER_ERROR_CODES.refundTransactionNotFound;
        throw new AppError(409, code, `The payment provider refused the refund: ${error.message}`, {
          providerCode: error.code,
        });
      }
      throw error;
    }
  };
}

/**
 * POST /cartwright/v1/orders/{id}/refunds: `refundOrder`'s refund, paid back through the order's provider when it
 * was paid through one. Beyond its refusals: 503 PROVIDER_IS_DOWN, 409 ALREADY_REFUNDED / TRANSACTION_NOT_FOUND
 * from the provider; nothing is recorded then.
 * @example const order = await refundOrderThroughProvider(deps, caller, orderId, { amount: '5.00', reason: 'Damaged' })
 */
export const refundOrderThroughProvider = (
  deps: PlaceOrderDeps,
  caller: AdminCaller,
  orderId: string,
  input: RefundOrderRequest,
): Promise<Order> => refundOrder(deps, caller, orderId, input, providerPayer(deps));

/** Who refunds in the provider's dashboard: the merchant, not through this store. */
const DASHBOARD: AdminCaller = {
  kind: 'admin',
  userId: 'payment-provider-dashboard',
  role: 'OWNER',
  via: 'api-key',
};

/** Order amounts are numeric(14, 2). */
const cents = (decimal: string) => parseScaled(decimal, 2);

/**
 * A refund made at the provider itself (Stripe's dashboard, `charge.refunded`): what the provider says was refunded
 * beyond what the order records becomes a refund of the order (payment status, activity, events), read from the
 * provider, never from the event. Our own refunds, and redeliveries, add nothing. Answers whether one was recorded.
 * @example await recordRefundMadeAtProvider(deps, session)
 */
export async function recordRefundMadeAtProvider(
  deps: PlaceOrderDeps,
  session: PaymentSessionRecord,
): Promise<boolean> {
  if (!session.orderId) return false;
  const provider = paymentProviderFor(deps.config, session.provider);
  const refundedAt = async () => {
    const payment = await provider.readPayment(session.providerRef);
    return cents(minorToDecimal(payment.refundedMinor ?? 0, payment.currency));
  };
  const order = await readOrder(deps.db, session.orderId);
  if (!order) return false;
  const missing = (await refundedAt()) - cents(order.balance?.refunded?.amount ?? '0');
  if (missing <= 0n) return false;
  const amount = scaledToText(missing, 2);
  // Read again with the order locked: a refund of ours committed meanwhile is not recorded twice.
  const stillMissing: RefundPayer = async (_db, refund) => {
    if ((await refundedAt()) < cents(refund.refundedBefore) + missing) {
      throw new AppError(409, ORDER_ERROR_CODES.refundAlreadyRefunded, 'Recorded already');
    }
    return { detail: `in ${session.provider === 'stripe' ? 'Stripe' : 'the provider'}` };
  };
  try {
    await refundOrder(
      deps,
      DASHBOARD,
      session.orderId,
      { amount, reason: 'Refunded at the payment provider' },
      stillMissing,
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}
