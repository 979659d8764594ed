// V3 query, search and count of products: the V1 query's statement over the V3 field names, cursor paged,
// answered in V3 shape. Shoppers see visible products only; admins also hidden ones on request.
import type {
  CountProductsV3Request,
  CountProductsV3Response,
  CursorQuery,
  QueryProductsV3Response,
  V3ProductField,
} from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import { isAdmin } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { productsPage } from '../query/products-query.sql.js';
import type { ReadContext } from '../read-context.js';
import { toSnapshot } from '../snapshot/snapshot.repository.js';
import { cursorMetadata, cursorState } from './v3-cursor.js';
import { toV3Product } from './v3-product.js';
import { V3_PRODUCT_QUERY_FIELDS } from './v3-query-fields.sql.js';

export interface V3QueryInput {
  query?: CursorQuery;
  fields?: V3ProductField[];
  returnNonVisibleProducts?: boolean;
  /** Free text through the store's product search (the V1 search's words, typos and ranking). */
  search?: string;
}

/**
 * A cursor page of products in V3 shape. With `search`, the best match comes first unless a sort is given.
 * @example await queryProductsV3(deps, caller, { query: { cursorPaging: { limit: 10 } } }, { baseUrl })
 */
export async function queryProductsV3(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  input: V3QueryInput,
  ctx: ReadContext,
): Promise<QueryProductsV3Response> {
  const admin = isAdmin(caller);
  const { state, limit } = cursorState(input.query, input.search?.trim() || undefined);
  const page = await productsPage(
    deps.db,
    { filter: state.filter, sort: state.sort, paging: { limit, offset: state.offset } },
    !(admin && input.returnNonVisibleProducts),
    state.search,
    { fields: V3_PRODUCT_QUERY_FIELDS },
  );
  const fields = new Set(input.fields ?? []);
  const merchantData = admin && fields.has('MERCHANT_DATA');
  const products = page.items.map(({ store_currency, ...row }) =>
    toV3Product(toSnapshot(row), { currency: store_currency, baseUrl: ctx.baseUrl, fields, merchantData }),
  );
  return {
    products,
    pagingMetadata: cursorMetadata(state, limit, products.length, page.metadata.total),
  };
}

/** How many products match `filter` (and `search.expression`), as the caller may see them. */
export async function countProductsV3(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  request: CountProductsV3Request,
): Promise<CountProductsV3Response> {
  const search = request.search?.expression?.trim() || undefined;
  const page = await productsPage(
    deps.db,
    { filter: request.filter, paging: { limit: 0 } },
    !(isAdmin(caller) && request.returnNonVisibleProducts),
    search,
    { fields: V3_PRODUCT_QUERY_FIELDS },
  );
  return { count: page.metadata.total };
}
