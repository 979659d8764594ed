// R-10 query products: the filterable fields of wire.md §2.7 "Products" (plus visibility and the stock summary)
// over the products table.
import {
  INVENTORY_STATUSES,
  PRODUCT_TYPES,
  type QueryProductsRequest,
  type QueryProductsResponse,
} from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Caller } from '../../../caller.js';
import { isAdmin } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { type QueryFieldMap, runQuery } from '../../../query/compile-query.js';
import type { ReadContext } from '../read-context.js';
import { toWireProduct } from '../snapshot/product-snapshot.js';
import { currencyColumn, snapshotColumns, toSnapshot } from '../snapshot/snapshot-read.js';
import { collectionIdsField } from './collection-ids-field.js';
import { inStockSql, inventoryStatusSql } from './stock-sql.js';

export const PRODUCT_QUERY_FIELDS: QueryFieldMap = {
  id: { expression: sql`p.id::text`, type: 'string' },
  createdDate: { expression: sql.ref('p.created_at'), type: 'date', sortable: false },
  lastUpdated: { expression: sql.ref('p.updated_at'), type: 'date' },
  name: { expression: sql.ref('p.name'), type: 'string' },
  description: { expression: sql.ref('p.description'), type: 'string', sortable: false },
  sku: { expression: sql.ref('p.sku'), type: 'string' },
  price: { expression: sql.ref('p.price'), type: 'number' },
  'priceData.price': { expression: sql.ref('p.price'), type: 'number' },
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
 * Products matching `request.query`, newest change first by default. Shoppers see visible products
 * only; admins see hidden ones too when they ask (`includeHiddenProducts`), and cost and profit with
 * `includeMerchantSpecificData`. Variants are included on request (`includeVariants`).
 */
export async function queryProducts(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  request: QueryProductsRequest,
  ctx: ReadContext,
): Promise<QueryProductsResponse> {
  const admin = isAdmin(caller);
  // Each page row brings the product's parts and the store currency: the page is one statement.
  let base = deps.db
    .selectFrom('products as p')
    .selectAll('p')
    .select([...snapshotColumns(), currencyColumn()]);
  if (!(admin && request.includeHiddenProducts)) base = base.where('p.visible', '=', true);
  const page = await runQuery(base, request.query, PRODUCT_QUERY_FIELDS, {
    tieBreaker: sql.ref('p.id'),
    defaultSort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
  });
  const options = {
    currency: page.items[0]?.store_currency ?? 'USD',
    baseUrl: ctx.baseUrl,
    merchantData: admin && request.includeMerchantSpecificData === true,
    includeVariants: request.includeVariants === true,
  };
  const products = page.items.map(({ store_currency, ...row }) => toWireProduct(toSnapshot(row), options));
  return { products, metadata: page.metadata };
}
