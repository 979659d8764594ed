// R-10's SQL: the filterable fields of wire.md §2.7 "Products" (plus visibility and the stock summary) over
// the products table, and the page statement.
import {
  INVENTORY_STATUSES,
  type PlatformQuery,
  PRODUCT_TYPES,
  type ProductFacetFilters,
} from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { type QueryFieldMap, runQuery } from '../../../query/compile-query.js';
import { currencyColumn, snapshotColumns } from '../snapshot/snapshot.repository.js';
import { collectionIdsField } from './collection-ids-field.sql.js';
import { allFacetConditions } from './facet-filters.sql.js';
import { searchMatches, searchRanking } from './search-ranking.sql.js';
import { inStockSql, inventoryStatusSql } from './stock.sql.js';

export const PRODUCT_QUERY_FIELDS: QueryFieldMap = {
  id: { expression: sql`p.id::text`, type: 'string' },
  createdDate: { expression: sql.ref('p.created_at'), type: 'date', sortable: false },
  lastUpdated: { expression: sql.ref('p.updated_at'), type: 'date' },
  name: { expression: sql.ref('p.name'), type: 'string' },
  description: { expression: sql.ref('p.description'), type: 'string', sortable: false },
  sku: { expression: sql.ref('p.sku'), type: 'string' },
  price: { expression: sql.ref('p.price'), type: 'number' },
  'priceData.price': { expression: sql.ref('p.price'), type: 'number' },
  // The price after the product's discount: the one a shopper pays and a storefront shows.
  'priceData.discountedPrice': { expression: sql.ref('p.discounted_price'), type: 'number' },
  numericId: { expression: sql.ref('p.numeric_id'), type: 'number' },
  productType: { expression: sql.ref('p.product_type'), type: 'enum', enumValues: PRODUCT_TYPES },
  slug: { expression: sql.ref('p.slug'), type: 'string' },
  collectionIds: collectionIdsField,
  // Cartwright: visibility, so the store admin can list hidden products only (shoppers see visible ones anyway).
  visible: { expression: sql.ref('p.visible'), type: 'boolean' },
  // Cartwright: the stock summary the product answers with, so a storefront lists in-stock products only.
  'stock.inStock': { expression: inStockSql, type: 'boolean', sortable: false },
  'stock.inventoryStatus': {
    expression: inventoryStatusSql,
    type: 'enum',
    enumValues: INVENTORY_STATUSES,
    sortable: false,
  },
};

/**
 * One page of products matching `query` (and `search`, when given), newest change first by default, or the
 * best match first when searching. Each row brings the product's parts and the store currency: the page
 * is one statement.
 */
export function productsPage(
  db: Db,
  query: PlatformQuery | undefined,
  visibleOnly: boolean,
  search: string | undefined,
  {
    facetFilters,
    fields = PRODUCT_QUERY_FIELDS,
  }: { facetFilters?: ProductFacetFilters; fields?: QueryFieldMap } = {},
) {
  let base = db
    .selectFrom('products as p')
    .selectAll('p')
    .select([...snapshotColumns(), currencyColumn()])
    .where(allFacetConditions(facetFilters));
  if (visibleOnly) base = base.where('p.visible', '=', true);
  if (search === undefined) {
    return runQuery(base, query, fields, {
      tieBreaker: sql.ref('p.id'),
      defaultSort: [
        { fieldName: fields === PRODUCT_QUERY_FIELDS ? 'lastUpdated' : 'updatedDate', order: 'DESC' },
      ],
    });
  }
  const searched = base
    .innerJoin('product_search as ps', 'ps.product_id', 'p.id')
    .where(searchMatches(search));
  return runQuery(searched, query, fields, {
    tieBreaker: sql.ref('p.id'),
    defaultOrder: searchRanking(search),
  });
}
