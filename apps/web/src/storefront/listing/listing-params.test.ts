// Tests of listing parameters: URL round trips, bad values, and the wire query they compile to.

import { createClient } from '@cartwright/client';
import { queryProducts } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, listingQuery, listingSearch, PAGE_SIZE, parseListing } from './listing-params.js';

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
});

describe('listingQuery', () => {
  it('compiles search, price range, in stock, sort and page to the wire query', () => {
    const query = wire({
      search: 'Hat',
      minPrice: 10,
      maxPrice: 50,
      inStock: true,
      sort: 'price-asc',
      page: 2,
    });
    expect(query).toEqual({
      filter: {
        $and: [
          { name: { $startsWith: 'Hat' } },
          { 'priceData.price': { $gte: 10 } },
          { 'priceData.price': { $lte: 50 } },
          { 'stock.inStock': true },
        ],
      },
      sort: [{ fieldName: 'priceData.price', order: 'ASC' }],
      paging: { limit: PAGE_SIZE, offset: PAGE_SIZE },
    });
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
