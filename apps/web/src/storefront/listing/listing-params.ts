// A product listing's state (search, price range, in stock, sort, page) read from and written to the URL,
// and compiled to a product query, so every view of a listing is a link.
import type { ProductQuery } from '@cartwright/react';

/** Products per page of a listing. */
export const PAGE_SIZE = 12;

/** Sort orders a shopper can pick, with the wire sort each one sends. */
export const SORTS = {
  newest: { label: 'Newest', apply: (q) => q.descending('numericId') },
  'price-asc': { label: 'Price: low to high', apply: (q) => q.ascending('priceData.price') },
  'price-desc': { label: 'Price: high to low', apply: (q) => q.descending('priceData.price') },
  name: { label: 'Name: A to Z', apply: (q) => q.ascending('name') },
} as const satisfies Record<string, { label: string; apply: ProductQuery }>;

export type SortKey = keyof typeof SORTS;

export interface ListingParams {
  /** Name prefix; empty for every name. */
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
export function parseListing(search: string): ListingParams {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    minPrice: price(params.get('min')),
    maxPrice: price(params.get('max')),
    inStock: params.get('inStock') === '1',
    sort: Object.hasOwn(SORTS, sort) ? (sort as SortKey) : DEFAULT_LISTING.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search string for a listing, leaving out defaults so links stay short (no leading `?`). */
export function listingSearch(listing: ListingParams): string {
  const params = new URLSearchParams();
  if (listing.search !== '') params.set('q', listing.search);
  if (listing.minPrice !== undefined) params.set('min', String(listing.minPrice));
  if (listing.maxPrice !== undefined) params.set('max', String(listing.maxPrice));
  if (listing.inStock) params.set('inStock', '1');
  if (listing.sort !== DEFAULT_LISTING.sort) params.set('sort', listing.sort);
  if (listing.page > 1) params.set('page', String(listing.page));
  return params.toString();
}

/**
 * The product query for one page of a listing, optionally inside one collection; "in stock only" is the
 * server's `stock.inStock` filter, so counts and pages hold in-stock products only.
 */
export function listingQuery(listing: ListingParams, collectionId?: string): ProductQuery {
  return (query) => {
    let q = query;
    if (collectionId !== undefined) q = q.hasSome('collectionIds', [collectionId]);
    if (listing.search !== '') q = q.startsWith('name', listing.search);
    if (listing.minPrice !== undefined) q = q.ge('priceData.price', listing.minPrice);
    if (listing.maxPrice !== undefined) q = q.le('priceData.price', listing.maxPrice);
    if (listing.inStock) q = q.eq('stock.inStock', true);
    return SORTS[listing.sort]
      .apply(q)
      .limit(PAGE_SIZE)
      .skip((listing.page - 1) * PAGE_SIZE);
  };
}
