// The Stripe double's objects: PaymentIntents, their charges and refunds, moved as Stripe moves them, and the
// API routes over them. Answers are shaped like Stripe's (the fields the SDK and the store read, and a few more).
import { randomBytes } from 'node:crypto';
import type { StripeForm } from './stripe-form.js';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'failed';
  paid: boolean;
  captured: boolean;
  refunded: boolean;
  created: number;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string; funding: string } };
}

export interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  capture_method: string;
  confirmation_method: 'automatic';
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: null | Record<string, unknown>;
  next_action: null | { type: string };
  payment_method: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded';
  created: number;
}

/** An answer Stripe would refuse with: its HTTP status and `error` body. */
export class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeRefusal(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

const brandOf = (number: string) =>
  number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa';
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Test payment methods, as Stripe's docs name them, for `confirm`. */
const TEST_METHODS: Record<string, 'succeed' | 'decline' | 'action'> = {
  pm_card_visa: 'succeed',
  pm_card_mastercard: 'succeed',
  pm_card_chargeDeclined: 'decline',
  pm_card_visa_chargeDeclined: 'decline',
  pm_card_threeDSecure2Required: 'action',
};

export class StripeObjects {
  readonly intents = new Map<string, Intent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();

  intent(intentId: string): Intent {
    const intent = this.intents.get(intentId);
    if (!intent) {
      throw new StripeRefusal(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${intentId}'`,
        param: 'intent',
      });
    }
    return intent;
  }

  /** The intent as answered: `latest_charge` expanded when asked. */
  intentView(intent: Intent, expandCharge: boolean): unknown {
    if (!expandCharge || !intent.latest_charge) return { ...intent };
    return { ...intent, latest_charge: this.charges.get(intent.latest_charge) ?? intent.latest_charge };
  }

  private charge(intent: Intent, number: string, status: Charge['status']): Charge {
    const captured = status === 'succeeded' && intent.capture_method !== 'manual';
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: captured ? intent.amount : 0,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      status,
      paid: status === 'succeeded',
      captured,
      refunded: false,
      created: now(),
      payment_method_details: {
        type: 'card',
        card: { brand: brandOf(number), last4: number.slice(-4), funding: 'credit' },
      },
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  succeed(intentId: string, number = '4242424242424242'): Intent {
    const intent = this.intent(intentId);
    this.charge(intent, number.replace(/\D/g, ''), 'succeeded');
    Object.assign(intent, { last_payment_error: null, next_action: null, payment_method: id('pm') });
    if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
    } else Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return intent;
  }

  requireAction(intentId: string): Intent {
    return Object.assign(this.intent(intentId), {
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
      payment_method: id('pm'),
    });
  }

  process(intentId: string): Intent {
    return Object.assign(this.intent(intentId), { status: 'processing', next_action: null });
  }

  decline(intentId: string, number = '4000000000000002'): Intent {
    const intent = this.intent(intentId);
    const digits = number.replace(/\D/g, '');
    const charge = this.charge(intent, digits, 'failed');
    const paymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: brandOf(digits), last4: digits.slice(-4) },
    };
    return Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        charge: charge.id,
        payment_method: paymentMethod,
      },
    });
  }

  private create(body: StripeForm): Intent {
    const amount = Number(text(body.amount));
    const currency = text(body.currency);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (!currency || !/^[a-z]{3}$/.test(currency))
      throw invalid('Invalid currency', 'parameter_invalid_string', 'currency');
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      capture_method: text(body.capture_method) ?? 'automatic_async',
      confirmation_method: 'automatic',
      metadata: { ...((body.metadata as Record<string, string> | undefined) ?? {}) },
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      automatic_payment_methods: {
        enabled: text((body.automatic_payment_methods as StripeForm)?.enabled) === 'true',
      },
      canceled_at: null,
      created: now(),
      livemode: false,
    };
    this.intents.set(intentId, intent);
    return intent;
  }

  private update(intent: Intent, body: StripeForm): Intent {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      throw invalid(
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    const amount = text(body.amount);
    if (amount !== undefined) intent.amount = Number(amount);
    const currency = text(body.currency);
    if (currency !== undefined) intent.currency = currency;
    if (body.metadata) Object.assign(intent.metadata, body.metadata);
    return intent;
  }

  private confirm(intent: Intent, body: StripeForm): Intent {
    const method = TEST_METHODS[text(body.payment_method) ?? 'pm_card_visa'] ?? 'succeed';
    if (method === 'decline') return this.decline(intent.id);
    if (method === 'action') return this.requireAction(intent.id);
    return this.succeed(intent.id);
  }

  private capture(intent: Intent, body: StripeForm): Intent {
    if (intent.status !== 'requires_capture') {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    const amount = Number(text(body.amount_to_capture) ?? intent.amount_capturable);
    if (amount > intent.amount_capturable)
      throw invalid('The amount to capture is too large', 'amount_too_large', 'amount_to_capture');
    const charge = this.charges.get(intent.latest_charge!)!;
    Object.assign(charge, { captured: true, amount_captured: amount });
    return Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
  }

  private cancel(intent: Intent): Intent {
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    return Object.assign(intent, { status: 'canceled', canceled_at: now(), amount_capturable: 0 });
  }

  private refund(body: StripeForm): Refund {
    const intent = this.intent(text(body.payment_intent) ?? '');
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge?.paid) {
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const left = charge.amount_captured - charge.amount_refunded;
    if (left === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = Number(text(body.amount) ?? left);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: intent.currency,
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** The API: `/v1/payment_intents…` and `/v1/refunds…`; anything else 404 as Stripe answers an unknown URL. */
  route(method: string, path: string, body: StripeForm): unknown {
    const expand = Array.isArray(body.expand) && body.expand.includes('latest_charge');
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'v1' && parts[1] === 'payment_intents') {
      const [, , intentId, action] = parts;
      if (!intentId && method === 'POST') return this.intentView(this.create(body), expand);
      if (intentId && !action && method === 'GET') return this.intentView(this.intent(intentId), expand);
      if (intentId && method === 'POST') {
        const intent = this.intent(intentId);
        if (!action) return this.intentView(this.update(intent, body), expand);
        if (action === 'confirm') return this.intentView(this.confirm(intent, body), expand);
        if (action === 'capture') return this.intentView(this.capture(intent, body), expand);
        if (action === 'cancel') return this.intentView(this.cancel(intent), expand);
      }
    }
    if (parts[0] === 'v1' && parts[1] === 'refunds') {
      if (!parts[2] && method === 'POST') return this.refund(body);
      const refund = parts[2] && method === 'GET' ? this.refunds.get(parts[2]) : undefined;
      if (refund) return refund;
      if (parts[2])
        throw new StripeRefusal(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such refund: '${parts[2]}'`,
        });
    }
    throw new StripeRefusal(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }
}
