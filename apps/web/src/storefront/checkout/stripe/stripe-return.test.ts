import { describe, expect, it } from 'vitest';
import { readStripeReturn, stripeReturnUrl } from './stripe-return.js';

describe('readStripeReturn', () => {
  it("reads the session to complete and Stripe's redirect status", () => {
    expect(
      readStripeReturn(
        '?payment_session=ps_1&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      ),
    ).toEqual({ paymentSessionId: 'ps_1', redirectStatus: 'succeeded' });
    expect(readStripeReturn('payment_session=ps_2&payment_intent=pi_2&redirect_status=failed')).toEqual({
      paymentSessionId: 'ps_2',
      redirectStatus: 'failed',
    });
  });

  it('is undefined for an ordinary visit or a return missing a part', () => {
    expect(readStripeReturn('')).toBeUndefined();
    expect(readStripeReturn('?postFlowUrl=https://shop.example')).toBeUndefined();
    expect(readStripeReturn('?payment_intent=pi_1&redirect_status=succeeded')).toBeUndefined();
    expect(readStripeReturn('?payment_session=ps_1&redirect_status=succeeded')).toBeUndefined();
    expect(readStripeReturn('?payment_session=ps_1&payment_intent=pi_1')).toBeUndefined();
    expect(readStripeReturn('?payment_session=&payment_intent=pi_1&redirect_status=x')).toBeUndefined();
    expect(
      readStripeReturn(`?payment_session=${'p'.repeat(101)}&payment_intent=pi_1&redirect_status=succeeded`),
    ).toBeUndefined();
  });
});

describe('stripeReturnUrl', () => {
  it("keeps the page and the redirect session's callbacks, and names the session", () => {
    expect(
      stripeReturnUrl(
        'https://shop.example/checkout/c1?thankYouPageUrl=https%3A%2F%2Fa.example%2Fty#top',
        'ps_1',
      ),
    ).toBe(
      'https://shop.example/checkout/c1?thankYouPageUrl=https%3A%2F%2Fa.example%2Fty&payment_session=ps_1',
    );
  });

  it("drops Stripe's values of an earlier return, so a second try does not read the first one", () => {
    const returned =
      'https://shop.example/checkout/c1?payment_session=ps_old&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed';
    expect(stripeReturnUrl(returned, 'ps_1')).toBe('https://shop.example/checkout/c1?payment_session=ps_1');
  });

  it('encodes a session id that needs it', () => {
    expect(stripeReturnUrl('https://shop.example/checkout/c1', 'a b&c')).toBe(
      'https://shop.example/checkout/c1?payment_session=a+b%26c',
    );
  });
});
