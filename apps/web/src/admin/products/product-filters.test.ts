import { createClient } from '@cartwright/client';
import { queryProducts } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import { type ProductFilters, productListOptions, productListQuery, withSearch } from './product-filters.js';

const base: ProductFilters = {
  search: '',
  collectionId: '',
  visibility: 'all',
  stock: 'all',
  sort: 'updated',
  page: 1,
};
const built = (filters: ProductFilters) =>
  productListQuery(filters, 20)(queryProducts(createClient({ host: 'http://store.test' }))).build();

describe('the admin product list query', () => {
  it('asks the server for in-stock or out-of-stock products, and for the page asked', () => {
    expect(built({ ...base, stock: 'in' }).filter).toEqual({ 'stock.inStock': true });
    expect(built({ ...base, stock: 'out', search: 'Mug', page: 3 })).toMatchObject({
      filter: { 'stock.inStock': false },
      paging: { limit: 20, offset: 40 },
    });
    expect(built(base).filter ?? {}).toEqual({});
  });

  it('asks the server for hidden or visible products only, and for both by default', () => {
    expect(built({ ...base, visibility: 'hidden' }).filter).toEqual({ visible: false });
    expect(built({ ...base, visibility: 'visible', stock: 'in' }).filter).toEqual({
      $and: [{ 'stock.inStock': true }, { visible: true }],
    });
    expect(built({ ...base, stock: 'out' }).filter).toEqual({ 'stock.inStock': false });
  });

  it('sends the search beside the query, best match first unless another sort is picked', () => {
    const searching = withSearch(base, 'goose');
    expect(searching.sort).toBe('relevance');
    expect(productListOptions(searching)).toEqual({
      includeHiddenProducts: true,
      includeMerchantSpecificData: true,
      search: 'goose',
    });
    expect(built(searching).sort).toBeUndefined();
    expect(withSearch({ ...base, sort: 'price-asc' }, 'goose').sort).toBe('price-asc');
    expect(withSearch(searching, '').sort).toBe('updated');
    expect(productListOptions({ ...base, visibility: 'visible' })).toEqual({
      includeHiddenProducts: false,
      includeMerchantSpecificData: true,
    });
    // The admin's price sort is the full price, before discounts.
    expect(built({ ...base, sort: 'price-asc' }).sort).toEqual([
      { fieldName: 'priceData.price', order: 'ASC' },
    ]);
  });
});
