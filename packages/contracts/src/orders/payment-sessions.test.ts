// The payment contracts: what complete and payment-sessions accept, and that settings carry no key.
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES, PaymentInputSchema } from './order-requests.js';
import {
  CreatePaymentSessionRequestSchema,
  PaymentSettingsSchema,
  paymentSessionsPath,
} from './payment-sessions.js';

describe('payment contracts', () => {
  it('complete takes a provider session by id, and no card beside it', () => {
    expect(Value.Check(PaymentInputSchema, { method: 'PROVIDER', paymentSessionId: 'ps_1' })).toBe(true);
    expect(Value.Check(PaymentInputSchema, { method: 'PROVIDER' })).toBe(false);
    expect(Value.Check(PaymentInputSchema, { method: 'PROVIDER', paymentSessionId: '' })).toBe(false);
    const withCard = { method: 'PROVIDER', paymentSessionId: 'ps_1', card: { number: '4242' } };
    expect(Value.Check(PaymentInputSchema, withCard)).toBe(false);
  });

  it('payment-sessions takes stripe or test only', () => {
    expect(Value.Check(CreatePaymentSessionRequestSchema, { provider: 'stripe' })).toBe(true);
    expect(Value.Check(CreatePaymentSessionRequestSchema, { provider: 'test' })).toBe(true);
    expect(Value.Check(CreatePaymentSessionRequestSchema, { provider: 'paypal' })).toBe(false);
    expect(Value.Check(CreatePaymentSessionRequestSchema, {})).toBe(false);
    expect(paymentSessionsPath('a b')).toBe('/ecom/v1/checkouts/a%20b/payment-sessions');
  });

  it('settings have no field that could hold a key', () => {
    const fields = JSON.stringify(PaymentSettingsSchema);
    expect(fields).not.toMatch(/secret|Key"/i);
  });

  it('spec §8 refusal codes are in the catalogue', () => {
    const codes = Object.values(ORDER_ERROR_CODES);
    for (const code of ['EXPIRED', 'NOT_SUPPORTED', 'OFFLINE', 'REQUIRES_CARD_READER'])
      expect(codes).toContain(code);
    for (const code of ['PROVIDER_IS_DOWN', 'PENDING_REFUND', 'TRANSACTION_NOT_FOUND'])
      expect(codes).toContain(code);
  });
});
