// Tests of the product discount rule the server and the storefront share.
import { expect, it } from 'vitest';
import { discountedMinor, percentOfMinor } from './product-prices.js';

it('takes a percentage rounded half away from zero, on either side of zero', () => {
  expect(percentOfMinor(4500, 1000)).toBe(450);
  expect(percentOfMinor(1999, 2500)).toBe(500); // 499.75
  expect(percentOfMinor(2, 2500)).toBe(1); // 0.5 rounds up
  expect(percentOfMinor(-2, 2500)).toBe(-1);
  expect(percentOfMinor(Number.MAX_SAFE_INTEGER, 10000)).toBe(Number.MAX_SAFE_INTEGER);
});

// The server's computed-fields tests cover the discount types through discountedCents, which calls this.
it('discounts in minor units with the percentage rounded', () => {
  expect(discountedMinor(1999, { type: 'PERCENT', value: 2500 })).toBe(1499);
  expect(discountedMinor(500, { type: 'AMOUNT', value: 600 })).toBe(0);
});
