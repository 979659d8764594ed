// Tests of the payment step's model: card checks a shopper meets before anything is sent, the typing helpers, and
// the payment complete-checkout receives.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYMENT,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  TEST_CARDS,
  validatePayment,
} from './payment-draft.js';

const NOV_2026 = new Date(2026, 10, 25);
const card = {
  ...EMPTY_PAYMENT,
  number: TEST_CARDS.approves,
  expiry: '12/30',
  cvc: '123',
  holderName: ' Ann  Lee ',
};

describe('validatePayment', () => {
  it('sends the card with the number as digits and the name tidied', () => {
    expect(validatePayment(card, NOV_2026)).toEqual({
      payment: {
        method: 'CARD',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Ann Lee' },
      },
    });
  });

  it('passes both test cards: declining is the provider’s answer, not the form’s', () => {
    expect(validatePayment({ ...card, number: TEST_CARDS.declines }, NOV_2026)).toHaveProperty('payment');
  });

  it('needs no card to pay offline, whatever the card fields hold', () => {
    expect(validatePayment({ ...EMPTY_PAYMENT, method: 'OFFLINE', number: 'x' }, NOV_2026)).toEqual({
      payment: { method: 'OFFLINE' },
    });
  });

  it('names every empty card field', () => {
    expect(validatePayment(EMPTY_PAYMENT, NOV_2026)).toEqual({
      errors: {
        number: 'Enter the card number.',
        expiry: 'Enter the expiry date, like 12/30.',
        cvc: 'Enter the 3 or 4 digits of the security code.',
        holderName: 'Enter the name on the card.',
      },
    });
  });

  it('refuses a mistyped number, a bad or past expiry, a short CVC and an overlong name', () => {
    const result = validatePayment(
      { ...card, number: '4242 4242 4242 4243', expiry: '13/30', cvc: '12', holderName: 'A'.repeat(101) },
      NOV_2026,
    );
    expect(result).toEqual({
      errors: {
        number: 'Check the card number: it is not a valid card number.',
        expiry: 'Enter the expiry date as MM/YY, like 12/30.',
        cvc: 'Enter the 3 or 4 digits of the security code.',
        holderName: 'Enter at most 100 characters.',
      },
    });
    expect(validatePayment({ ...card, number: '4242abcd' }, NOV_2026)).toMatchObject({
      errors: { number: expect.any(String) },
    });
  });

  it('takes a card until the end of its expiry month', () => {
    expect(validatePayment({ ...card, expiry: '11/26' }, NOV_2026)).toHaveProperty('payment');
    expect(validatePayment({ ...card, expiry: '10/26' }, NOV_2026)).toEqual({
      errors: { expiry: 'This card has expired.' },
    });
    expect(validatePayment({ ...card, expiry: '12/25' }, NOV_2026)).toHaveProperty('errors.expiry');
  });
});

describe('typing helpers', () => {
  it('groups card digits by four and stops at 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});
