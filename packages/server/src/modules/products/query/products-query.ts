// R-10 query products: a page of products as the caller may see them, each with its parts, as wire products.
import type { QueryProductsRequest, QueryProductsResponse } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import { isAdmin } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import type { ReadContext } from '../read-context.js';
import { toWireProduct } from '../snapshot/product-snapshot.js';
import { toSnapshot } from '../snapshot/snapshot.repository.js';
import { productsPage } from './products-query.sql.js';

/**
 * Products matching `request.query` and `request.search`, newest change first by default, best match first
 * when searching, narrowed by `request.facetFilters`. Blank search text is no search. Shoppers see visible products
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
  const search = request.search?.trim() || undefined;
  const visibleOnly = !(admin && request.includeHiddenProducts);
  const page = await productsPage(deps.db, request.query, visibleOnly, search, {
    facetFilters: request.facetFilters,
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
