import { createClient } from '@cartwright/client';
import type { Product } from '@cartwright/client/products';
import { queryProducts } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import { type ProductFilters, pageFilters, productListQuery } from './product-filters.js';

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
      filter: { $and: [{ name: { $startsWith: 'Mug' } }, { 'stock.inStock': false }] },
      paging: { limit: 20, offset: 40 },
    });
    expect(built(base).filter ?? {}).toEqual({});
  });

  it('narrows the answered page to hidden products only when asked', () => {
    const products: Product[] = [
      { id: 'a', visible: true },
      { id: 'b', visible: false },
    ];
    expect(pageFilters({ ...base, visibility: 'hidden' })(products).map((p) => p.id)).toEqual(['b']);
    expect(pageFilters(base)(products)).toHaveLength(2);
  });
});
