// Tests of listing parameters: URL round trips, bad values, and the wire query they compile to.

import { createClient } from '@cartwright/client';
import { queryProducts } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING,
  listingOptions,
  listingQuery,
  listingSearch,
  PAGE_SIZE,
  parseListing,
  resultsSentence,
  withSearch,
} from './listing-params.js';

const client = createClient({ host: 'http://store.test' });
const wire = (...args: Parameters<typeof listingQuery>) =>
  listingQuery(...args)(queryProducts(client)).build();

describe('parseListing and listingSearch', () => {
  it('round-trips every parameter and leaves defaults out of the URL', () => {
    const listing = {
      search: 'Hat',
      minPrice: 10,
      maxPrice: 49.5,
      inStock: true,
      sort: 'price-desc',
      page: 3,
    } as const;
    const search = listingSearch(listing);
    expect(search).toBe('q=Hat&min=10&max=49.5&inStock=1&sort=price-desc&page=3');
    expect(parseListing(`?${search}`)).toEqual(listing);
    expect(listingSearch(DEFAULT_LISTING)).toBe('');
    expect(parseListing('')).toEqual(DEFAULT_LISTING);
  });

  it('ignores values that make no sense instead of failing', () => {
    expect(parseListing('min=-5&max=abc&sort=cheapest&page=0&inStock=yes&q=%20%20')).toEqual(DEFAULT_LISTING);
    expect(parseListing('page=2.5').page).toBe(1);
    expect(parseListing('sort=toString').sort).toBe('newest');
  });

  it('orders a search by best match unless the shopper picks a sort, and a listing without one by newest', () => {
    expect(parseListing('q=goose').sort).toBe('relevance');
    expect(listingSearch(parseListing('q=goose'))).toBe('q=goose');
    expect(parseListing('q=goose&sort=newest').sort).toBe('newest');
    expect(listingSearch(parseListing('q=goose&sort=newest'))).toBe('q=goose&sort=newest');
    // No search, no best match.
    expect(parseListing('sort=relevance').sort).toBe('newest');
    expect(withSearch(DEFAULT_LISTING, 'goose').sort).toBe('relevance');
    expect(withSearch({ ...DEFAULT_LISTING, sort: 'price-asc' }, 'goose').sort).toBe('price-asc');
    expect(withSearch(parseListing('q=goose'), '').sort).toBe('newest');
    expect(withSearch(parseListing('q=goose&sort=name'), '').sort).toBe('name');
  });
});

describe('listingQuery', () => {
  it('compiles the price range (of the prices shown), in stock, sort and page to the wire query', () => {
    const listing = {
      search: 'Hat',
      minPrice: 10,
      maxPrice: 50,
      inStock: true,
      sort: 'price-asc',
      page: 2,
    } as const;
    expect(wire(listing)).toEqual({
      filter: {
        $and: [
          { 'priceData.discountedPrice': { $gte: 10 } },
          { 'priceData.discountedPrice': { $lte: 50 } },
          { 'stock.inStock': true },
        ],
      },
      sort: [{ fieldName: 'priceData.discountedPrice', order: 'ASC' }],
      paging: { limit: PAGE_SIZE, offset: PAGE_SIZE },
    });
    expect(wire({ ...listing, sort: 'price-desc' }).sort).toEqual([
      { fieldName: 'priceData.discountedPrice', order: 'DESC' },
    ]);
  });

  it('sends the search beside the query, and no sort for the best match', () => {
    const listing = parseListing('q=goose%20kettle');
    expect(listingOptions(listing)).toEqual({ search: 'goose kettle' });
    expect(wire(listing)).toEqual({ paging: { limit: PAGE_SIZE, offset: 0 } });
    expect(listingOptions(DEFAULT_LISTING)).toEqual({});
  });

  it('sorts the newest first by default and narrows to a collection when given one', () => {
    expect(wire(DEFAULT_LISTING, 'c-1')).toEqual({
      filter: { collectionIds: { $hasSome: ['c-1'] } },
      sort: [{ fieldName: 'numericId', order: 'DESC' }],
      paging: { limit: PAGE_SIZE, offset: 0 },
    });
    expect(wire({ ...DEFAULT_LISTING, sort: 'name' }).sort).toEqual([{ fieldName: 'name', order: 'ASC' }]);
  });
});

describe('resultsSentence', () => {
  it('counts the products of one page without a range, and gives the range across pages', () => {
    expect(resultsSentence(1, 1, 1)).toBe('1 product.');
    expect(resultsSentence(1, 5, 5)).toBe('5 products.');
    expect(resultsSentence(1, 12, 30)).toBe('Showing 1–12 of 30 products.');
    expect(resultsSentence(25, 6, 30)).toBe('Showing 25–30 of 30 products.');
    expect(resultsSentence(1, 0, 0)).toBe('No products match these filters.');
    // A page past the end shows nothing, whatever the total.
    expect(resultsSentence(37, 0, 30)).toBe('No products match these filters.');
  });
});
