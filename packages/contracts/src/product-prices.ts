// The `@cartwright/contracts/product-prices` subpath: a product's discount applied to a price in minor units,
// the one rule behind the server's computed prices and the storefront's "From" price. Plain functions with no
// dependencies, so the product page carries a few bytes of them.

/** A product discount: AMOUNT off in minor units, PERCENT off in hundredths of a percent; any other type is none. */
export interface MinorUnitDiscount {
  type: string;
  value: number;
}

/** `hundredths` hundredths of a percent of `minor`, rounded half away from zero. */
export function percentOfMinor(minor: number, hundredths: number): number {
  const product = BigInt(minor) * BigInt(hundredths);
  // bigint division truncates toward zero.
  return product < 0n ? -Number((-product + 5000n) / 10000n) : Number((product + 5000n) / 10000n);
}

/**
 * The price after the discount, never below zero.
 * @example discountedMinor(4500, { type: 'PERCENT', value: 1000 }) // 4050
 */
export function discountedMinor(priceMinor: number, discount: MinorUnitDiscount): number {
  if (discount.type === 'AMOUNT') return Math.max(0, priceMinor - discount.value);
  if (discount.type === 'PERCENT')
    return Math.max(0, priceMinor - percentOfMinor(priceMinor, discount.value));
  return priceMinor;
}
