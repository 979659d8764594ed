// SQL for catalog items as carts name them: every reference of a cart resolved in one statement.
import { type RawBuilder, sql } from 'kysely';
import type { CatalogImage, ChosenOption } from '../../../cached-shapes.js';
import type { Db } from '../../../db/database.js';
import { savedStoreCurrencySql } from '../../store/index.js';
import type { ProductRow, ProductVariantRow } from '../products.table.js';

/** One reference to look up: a product and either a variant id or the choices that pick the variant. */
export interface CatalogItemKey {
  productId: string;
  variantId?: string;
  choices?: Record<string, string>;
}

export interface CatalogItemRow {
  /** Index of the reference this row answers. */
  ref: number;
  product: ProductRow;
  /** Whether the product has options (and so variant rows): then a key must pick one of them. */
  hasVariants: boolean;
  variant: ProductVariantRow | undefined;
  chosen: ChosenOption[];
  image: CatalogImage | undefined;
  collectionIds: string[];
  /** The store currency, read in the same statement. */
  currency: string | null;
}

type RawRow = ProductRow & {
  ref: number;
  v_id: string | null;
  v_position: number | null;
  v_choices: Record<string, string> | null;
  v_price: string | null;
  v_cost: string | null;
  v_weight: string | null;
  v_sku: string | null;
  v_visible: boolean | null;
  v_product_dimensions: unknown;
  v_package_dimensions: unknown;
  v_track_quantity: boolean | null;
  v_quantity: number | null;
  v_in_stock: boolean | null;
  chosen: ChosenOption[] | null;
  image: CatalogImage | null;
  collection_ids: string[];
  has_variants: boolean;
  currency: string | null;
};

/**
 * The keys as four parallel arrays unnested into rows: four parameters whatever the cart's size, which
 * PostgreSQL parses and plans faster than a VALUES list of four per key.
 */
function refRows(keys: readonly CatalogItemKey[]): RawBuilder<unknown> {
  return sql`select * from unnest(
    ${keys.map((_, i) => i)}::int[],
    ${keys.map((k) => k.productId)}::uuid[],
    ${keys.map((k) => k.variantId ?? null)}::uuid[],
    ${keys.map((k) => (k.choices ? JSON.stringify(k.choices) : null))}::jsonb[]
  ) as r (ref, product_id, variant_id, choices)`;
}

/**
 * One row per key whose product exists (keys must hold uuids only): the product, the variant the key
 * picks (by id, or by exactly its choices), the chosen options in option order, the image to show (the
 * first one assigned to a chosen choice, else the product's first), and the product's collections.
 */
export async function selectCatalogItems(db: Db, keys: readonly CatalogItemKey[]): Promise<CatalogItemRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<RawRow>`
    with refs as (${refRows(keys)})
    select r.ref, p.*,
      v.id as v_id, v.position as v_position, v.choices as v_choices, v.price as v_price, v.cost as v_cost,
      v.weight as v_weight, v.sku as v_sku, v.visible as v_visible,
      v.product_dimensions as v_product_dimensions, v.package_dimensions as v_package_dimensions,
      v.track_quantity as v_track_quantity, v.quantity as v_quantity, v.in_stock as v_in_stock,
      (select json_agg(json_build_object('name', o.name, 'type', o.option_type, 'value', c.value,
                                         'description', c.description) order by o.position)
         from product_options o
         join product_choices c on c.option_id = o.id and c.description = v.choices ->> o.name
        where o.product_id = p.id) as chosen,
      (select json_build_object('id', m.id, 'url', m.url, 'width', m.width, 'height', m.height,
                                'altText', m.alt_text)
         from product_media m
        where m.product_id = p.id and m.media_type = 'image'
        order by exists (
                   select 1 from product_choice_media cm
                     join product_choices c on c.id = cm.choice_id
                     join product_options o on o.id = c.option_id
                    where cm.media_id = m.id and c.description = v.choices ->> o.name) desc,
                 m.position
        limit 1) as image,
      array(select pc.collection_id from product_collections pc
             where pc.product_id = p.id order by pc.added_at, pc.collection_id) as collection_ids,
      exists (select 1 from product_variants pv where pv.product_id = p.id) as has_variants,
      ${savedStoreCurrencySql()} as currency
    from refs r
    join products p on p.id = r.product_id
    left join lateral (
      select * from product_variants v
       where v.product_id = p.id
         and case when r.variant_id is not null then v.id = r.variant_id else v.choices = r.choices end
       limit 1
    ) v on true
  `.execute(db);
  return rows.map(toCatalogItemRow);
}

/**
 * The raw row is the product's columns and the statement's own: it serves as the product as it is (copying
 * 27 columns out of it for each line cost more than the rest of the mapping).
 */
function toCatalogItemRow(raw: RawRow): CatalogItemRow {
  const variant: ProductVariantRow | undefined =
    raw.v_id === null
      ? undefined
      : {
          id: raw.v_id,
          product_id: raw.id,
          position: raw.v_position ?? 0,
          choices: raw.v_choices ?? {},
          price: raw.v_price,
          cost: raw.v_cost,
          weight: raw.v_weight,
          sku: raw.v_sku,
          visible: raw.v_visible ?? true,
          product_dimensions: raw.v_product_dimensions,
          package_dimensions: raw.v_package_dimensions,
          track_quantity: raw.v_track_quantity ?? false,
          quantity: raw.v_quantity,
          in_stock: raw.v_in_stock ?? true,
        };
  return {
    ref: Number(raw.ref),
    product: raw,
    hasVariants: raw.has_variants,
    variant,
    chosen: raw.chosen ?? [],
    image: raw.image ?? undefined,
    collectionIds: raw.collection_ids,
    currency: raw.currency,
  };
}
