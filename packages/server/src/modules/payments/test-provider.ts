// The embedded test provider: the test card form (4242… approves, 4000 0000 0000 0002 declines) and payment
// sessions that are paid (or, capture later, authorized) the moment they start. It keeps no state: a payment's
// ref says what it is for; whether an authorization was captured or voided is the store's record.
import { randomUUID } from 'node:crypto';
import {
  ORDER_ERROR_CODES,
  type PaymentAttempt,
  type PaymentInput,
  TEST_CARD_APPROVES,
  TEST_CARD_DECLINES,
} from '@cartwright/contracts';
import { AppError } from '../../errors/app-error.js';
import {
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.js';

/**
 * The test card provider: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines, any other number is
 * invalid (400, nothing recorded). Offline payment is an approved attempt that leaves the order NOT_PAID.
 * @example const attempt = chargeTestCard(body.payment, clock())
 */
export function chargeTestCard(
  payment: Exclude<PaymentInput, { method: 'PROVIDER' }>,
  now: Date,
): PaymentAttempt {
  const attempt = { id: randomUUID(), createdDate: now.toISOString() };
  if (payment.method === 'OFFLINE') return { ...attempt, method: 'OFFLINE', outcome: 'APPROVED' };
  const digits = payment.card.number.replace(/[\s-]/g, '');
  if (digits !== TEST_CARD_APPROVES && digits !== TEST_CARD_DECLINES) {
    throw new AppError(400, ORDER_ERROR_CODES.cardNumberInvalid, 'This card number is not valid', {
      field: 'payment.card.number',
    });
  }
  return {
    ...attempt,
    method: 'CARD',
    outcome: digits === TEST_CARD_APPROVES ? 'APPROVED' : 'DECLINED',
    last4: digits.slice(-4),
  };
}

/** An authorization's ref ends in `_auth`. */
const refOf = (amountMinor: number, currency: string, authorize: boolean) =>
  `test_${currency}_${amountMinor}_${randomUUID()}${authorize ? '_auth' : ''}`;
const isAuthorization = (ref: string) => ref.endsWith('_auth');

function paymentOf(ref: string): ProviderPayment {
  const [, currency = 'USD', amount = '0'] = ref.split('_');
  return {
    ref,
    state: isAuthorization(ref) ? 'authorized' : 'succeeded',
    amountMinor: Number(amount),
    currency,
    clientSecret: `${ref}_secret`,
    card: { last4: TEST_CARD_APPROVES.slice(-4), brand: 'test' },
    metadata: {},
  };
}

/** The test provider's sessions: paid (or authorized) at once, for the amount they were made or last updated for. */
export const testProvider: PaymentProvider = {
  name: 'test',
  publishableKey: 'test',
  startPayment: async (input) =>
    paymentOf(refOf(input.amountMinor, input.currency, input.captureLater === true)),
  updatePayment: async (ref, input) =>
    paymentOf(refOf(input.amountMinor, input.currency, isAuthorization(ref))),
  readPayment: async (ref) => paymentOf(ref),
  parseWebhook() {
    throw new InvalidWebhookError('The test provider sends no webhooks');
  },
  capture: async (ref, input) => ({
    ...paymentOf(ref),
    state: 'succeeded',
    amountMinor: input.amountMinor ?? paymentOf(ref).amountMinor,
  }),
  cancel: async (ref) => ({ ...paymentOf(ref), state: 'canceled' }),
  refund: async (ref, input): Promise<ProviderRefund> => ({
    ref: `re_${randomUUID()}`,
    state: 'succeeded',
    amountMinor: input.amountMinor ?? paymentOf(ref).amountMinor,
  }),
};
