// A product's stock summary (wire `stock.inStock`, `stock.inventoryStatus`) in SQL, for the product
// query's filters. It mirrors effectiveVariant and stockSummary (computed-fields.ts) exactly, so a
// filter selects the products whose answer shows the value (products-query-filters tests hold it to that).
import { sql } from 'kysely';

/** A stored variant's (aliased `v`) effective in-stock flag: counted stock when tracked, else the flag. */
const variantInStock = sql<boolean>`(case when v.track_quantity then coalesce(v.quantity, 0) > 0 else v.in_stock end)`;

/** The product's (aliased `p`) own flag, used when it has no stored variants. */
const ownInStock = sql<boolean>`(case when p.track_inventory then coalesce(p.quantity, 0) > 0 else p.in_stock end)`;

/** An aggregate over the counted variants: the visible ones, or every one when none is visible. */
const overCounted = (aggregate: 'bool_or' | 'bool_and') =>
  sql`coalesce(${sql.raw(aggregate)}(${variantInStock}) filter (where v.visible), ${sql.raw(aggregate)}(${variantInStock}))`;

/** `stock.inStock`: some counted variant is in stock. */
export const inStockSql = sql<boolean>`coalesce((select ${overCounted('bool_or')}
  from product_variants v where v.product_id = p.id), ${ownInStock})`;

/** `stock.inventoryStatus`: every counted variant in stock, none, or some. */
export const inventoryStatusSql = sql<string>`coalesce((select case
    when ${overCounted('bool_and')} then 'IN_STOCK'
    when ${overCounted('bool_or')} then 'PARTIALLY_OUT_OF_STOCK'
    else 'OUT_OF_STOCK' end
  from product_variants v where v.product_id = p.id having count(*) > 0),
  case when ${ownInStock} then 'IN_STOCK' else 'OUT_OF_STOCK' end)`;
