// One try at paying for a checkout: kept on the checkout while it is open (declines too) and on the order.
import { type Static, Type } from '@sinclair/typebox';
import { MultiCurrencyPriceSchema } from '../cart/money.js';
import {
  PAYMENT_ATTEMPT_OUTCOMES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  TRANSACTION_STATUSES,
} from '../enums/orders.js';
import { literalUnion } from '../schema/literal-union.js';

export const PaymentAttemptSchema = Type.Object({
  id: Type.String(),
  method: literalUnion(PAYMENT_METHODS),
  outcome: literalUnion(PAYMENT_ATTEMPT_OUTCOMES),
  last4: Type.Optional(
    Type.String({ description: 'the card number’s last four digits; absent for OFFLINE' }),
  ),
  /** Which provider took the try: absent for the test card and OFFLINE. */
  provider: Type.Optional(literalUnion(PAYMENT_PROVIDERS)),
  /**
   * The transaction's status in the spec's vocabulary, when a provider took it: PENDING (a bank debit in flight),
   * APPROVED, AUTHORIZED, DECLINED, VOIDED, and on an order REFUNDED / PARTIALLY_REFUNDED as its money went back.
   * `outcome` stays APPROVED for a try not refused (pending and authorized ones too) until it is.
   */
  status: Type.Optional(literalUnion(TRANSACTION_STATUSES)),
  /** What the try was for (the checkout's total then); absent on attempts recorded before it was kept. */
  amount: Type.Optional(MultiCurrencyPriceSchema),
  /** The provider's id of the payment (a Stripe PaymentIntent `pi_…`), for finding it in the provider's dashboard. */
  providerReference: Type.Optional(Type.String()),
  /** What of it went back to the buyer (refunds, a lost dispute), on an order's paying attempt. */
  refundedAmount: Type.Optional(MultiCurrencyPriceSchema),
  /** The card's network (`visa`, `mastercard`, …) when the provider tells it. */
  brand: Type.Optional(Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
});
export type PaymentAttempt = Static<typeof PaymentAttemptSchema>;
