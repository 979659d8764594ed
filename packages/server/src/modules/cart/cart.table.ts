// Cart tables: the current carts, their line items, and the Idempotency-Key records of cart calls.
import type {
  CatalogReference,
  ContactInfo,
  CustomLineItemInput,
  SelectedShippingOption,
} from '@cartwright/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { CartOwnerKind } from '../../caller.js';

/** `numeric` comes back as a string and is written as one: never a float. */
type Numeric = string;
/** jsonb: parsed on the way out, written as JSON text. */
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CartsTable {
  id: string;
  owner_kind: CartOwnerKind;
  owner_id: string;
  buyer_note: string | null;
  buyer_email: string | null;
  contact_info: NullableJson<ContactInfo>;
  selected_shipping_option: NullableJson<SelectedShippingOption>;
  business_location_id: string | null;
  coupon_id: string | null;
  coupon_code: string | null;
  /** Read through `::text[]`: the pg driver would turn a numeric array into floats. */
  merchant_discounts: ColumnType<Numeric[], string[] | undefined, string[]>;
  checkout_id: string | null;
  /** The server instance that wrote the cart last (migration 0010); null when the writer named none. */
  written_by: string | null;
  revision: Defaulted<number | bigint>;
  created_at: Date;
  updated_at: Date;
}
export type CartRow = Selectable<CartsTable>;

/** What an admin gave for a custom line item, apart from its quantity, prices and reference (kept in columns). */
export type CustomItemFields = Omit<
  CustomLineItemInput,
  'quantity' | 'price' | 'fullPrice' | 'catalogReference'
>;

export interface CartLineItemsTable {
  id: string;
  cart_id: string;
  position: number;
  quantity: number;
  catalog_reference: NullableJson<CatalogReference>;
  /** Catalog lines: product, resolved variant and custom text; null for custom lines. */
  merge_key: string | null;
  custom_item: NullableJson<CustomItemFields>;
  price: Numeric | null;
  full_price: Numeric | null;
  created_at: Date;
}
export type CartLineItemRow = Selectable<CartLineItemsTable>;

export interface IdempotencyKeysTable {
  owner_kind: CartOwnerKind;
  owner_id: string;
  key: string;
  /** SHA-256 of the call and its body: the same key with another body is refused. */
  request_hash: string;
  /** Filled in the same transaction as the call's effect; a failed call leaves no record. */
  response_status: number | null;
  /** `json`, not `jsonb`: a replay answers the body with its keys in their original order. */
  response_body: NullableJson<unknown>;
  created_at: Date;
}
