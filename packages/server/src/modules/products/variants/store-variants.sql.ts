// R-8's SQL: the filterable fields of store-wide variants (a product without variants has one, its default)
// and the page statement, which answers ids only: the variants are read as their products' snapshots.
import type { PlatformQuery } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { type QueryFieldMap, runQuery } from '../../../query/compile-query.js';
import { collectionIdsField } from '../query/collection-ids-field.sql.js';
import { DEFAULT_VARIANT_ID } from '../snapshot/computed-fields.js';

const variantIdSql = sql`coalesce(v.id::text, ${DEFAULT_VARIANT_ID})`;

const STORE_VARIANT_QUERY_FIELDS: QueryFieldMap = {
  id: { expression: sql`p.id::text || '-' || ${variantIdSql}`, type: 'string' },
  productId: { expression: sql`p.id::text`, type: 'string' },
  variantId: { expression: variantIdSql, type: 'string' },
  productName: { expression: sql.ref('p.name'), type: 'string' },
  sku: { expression: sql`coalesce(v.sku, p.sku)`, type: 'string' },
  managedVariant: { expression: sql.ref('p.manage_variants'), type: 'boolean' },
  collectionIds: collectionIdsField,
};

/** One page of (product, variant) ids matching `query`, by product and variant position. */
export function storeVariantsPage(db: Db, query: PlatformQuery | undefined, visibleOnly: boolean) {
  let base = db
    .selectFrom('products as p')
    .leftJoin('product_variants as v', 'v.product_id', 'p.id')
    .select(['p.id as product_id', 'v.id as variant_id']);
  if (visibleOnly) base = base.where('p.visible', '=', true);
  return runQuery(base, query, STORE_VARIANT_QUERY_FIELDS, {
    tieBreaker: sql`(p.numeric_id, coalesce(v.position, 0))`,
  });
}
