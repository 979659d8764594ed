// The storefront's product pages (`/product-page/:slug`) as the server serves their documents: which exist
// for shoppers, and the product each shows, read as the browser's own query reads it.
import type { Product } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { queryProducts } from '../query/products-query.js';
import type { ReadContext } from '../read-context.js';
import { selectVisibleProductPages } from './product-pages.repository.js';

/** A page a sitemap lists: the slug it is at and when what it shows last changed. */
export interface CatalogPage {
  slug: string;
  lastModified: Date;
}

/** Every product a shopper can see, as a page, by slug. */
export async function visibleProductPages(deps: Pick<AppDeps, 'db'>): Promise<CatalogPage[]> {
  const rows = await selectVisibleProductPages(deps.db);
  return rows.map((row) => ({ slug: row.slug, lastModified: row.updated_at }));
}

/**
 * The product a shopper sees at `/product-page/<slug>`, with its variants, as the storefront's query of
 * it answers (`slug` equal, one item); undefined for an unknown or hidden product.
 */
export async function visibleProductBySlug(
  deps: Pick<AppDeps, 'db'>,
  slug: string,
  ctx: ReadContext,
): Promise<Product | undefined> {
  const request = { query: { filter: { slug }, paging: { limit: 1 } }, includeVariants: true };
  const page = await queryProducts(deps, { kind: 'anonymous' }, request, ctx);
  return page.products[0];
}
