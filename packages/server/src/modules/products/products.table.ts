// Catalog product tables: products, options and choices, variants, media; money columns are numeric strings.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** `numeric` comes back from PostgreSQL as a string and is written as one: never a float. */
type Numeric = string;
/** jsonb: parsed on the way out, written as JSON text (pg would send a JS array as a PostgreSQL array). */
type Json<T = unknown> = ColumnType<T, string, string>;
type DefaultedJson = ColumnType<unknown, string | undefined, string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableJson = ColumnType<unknown, string | null, string | null>;

export interface ProductsTable {
  id: string;
  numeric_id: Generated<number | bigint>;
  name: string;
  slug: string;
  description: Defaulted<string>;
  sku: Defaulted<string>;
  visible: Defaulted<boolean>;
  product_type: Defaulted<string>;
  price: Defaulted<Numeric>;
  cost: Numeric | null;
  discount_type: Defaulted<string>;
  discount_value: Defaulted<Numeric>;
  weight: Numeric | null;
  ribbon: Defaulted<string>;
  brand: Defaulted<string>;
  manage_variants: Defaulted<boolean>;
  track_inventory: Defaulted<boolean>;
  quantity: number | null;
  in_stock: Defaulted<boolean>;
  price_per_unit_data: NullableJson;
  additional_info_sections: DefaultedJson;
  custom_text_fields: DefaultedJson;
  product_dimensions: NullableJson;
  package_dimensions: NullableJson;
  seo_data: NullableJson;
  created_at: Date;
  updated_at: Date;
}
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductRowUpdate = Updateable<ProductsTable>;

export interface ProductOptionsTable {
  id: string;
  product_id: string;
  position: number;
  name: string;
  option_type: string;
}
export type ProductOptionRow = Selectable<ProductOptionsTable>;

export interface ProductChoicesTable {
  id: string;
  option_id: string;
  position: number;
  value: string;
  description: string;
  in_stock: boolean;
  visible: boolean;
}
export type ProductChoiceRow = Selectable<ProductChoicesTable>;

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  position: number;
  /** Option name → choice description. */
  choices: Json<Record<string, string>>;
  price: Numeric | null;
  cost: Numeric | null;
  weight: Numeric | null;
  sku: string | null;
  visible: Defaulted<boolean>;
  product_dimensions: NullableJson;
  package_dimensions: NullableJson;
  track_quantity: Defaulted<boolean>;
  quantity: number | null;
  in_stock: Defaulted<boolean>;
}
export type ProductVariantRow = Selectable<ProductVariantsTable>;
export type NewProductVariantRow = Insertable<ProductVariantsTable>;
export type ProductVariantRowUpdate = Updateable<ProductVariantsTable>;

export interface ProductMediaTable {
  id: string;
  product_id: string;
  position: number;
  media_type: string;
  url: string;
  width: number | null;
  height: number | null;
  title: string;
  alt_text: string;
}
export type ProductMediaRow = Selectable<ProductMediaTable>;

export interface ProductChoiceMediaTable {
  choice_id: string;
  media_id: string;
  position: number;
}
