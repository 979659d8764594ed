// The product list's search, filters and sort, and the product query they make: every one of them goes to the
// server, so counts and pages are of the products that match.

import type { Collection } from '@cartwright/client/collections';
import type { QueryProductsOptions } from '@cartwright/client/products';
import { PRODUCT_SEARCH_MAX_LENGTH } from '@cartwright/contracts/limits';
import type { ProductQuery } from '@cartwright/react';
import { type FormEvent, useId } from 'react';
import { FilterSelect } from '../../ui/entities/filter-select.js';

/** Prices here are full prices, before discounts; the best match is the server's order for a search. */
export const SORTS = {
  relevance: 'Best match',
  updated: 'Recently changed',
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  sku: 'SKU',
} as const;
export type SortKey = keyof typeof SORTS;

/** The sorts to offer without a search: the best match needs one. */
const { relevance: _, ...withoutRelevance } = SORTS;

const VISIBILITIES = { all: 'Visible and hidden', visible: 'Visible only', hidden: 'Hidden only' } as const;
const STOCKS = { all: 'In and out of stock', in: 'In stock only', out: 'Out of stock only' } as const;

export interface ProductFilters {
  search: string;
  collectionId: string;
  visibility: keyof typeof VISIBILITIES;
  stock: keyof typeof STOCKS;
  sort: SortKey;
  page: number;
}

/** The order a list has when none is picked: the best match for a search, else the last changed first. */
const defaultSort = (search: string): SortKey => (search === '' ? 'updated' : 'relevance');

/** The filters for new search text: a sort left at its default follows the search's default. */
export function withSearch(filters: ProductFilters, search: string): ProductFilters {
  const sort = filters.sort === defaultSort(filters.search) ? defaultSort(search) : filters.sort;
  return { ...filters, search, sort: sort === 'relevance' && search === '' ? 'updated' : sort };
}

/** What goes beside the query: the search, and hidden products and cost unless only visible ones are asked for. */
export function productListOptions(filters: ProductFilters): QueryProductsOptions {
  return {
    includeHiddenProducts: filters.visibility !== 'visible',
    includeMerchantSpecificData: true,
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** The server-side part of the filters: one page of the product query (the search goes in productListOptions). */
export function productListQuery(filters: ProductFilters, pageSize: number): ProductQuery {
  return (query) => {
    let q = query;
    if (filters.collectionId) q = q.hasSome('collectionIds', [filters.collectionId]);
    if (filters.stock !== 'all') q = q.eq('stock.inStock', filters.stock === 'in');
    if (filters.visibility !== 'all') q = q.eq('visible', filters.visibility === 'visible');
    switch (filters.sort) {
      case 'name-asc':
        q = q.ascending('name');
        break;
      case 'name-desc':
        q = q.descending('name');
        break;
      case 'price-asc':
        q = q.ascending('priceData.price');
        break;
      case 'price-desc':
        q = q.descending('priceData.price');
        break;
      case 'sku':
        q = q.ascending('sku');
        break;
      case 'relevance':
        break;
      default:
        q = q.descending('lastUpdated');
    }
    return q.limit(pageSize).skip((filters.page - 1) * pageSize);
  };
}

interface ProductFiltersFormProps {
  filters: ProductFilters;
  collections: Collection[];
  onChange: (filters: ProductFilters) => void;
}

/** Search applies on submit, the selects at once; every change goes back to the first page. */
export function ProductFiltersForm({ filters, collections, onChange }: ProductFiltersFormProps) {
  const id = useId();
  const apply = (patch: Partial<ProductFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(withSearch(filters, String(new FormData(event.currentTarget).get('q') ?? '').trim()));
  };
  return (
    <search aria-label="Filter products">
      <form className="listing-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>Search products</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.search}
            maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          />
        </div>
        <button type="submit">Search</button>
        <FilterSelect
          label="Collection"
          value={filters.collectionId}
          choices={{ '': 'Any collection', ...Object.fromEntries(collections.map((c) => [c.id, c.name])) }}
          onChange={(collectionId) => apply({ collectionId })}
        />
        <FilterSelect
          label="Visibility"
          value={filters.visibility}
          choices={VISIBILITIES}
          onChange={(visibility) => apply({ visibility })}
        />
        <FilterSelect
          label="Stock"
          value={filters.stock}
          choices={STOCKS}
          onChange={(stock) => apply({ stock })}
        />
        <FilterSelect
          label="Sort by"
          value={filters.sort}
          choices={filters.search === '' ? withoutRelevance : SORTS}
          onChange={(sort) => apply({ sort })}
        />
      </form>
    </search>
  );
}
