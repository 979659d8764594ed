// Capture later, through the order's payment provider: the admin's capture (whole or in part) and void, the
// cancel that voids an open authorization, and the fulfilment that captures it first (a store ships what it was
// paid for; a capture refused, EXPIRED at Stripe, ships nothing). Each call to the provider carries an idempotency
// key and runs with the order locked; what it did is recorded on the order and as a payment event.
import {
  type CancelOrderRequest,
  type FulfillOrderRequest,
  ORDER_ERROR_CODES,
  type Order,
} from '@cartwright/contracts';
import type { AdminCaller } from '../caller.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { actorIdentity } from '../modules/events/index.js';
import {
  type AuthorizationCapturer,
  type AuthorizationVoider,
  cancelOrder,
  captureOrderPayment,
  fulfillOrder,
  readOrder,
  voidOrderPayment,
} from '../modules/orders/index.js';
import {
  findOrderPaymentSession,
  type PaymentProvider,
  type PaymentSessionRecord,
  ProviderRefusedError,
  ProviderUnavailableError,
  paymentProviderFor,
} from '../modules/payments/index.js';
import { currencyDigits, parseScaled } from '../money/minor-units.js';
import { appendPaymentEvent } from './payment-refund.js';
import type { PlaceOrderDeps } from './place-order.js';

const providerLabel = (session: PaymentSessionRecord) =>
  session.provider === 'stripe' ? 'through Stripe' : 'through the test provider';

async function sessionOf(db: Db, orderId: string): Promise<PaymentSessionRecord> {
  const session = await findOrderPaymentSession(db, orderId);
  if (!session) {
    throw new AppError(409, ORDER_ERROR_CODES.captureNotSupported, 'This order has no provider payment');
  }
  return session;
}

/** The provider's refusal in spec §8's words: an authorization no longer there (canceled, expired) is EXPIRED. */
async function refusalOf(provider: PaymentProvider, session: PaymentSessionRecord, error: unknown) {
  if (error instanceof ProviderUnavailableError) {
    return new AppError(
      503,
      ORDER_ERROR_CODES.paymentProviderUnavailable,
      'The payment provider did not answer: nothing changed. Try again.',
    );
  }
  if (!(error instanceof ProviderRefusedError)) return error;
  const state = await provider.readPayment(session.providerRef).then(
    (payment) => payment.state,
    () => undefined,
  );
  if (state === 'canceled') {
    return new AppError(
      409,
      ORDER_ERROR_CODES.captureExpired,
      'The authorization expired or was canceled at the payment provider: nothing can be captured',
      { providerCode: error.code },
    );
  }
  if (error.code === 'amount_too_large') {
    return new AppError(409, ORDER_ERROR_CODES.captureAmountTooLarge, error.message, {
      providerCode: error.code,
    });
  }
  return new AppError(
    409,
    ORDER_ERROR_CODES.captureNotSupported,
    `The payment provider refused: ${error.message}`,
    { providerCode: error.code, ...(state ? { status: state } : {}) },
  );
}

/** `cartwright.v1.payment_captured` / `payment_voided`, in the step's transaction. */
async function paymentEvent(
  deps: PlaceOrderDeps,
  db: Db,
  caller: AdminCaller,
  slug: 'captured' | 'voided',
  session: PaymentSessionRecord,
  money: { amount: string; currency: string },
) {
  await appendPaymentEvent(db, deps, {
    slug,
    session,
    identity: actorIdentity(caller),
    body: { orderId: session.orderId, ...money },
  });
}

function capturer(deps: PlaceOrderDeps, caller: AdminCaller): AuthorizationCapturer {
  return async (db, capture) => {
    const session = await sessionOf(db, capture.orderId);
    const provider = paymentProviderFor(deps.config, session.provider);
    const amountMinor = Number(parseScaled(capture.amount, currencyDigits(capture.currency)));
    try {
      // One capture per order and amount: a retry after a rollback gets the provider's same answer.
      await provider.capture(session.providerRef, {
        ...(capture.whole ? {} : { amountMinor }),
        idempotencyKey: `order-${capture.orderId}-capture-${amountMinor}`,
      });
    } catch (error) {
      throw await refusalOf(provider, session, error);
    }
    await paymentEvent(deps, db, caller, 'captured', session, capture);
    return { detail: providerLabel(session) };
  };
}

function voider(deps: PlaceOrderDeps, caller: AdminCaller): AuthorizationVoider {
  return async (db, release) => {
    const session = await sessionOf(db, release.orderId);
    const provider = paymentProviderFor(deps.config, session.provider);
    try {
      await provider.cancel(session.providerRef, { idempotencyKey: `order-${release.orderId}-void` });
    } catch (error) {
      const refused = await refusalOf(provider, session, error);
      // Released at the provider already (expired, canceled in its dashboard): no money is held; record it.
      if (!(refused instanceof AppError && refused.code === ORDER_ERROR_CODES.captureExpired)) throw refused;
    }
    await paymentEvent(deps, db, caller, 'voided', session, release);
    return { detail: providerLabel(session) };
  };
}

/**
 * POST /cartwright/v1/orders/{id}/capture: the authorization taken, whole or `amount`. See captureOrderPayment;
 * beyond its refusals: 409 EXPIRED (gone at the provider), 503 PAYMENT_PROVIDER_UNAVAILABLE (nothing changed).
 * @example const order = await captureThroughProvider(deps, caller, id, { amount: '5.00' })
 */
export const captureThroughProvider = (
  deps: PlaceOrderDeps,
  caller: AdminCaller,
  id: string,
  input: { amount?: string | undefined },
): Promise<Order> => captureOrderPayment(deps, caller, id, input, capturer(deps, caller));

/**
 * POST /cartwright/v1/orders/{id}/void: the authorization released; the order stays open, its payment CANCELED.
 * @example const order = await voidThroughProvider(deps, caller, id)
 */
export const voidThroughProvider = (deps: PlaceOrderDeps, caller: AdminCaller, id: string): Promise<Order> =>
  voidOrderPayment(deps, caller, id, voider(deps, caller));

/**
 * POST /cartwright/v1/orders/{id}/cancel: cancelOrder, an open authorization voided at the provider first.
 * @example const order = await cancelReleasingPayment(deps, caller, id, { restock: true })
 */
export const cancelReleasingPayment = (
  deps: PlaceOrderDeps,
  caller: AdminCaller,
  id: string,
  input: CancelOrderRequest,
): Promise<Order> => cancelOrder(deps, caller, id, input, voider(deps, caller));

/**
 * POST /cartwright/v1/orders/{id}/fulfillments: an order whose payment is an open authorization is captured in
 * full first (a refusal ships nothing), then fulfilled.
 * @example const order = await fulfillCapturing(deps, caller, id, { trackingInfo })
 */
export async function fulfillCapturing(
  deps: PlaceOrderDeps,
  caller: AdminCaller,
  id: string,
  input: FulfillOrderRequest,
): Promise<Order> {
  const order = await readOrder(deps.db, id);
  const transaction = order?.paymentAttempts?.filter((a) => a.outcome === 'APPROVED').at(-1);
  if (
    order?.status !== 'CANCELED' &&
    order?.paymentStatus === 'PENDING' &&
    transaction?.status === 'AUTHORIZED'
  ) {
    try {
      await captureThroughProvider(deps, caller, id, {});
    } catch (error) {
      // Captured meanwhile by another request: ship.
      if (!(error instanceof AppError && error.code === ORDER_ERROR_CODES.orderIsPaid)) throw error;
    }
  }
  return fulfillOrder(deps, caller, id, input);
}
