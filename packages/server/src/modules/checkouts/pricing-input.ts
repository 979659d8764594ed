// What a checkout is priced from, kept on it so paying and editing price it again the same way.

/**
 * What a checkout's totals are computed from besides its address and shipping option: pricing's TotalsRequest
 * less those two, written out because a table type imports no module (the database types would close a cycle).
 */
export interface CheckoutPricing {
  lines: ReadonlyArray<{
    id: string;
    quantity: number;
    productId?: string;
    collectionIds: readonly string[];
    unitPrice: string;
    fullUnitPrice: string;
    weight: number;
    shippable: boolean;
    priced: boolean;
  }>;
  couponCode?: string;
  merchantDiscounts: readonly string[];
  buyer: { visitorId?: string; memberId?: string; userId?: string };
  calculateTax: boolean;
  calculateShipping: boolean;
}
