// A product listing's state (search, price range, in stock, facet choices, sort, page) read from and written to the URL,
// and compiled to a product query, so every view of a listing is a link.
import type { ProductFacetsRequest, QueryProductsOptions } from '@cartwright/client/products';
import type { ProductQuery } from '@cartwright/react';
import {
  type FacetChoices,
  facetFilters,
  parseFacetChoices,
  writeFacetChoices,
} from './listing-facets-params.js';

/** Products per page of a listing. */
export const PAGE_SIZE = 12;

/**
 * Sort orders a shopper can pick, with the wire sort each one sends. Prices are the ones shown, after
 * discounts. The best match is the server's order for a search, so it sends no sort.
 */
export const SORTS = {
  relevance: { label: 'Best match', apply: (q) => q },
  newest: { label: 'Newest', apply: (q) => q.descending('numericId') },
  'price-asc': { label: 'Price: low to high', apply: (q) => q.ascending('priceData.discountedPrice') },
  'price-desc': { label: 'Price: high to low', apply: (q) => q.descending('priceData.discountedPrice') },
  name: { label: 'Name: A to Z', apply: (q) => q.ascending('name') },
} as const satisfies Record<string, { label: string; apply: ProductQuery }>;

export type SortKey = keyof typeof SORTS;

/** The order a listing has when none is picked: the best match for a search, else the newest first. */
export const defaultSort = (search: string): SortKey => (search === '' ? 'newest' : 'relevance');

/** The sort keys a listing offers: the best match only when searching. */
export const sortsFor = (search: string): SortKey[] =>
  (Object.keys(SORTS) as SortKey[]).filter((key) => key !== 'relevance' || search !== '');

/**
 * The listing for new search text: a sort left at its default follows the search's default (the best
 * match while searching, the newest otherwise); a sort the shopper picked stays.
 */
export function withSearch(listing: ListingParams, search: string): ListingParams {
  const sort = listing.sort === defaultSort(listing.search) ? defaultSort(search) : listing.sort;
  return { ...listing, search, sort: sort === 'relevance' && search === '' ? 'newest' : sort };
}

export interface ListingParams extends FacetChoices {
  /** Words to find in names, descriptions, SKUs and brands, any case; empty for every product. */
  search: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  sort: SortKey;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LISTING: ListingParams = {
  search: '',
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
  sort: 'newest',
  page: 1,
};

function price(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Reads a listing from a URL search string; values that make no sense fall back to the defaults. */
export function parseListing(urlSearch: string): ListingParams {
  const params = new URLSearchParams(urlSearch);
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const search = (params.get('q') ?? '').trim();
  return {
    search,
    minPrice: price(params.get('min')),
    maxPrice: price(params.get('max')),
    inStock: params.get('inStock') === '1',
    sort: sortsFor(search).includes(sort as SortKey) ? (sort as SortKey) : defaultSort(search),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...parseFacetChoices(params),
  };
}

/** The search string for a listing, leaving out defaults so links stay short (no leading `?`). */
export function listingSearch(listing: ListingParams): string {
  const params = new URLSearchParams();
  if (listing.search !== '') params.set('q', listing.search);
  if (listing.minPrice !== undefined) params.set('min', String(listing.minPrice));
  if (listing.maxPrice !== undefined) params.set('max', String(listing.maxPrice));
  if (listing.inStock) params.set('inStock', '1');
  writeFacetChoices(params, listing);
  if (listing.sort !== defaultSort(listing.search)) params.set('sort', listing.sort);
  if (listing.page > 1) params.set('page', String(listing.page));
  return params.toString();
}

/** The search and facet choices beside a listing's query: the server applies them (see listingQuery). */
export function listingOptions(listing: ListingParams): QueryProductsOptions {
  const filters = facetFilters(listing);
  return {
    ...(listing.search === '' ? {} : { search: listing.search }),
    ...(filters ? { facetFilters: filters } : {}),
  };
}

/**
 * The facet counts of a listing: its search and facet choices, with "in stock only" as the stock group's
 * choice, over its collection and price range (which every count keeps).
 */
export function listingFacetsRequest(listing: ListingParams, collectionId?: string): ProductFacetsRequest {
  const filter = [
    ...(collectionId === undefined ? [] : [{ collectionIds: { $hasSome: [collectionId] } }]),
    ...(listing.minPrice === undefined ? [] : [{ 'priceData.discountedPrice': { $gte: listing.minPrice } }]),
    ...(listing.maxPrice === undefined ? [] : [{ 'priceData.discountedPrice': { $lte: listing.maxPrice } }]),
  ];
  const { facetFilters: filters, ...search } = listingOptions(listing);
  const chosen = { ...filters, ...(listing.inStock ? { stock: ['IN_STOCK' as const] } : {}) };
  return {
    ...search,
    ...(filter.length > 0 ? { filter: { $and: filter } } : {}),
    ...(Object.keys(chosen).length > 0 ? { facetFilters: chosen } : {}),
  };
}

/**
 * The product query for one page of a listing, optionally inside one collection; the price range is of
 * the prices shown (after discounts), and "in stock only" is the server's `stock.inStock` filter, so
 * counts and pages hold in-stock products only. The search goes beside it, in listingOptions.
 */
export function listingQuery(listing: ListingParams, collectionId?: string): ProductQuery {
  return (query) => {
    let q = query;
    if (collectionId !== undefined) q = q.hasSome('collectionIds', [collectionId]);
    if (listing.minPrice !== undefined) q = q.ge('priceData.discountedPrice', listing.minPrice);
    if (listing.maxPrice !== undefined) q = q.le('priceData.discountedPrice', listing.maxPrice);
    if (listing.inStock) q = q.eq('stock.inStock', true);
    return SORTS[listing.sort]
      .apply(q)
      .limit(PAGE_SIZE)
      .skip((listing.page - 1) * PAGE_SIZE);
  };
}

/**
 * The listing's count line: the range only when the products fill more than one page ("1 product.",
 * "5 products.", "Showing 13–24 of 40 products.").
 * @example resultsSentence(1, 5, 5) // "5 products."
 */
export function resultsSentence(first: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No products match these filters.';
  if (shown === total) return total === 1 ? '1 product.' : `${total} products.`;
  return `Showing ${first}–${first + shown - 1} of ${total} products.`;
}
