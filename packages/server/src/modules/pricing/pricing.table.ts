// Pricing tables: coupons and their uses, discount rules, shipping regions and destinations, tax regions and settings.
import type { ColumnType, Insertable, Selectable } from 'kysely';

/** `numeric` comes back as a string and is written as one: never a float. */
type Numeric = string;
/** jsonb: parsed on the way out, written as JSON text (pg would send a JS array as a PostgreSQL array). */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CouponsTable {
  id: string;
  code: string;
  name: string;
  type: string;
  percent_off: Numeric | null;
  amount: Numeric | null;
  minimum_subtotal: Numeric | null;
  product_ids: NullableJson<string[]>;
  collection_ids: NullableJson<string[]>;
  start_date: Date | null;
  expiration_date: Date | null;
  usage_limit: number | null;
  limit_per_customer: number | null;
  active: boolean;
  times_used: Defaulted<number>;
  created_at: Date;
  updated_at: Date;
}
export type CouponRow = Selectable<CouponsTable>;
export type NewCouponRow = Insertable<CouponsTable>;

/** One row per checkout that used a coupon; `buyer_key` counts the per-customer limit. */
export interface CouponUsesTable {
  coupon_id: string;
  checkout_id: string;
  buyer_key: string | null;
  used_at: Date;
}

export interface DiscountRulesTable {
  id: string;
  name: string;
  active: boolean;
  start_at: Date | null;
  end_at: Date | null;
  discount_type: string;
  percentage: Numeric | null;
  fixed_amount: Numeric | null;
  fixed_price: Numeric | null;
  scope: string;
  product_ids: NullableJson<string[]>;
  collection_ids: NullableJson<string[]>;
  minimum_subtotal: Numeric | null;
  minimum_quantity: number | null;
  revision: ColumnType<number | bigint, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
}
export type DiscountRuleRow = Selectable<DiscountRulesTable>;
export type NewDiscountRuleRow = Insertable<DiscountRulesTable>;

export interface ShippingRegionsTable {
  id: string;
  name: string;
  /** As the admin gave them (ShippingDestination[]); shipping_region_destinations holds them one place a row. */
  destinations: Json<unknown>;
  /** ShippingOptionDefinition[] */
  options: Json<unknown>;
  created_at: Date;
  updated_at: Date;
}
export type ShippingRegionRow = Selectable<ShippingRegionsTable>;

export interface ShippingRegionDestinationsTable {
  country: string;
  /** `US-CA`, or '' for the whole country. */
  subdivision: string;
  region_id: string;
}

export interface TaxRegionsTable {
  id: string;
  name: string;
  country: string;
  /** `US-CA`, or '' for the whole country. */
  subdivision: string;
  tax_shipping: boolean;
  /** TaxRate[] */
  rates: Json<unknown>;
  created_at: Date;
  updated_at: Date;
}
export type TaxRegionRow = Selectable<TaxRegionsTable>;

/** One row (id 1) once an admin saves the settings; none means the defaults. */
export interface TaxSettingsTable {
  id: number;
  tax_included_in_prices: boolean;
  updated_at: Date;
}
