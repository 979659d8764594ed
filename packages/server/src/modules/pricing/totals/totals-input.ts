// What the cart hands the totals engine, and what it gets back. The cart module resolves its line items against
// the catalog; the pricing module prices them. Money is a decimal string with the currency's precision.
import type {
  Address,
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrors,
  PriceSummary,
  SelectedShippingOption,
  ShippingInformation,
  TaxSummary,
} from '@cartwright/contracts';

/** A cart line as priced: catalog lines resolved, custom lines as the admin gave them. */
export interface PricedLine {
  id: string;
  quantity: number;
  /** Absent for custom line items: no coupon or rule scoped to products reaches them. */
  productId?: string;
  collectionIds: readonly string[];
  /** Unit price after the product's own discount. */
  unitPrice: string;
  /** Unit price before it. */
  fullUnitPrice: string;
  /** Per unit, in the store weight unit. */
  weight: number;
  shippable: boolean;
  /** Lines that are NOT_FOUND or NOT_AVAILABLE stay in the cart but out of the totals. */
  priced: boolean;
}

/** Who is buying: per-customer coupon limits count by this key. */
export interface Buyer {
  visitorId?: string;
  memberId?: string;
  userId?: string;
}

export interface TotalsRequest {
  lines: readonly PricedLine[];
  couponCode?: string;
  /** Amounts off the whole cart set by an admin (decimal strings). */
  merchantDiscounts: readonly string[];
  buyer: Buyer;
  shippingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  calculateTax: boolean;
  calculateShipping: boolean;
}

export interface TotalsResult {
  currency: string;
  taxIncludedInPrices: boolean;
  priceSummary: PriceSummary;
  calculatedLineItems: CalculatedLineItem[];
  shippingInfo: ShippingInformation;
  appliedDiscounts: AppliedDiscount[];
  taxSummary: TaxSummary;
  /** Absent when nothing failed; a refused coupon shows here as `couponCalculationError`. */
  calculationErrors?: CalculationErrors;
}
