// eCommerce money on the wire: decimal strings, never binary floats (wire.md §2.3).
import { type Static, Type } from '@sinclair/typebox';

const opt = Type.Optional;

/** A decimal amount as the server writes it: `"12.50"`, `"-3.00"`. */
export const DECIMAL_PATTERN = '^-?\\d{1,13}(\\.\\d{1,6})?$';
/** A non-negative amount a caller may send: at most 12 integer and 4 fraction digits. */
export const AMOUNT_INPUT_PATTERN = '^\\d{1,12}(\\.\\d{1,4})?$';

/**
 * An amount the cart stores in a numeric(14, 2) column: as AMOUNT_INPUT_PATTERN, but with 12 integer digits
 * only 2 fraction digits, so rounding to cents cannot carry past 999999999999.99 (a 500 on PostgreSQL).
 */
export const CART_AMOUNT_INPUT_PATTERN = '^(\\d{1,11}(\\.\\d{1,4})?|\\d{12}(\\.\\d{1,2})?)$';

/** A unit price or a discount the cart stores: `"19.99"`. */
export const cartAmountInput = (description?: string) =>
  Type.String({ pattern: CART_AMOUNT_INPUT_PATTERN, maxLength: 17, ...(description ? { description } : {}) });

/** A price, a cost or a fee a caller sends: `"19.99"`. */
export const amountInput = (description?: string) =>
  Type.String({ pattern: AMOUNT_INPUT_PATTERN, maxLength: 17, ...(description ? { description } : {}) });

/**
 * A percentage a caller sends: above 0, at most 100, up to 4 fraction digits. The digits are the server's check
 * (DECIMAL_MAX_SCALE): JSON Schema's `multipleOf: 0.0001` fails in binary floats (10 % 0.0001 ≠ 0).
 */
export const PERCENTAGE_MAX_SCALE = 4;
export const percentageInput = Type.Number({
  exclusiveMinimum: 0,
  maximum: 100,
  description: `up to ${PERCENTAGE_MAX_SCALE} fraction digits`,
});

export const MultiCurrencyPriceSchema = Type.Object({
  amount: opt(Type.String({ description: 'decimal string in the store currency' })),
  convertedAmount: opt(Type.String()),
  formattedAmount: opt(Type.String({ description: 'e.g. "$12.50"' })),
  formattedConvertedAmount: opt(Type.String()),
});
export type MultiCurrencyPrice = Static<typeof MultiCurrencyPriceSchema>;
