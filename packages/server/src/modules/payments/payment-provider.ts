// What the store asks of a payment provider (the test provider, Stripe): start, read, capture, void and refund a
// payment, and read its webhooks. Amounts are in the currency's minor units; every call that changes money at the
// provider carries an idempotency key, so a repeat (a retry, a second instance) changes nothing twice.
import type { PaymentProviderName } from '@cartwright/contracts';

/** Where a payment stands at the provider, in words every provider maps to. */
export type ProviderPaymentState =
  | 'requires_payment'
  | 'requires_action'
  | 'processing'
  | 'authorized'
  | 'succeeded'
  | 'canceled';

export interface ProviderPayment {
  /** The provider's id of the payment (a PaymentIntent id). */
  ref: string;
  state: ProviderPaymentState;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Handed to the browser's provider library only; never stored. */
  clientSecret?: string;
  /** The last refusal of a try (a declined card): `key` names that try, so it is recorded once. */
  declined?: { key: string; code: string; message: string };
  card?: { last4?: string; brand?: string };
  /** What was refunded of it so far, at the provider (its dashboard included). */
  refundedMinor?: number;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  ref: string;
  state: 'pending' | 'succeeded' | 'failed' | 'canceled';
  amountMinor: number;
}

/** A provider's webhook as the store acts on it. */
export type ProviderWebhookEvent =
  | {
      id: string;
      kind: 'payment_succeeded' | 'payment_failed' | 'payment_changed' | 'payment_refunded';
      /** The payment it is about; its state is read from the provider, never taken from the event. */
      paymentRef: string;
    }
  | {
      id: string;
      kind: 'payment_disputed';
      paymentRef: string;
      /** As the signed event shows it: a dispute is a fact at the bank, recorded as told, once per event. */
      dispute: ProviderDispute;
    }
  | { id: string; kind: 'ignored'; type: string };

/** A buyer's bank disputing a payment (a chargeback): money the store may lose. */
export interface ProviderDispute {
  /** The provider's id of the dispute. */
  ref: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The bank's reason, in the provider's words (`fraudulent`, `product_not_received`, …). */
  reason: string;
  /** The provider's status (`needs_response`, `won`, `lost`, …). */
  status: string;
  /** Opened (`charge.dispute.created`) or decided (`charge.dispute.closed`). */
  stage: 'opened' | 'closed';
  /** When the store's evidence is due at the provider, while it is open. */
  dueBy?: Date;
}

export interface StartPaymentInput {
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Authorize now, capture later. */
  captureLater?: boolean;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The browser library's public key (Stripe's publishable key). */
  readonly publishableKey: string;
  startPayment(input: StartPaymentInput): Promise<ProviderPayment>;
  /** A new amount for a payment not yet paid. */
  updatePayment(
    ref: string,
    input: { amountMinor: number; currency: string; idempotencyKey: string },
  ): Promise<ProviderPayment>;
  readPayment(ref: string): Promise<ProviderPayment>;
  /** Throws InvalidWebhookError when the signature or its time does not hold. */
  parseWebhook(rawBody: string, headers: Headers): ProviderWebhookEvent;
  /** The whole authorized amount, or part of it. */
  capture(ref: string, input: { amountMinor?: number; idempotencyKey: string }): Promise<ProviderPayment>;
  /** Voids an authorization or cancels a payment not yet paid. */
  cancel(ref: string, input: { idempotencyKey: string }): Promise<ProviderPayment>;
  /** The whole payment, or part of it. */
  refund(ref: string, input: { amountMinor?: number; idempotencyKey: string }): Promise<ProviderRefund>;
}

/** A webhook whose signature, secret or timestamp does not hold: answered 400, nothing changes. */
export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
}

/** The provider could not be reached or answered an error it should not have: nothing here changed. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** The provider refused the call (a refund of a charge refunded already, an unknown payment): `code` is its own. */
export class ProviderRefusedError extends Error {
  override readonly name = 'ProviderRefusedError';
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
