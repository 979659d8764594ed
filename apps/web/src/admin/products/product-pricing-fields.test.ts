import { describe, expect, it } from 'vitest';
import { amountHint } from './product-pricing-fields.js';

describe('amountHint', () => {
  it('shows a typed amount in the store currency, as shoppers read it', () => {
    expect(amountHint('7', 'USD')).toBe('In USD: $7.00.');
    expect(amountHint('1234.5', 'USD')).toBe('In USD: $1,234.50.');
  });

  it('names only the currency while the field is empty or not a number yet', () => {
    expect(amountHint('', 'USD')).toBe('In USD.');
    expect(amountHint('12,5', 'EUR')).toBe('In EUR.');
  });
});
