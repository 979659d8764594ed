// A listing of products: filters, facet counts, the current page of results with its count, and paging, all from the URL.
import { useProductFacets, useProducts } from '@cartwright/react';
import { Link, useLocation, useSearch } from 'wouter';
import { ProductGrid } from '../product-card.js';
import { ProductGridSkeleton } from '../product-grid-skeleton.js';
import { ListingFacets } from './listing-facets.js';
import { ListingFilters } from './listing-filters.js';
import {
  type ListingParams,
  listingFacetsRequest,
  listingOptions,
  listingQuery,
  listingSearch,
  PAGE_SIZE,
  parseListing,
  resultsSentence,
} from './listing-params.js';

/** Products of the whole store, or of one collection when `collectionId` is given. */
export function ProductListing({ collectionId, label }: { collectionId?: string; label: string }) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const listing = parseListing(search);
  const products = useProducts(listingQuery(listing, collectionId), listingOptions(listing));
  const facets = useProductFacets(listingFacetsRequest(listing, collectionId));
  const counts = facets.data?.facets;
  const href = (next: ListingParams) => {
    const query = listingSearch(next);
    return query === '' ? path : `${path}?${query}`;
  };

  const page = products.data;
  const shown = page?.items ?? [];
  const total = page?.totalCount ?? 0;
  const first = (listing.page - 1) * PAGE_SIZE + 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // From the page's own figures, not `hasNext()`: a page the server rendered comes as plain JSON, without methods.
  const hasNext = page?.totalCount === undefined ? shown.length >= PAGE_SIZE : listing.page < pages;

  return (
    <div className="listing">
      <ListingFilters
        key={search}
        listing={listing}
        inStockCount={counts?.stock?.find((s) => s.status === 'IN_STOCK')?.count ?? (counts ? 0 : undefined)}
        onChange={(next) => navigate(href(next))}
      />
      <div className="listing-body">
        <ListingFacets
          choices={listing}
          counts={counts}
          onChange={(choices) => navigate(href({ ...listing, ...choices, page: 1 }))}
        />
        <section className="listing-results" aria-label="Results" aria-busy={products.isFetching}>
          <p
            className={products.isPending ? 'visually-hidden' : 'listing-count'}
            role="status"
            aria-live="polite"
          >
            {products.isPending
              ? 'Loading products…'
              : products.isError
                ? ''
                : resultsSentence(first, shown.length, total)}
          </p>
          {products.isError ? (
            <p className="error-message" role="alert">
              Products could not be loaded: {products.error.message}
            </p>
          ) : null}
          {products.isPending ? <ProductGridSkeleton count={PAGE_SIZE} /> : null}
          {shown.length > 0 ? <ProductGrid products={shown} label={label} /> : null}
          {pages > 1 ? (
            <nav className="pagination" aria-label="Pagination">
              {listing.page > 1 ? (
                <Link to={href({ ...listing, page: listing.page - 1 })} rel="prev">
                  Previous page
                </Link>
              ) : null}
              <span>
                Page {listing.page} of {pages}
              </span>
              {page && hasNext ? (
                <Link to={href({ ...listing, page: listing.page + 1 })} rel="next">
                  Next page
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
