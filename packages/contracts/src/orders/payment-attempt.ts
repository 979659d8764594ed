// One try at paying for a checkout: kept on the checkout while it is open (declines too) and on the order.
import { type Static, Type } from '@sinclair/typebox';
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
  /** The transaction's status in the spec's vocabulary (APPROVED, AUTHORIZED, DECLINED, …), when a provider took it. */
  status: Type.Optional(literalUnion(TRANSACTION_STATUSES)),
  /** The card's network (`visa`, `mastercard`, …) when the provider tells it. */
  brand: Type.Optional(Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
});
export type PaymentAttempt = Static<typeof PaymentAttemptSchema>;
