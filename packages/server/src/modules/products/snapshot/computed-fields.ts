// Everything a product's wire shape derives from its stored values: prices after discount, formatted
// prices, cost and profit, ranges over visible variants, stock status. Pure functions, so every read
// and every write answers with the same numbers.
import type {
  CostAndProfitData,
  InventoryStatus,
  NumericRange,
  PriceData,
  PricePerUnitData,
} from '@cartwright/contracts';
import { discountedMinor } from '@cartwright/contracts/product-prices';
import { centsToNumber, formatMoney, toCents } from '../../../money/money.js';
import type { ProductRow, ProductVariantRow } from '../products.table.js';

/** The id of the one variant of a product without options (the gateway's convention). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

export interface Discount {
  type: string;
  /** Cents for AMOUNT, hundredths of a percent for PERCENT. */
  valueCents: number;
}

/** Price after the product's discount, never below zero (the rule the storefront's "From" price follows too). */
export function discountedCents(priceCents: number, discount: Discount): number {
  return discountedMinor(priceCents, { type: discount.type, value: discount.valueCents });
}

/** Price of one base unit, e.g. per 100 g: the discounted price scaled by base/total quantity. */
export function pricePerUnitCents(priceCents: number, unit: PricePerUnitData | null): number | undefined {
  if (!unit?.totalQuantity || !unit.baseQuantity) return undefined;
  return Math.round((priceCents * unit.baseQuantity) / unit.totalQuantity);
}

/** PriceData with its `formatted` strings in the store currency. */
export function priceData(
  priceCents: number,
  discount: Discount,
  unit: PricePerUnitData | null,
  currency: string,
): PriceData {
  const discounted = discountedCents(priceCents, discount);
  const perUnit = pricePerUnitCents(discounted, unit);
  return {
    currency,
    price: centsToNumber(priceCents),
    discountedPrice: centsToNumber(discounted),
    ...(perUnit === undefined ? {} : { pricePerUnit: centsToNumber(perUnit) }),
    formatted: {
      price: formatMoney(priceCents, currency),
      discountedPrice: formatMoney(discounted, currency),
      ...(perUnit === undefined ? {} : { pricePerUnit: formatMoney(perUnit, currency) }),
    },
  };
}

/**
 * profit = discounted price − cost; margin = profit / price (0 when the price is 0), four decimals. Only for a
 * known cost: without one there is no profit to state (a blank cost is not a cost of 0).
 */
export function costAndProfit(
  costCents: number,
  priceCents: number,
  discount: Discount,
  currency: string,
): CostAndProfitData {
  const profit = discountedCents(priceCents, discount) - costCents;
  const margin = priceCents === 0 ? 0 : Math.round((profit * 10_000) / priceCents) / 10_000;
  return {
    itemCost: centsToNumber(costCents),
    formattedItemCost: formatMoney(costCents, currency),
    profit: centsToNumber(profit),
    formattedProfit: formatMoney(profit, currency),
    profitMargin: margin,
  };
}

export const productDiscount = (row: ProductRow): Discount => ({
  type: row.discount_type,
  valueCents: toCents(row.discount_value),
});

/** A variant's own value, or the product's when the variant does not override it. */
export interface EffectiveVariant {
  row: ProductVariantRow | undefined;
  priceCents: number;
  /** Undefined when neither the variant nor the product has a cost. */
  costCents: number | undefined;
  weight: number | undefined;
  sku: string;
  visible: boolean;
  inStock: boolean;
  trackQuantity: boolean;
  quantity: number | undefined;
}

export function effectiveVariant(product: ProductRow, row: ProductVariantRow | undefined): EffectiveVariant {
  const weight = row?.weight ?? product.weight;
  const cost = row?.cost ?? product.cost;
  const trackQuantity = row ? row.track_quantity : product.track_inventory;
  const quantity = row ? row.quantity : product.quantity;
  const inStockFlag = row ? row.in_stock : product.in_stock;
  return {
    row,
    priceCents: toCents(row?.price ?? product.price),
    costCents: cost === null ? undefined : toCents(cost),
    weight: weight === null ? undefined : Number(weight),
    sku: row?.sku ?? product.sku,
    visible: row ? row.visible : true,
    trackQuantity,
    quantity: trackQuantity ? (quantity ?? 0) : undefined,
    inStock: trackQuantity ? (quantity ?? 0) > 0 : inStockFlag,
  };
}

/** min/max over the visible variants; a product whose variants are all hidden uses its own value. */
export function range(values: number[], fallback: number): NumericRange {
  const list = values.length > 0 ? values : [fallback];
  return { minValue: Math.min(...list), maxValue: Math.max(...list) };
}

/** The known costs of `variants`, in cents: a variant without one has no place in a cost range. */
export const knownCosts = (variants: readonly EffectiveVariant[]): number[] =>
  variants.flatMap((v) => (v.costCents === undefined ? [] : [v.costCents]));

export interface StockSummary {
  trackInventory: boolean;
  quantity?: number;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
}

/** In stock when every visible variant is, out when none is, otherwise partially out of stock. */
export function stockSummary(variants: EffectiveVariant[]): StockSummary {
  const visible = variants.filter((v) => v.visible);
  const counted = visible.length > 0 ? visible : variants;
  const inStock = counted.filter((v) => v.inStock).length;
  const trackInventory = counted.some((v) => v.trackQuantity);
  const status: InventoryStatus =
    inStock === counted.length ? 'IN_STOCK' : inStock === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
  return {
    trackInventory,
    ...(trackInventory ? { quantity: counted.reduce((sum, v) => sum + (v.quantity ?? 0), 0) } : {}),
    inStock: inStock > 0,
    inventoryStatus: status,
  };
}
