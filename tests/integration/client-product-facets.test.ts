// getProductFacets, queryProducts' facetFilters and useProductFacets against the real server (app.request as
// fetch): the counts a storefront's filters show, and the products a choice leaves, agree.
import './dom-globals.js';
import { ApiKeyStrategy, createClient, isValidationError, OAuthStrategy } from '@cartwright/client';
import { createProduct, getProductFacets, queryProducts } from '@cartwright/client/products';
import { productKeys, StoreProvider, useProductFacets } from '@cartwright/react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

let store: StoreFixture;
const visitor = () =>
  createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: store.clientId }),
    fetch: store.fetch,
  });
const search = 'qf';

beforeAll(async () => {
  store = await startStoreFixture();
  const { apiKey } = await createApiKey(store.deps, { name: 'facets test' });
  const admin = createClient({
    host: 'http://store.test',
    auth: ApiKeyStrategy({ apiKey }),
    fetch: store.fetch,
  });
  const size = (...values: string[]) => [{ name: 'Size', choices: values.map((value) => ({ value })) }];
  await createProduct(admin, {
    name: 'Qf Scarf',
    priceData: { price: 20 },
    brand: 'Qfwool',
    productOptions: size('S', 'M'),
  });
  await createProduct(admin, {
    name: 'Qf Shawl',
    priceData: { price: 80 },
    brand: 'Qfwool',
    productOptions: size('L'),
  });
  await createProduct(admin, { name: 'Qf Sock', priceData: { price: 8 }, productOptions: size('M') });
});
afterEach(cleanup);
afterAll(() => store.close());

describe('product facets from the client', () => {
  it('counts each choice without its own group, and queryProducts lists what a choice leaves', async () => {
    const facetFilters = { options: { Size: ['M'] } };
    const { facets, totalCount } = await getProductFacets(visitor(), { search, facetFilters });
    expect(totalCount).toBe(2);
    expect(facets.options).toEqual([
      {
        name: 'Size',
        choices: [
          { choice: 'S', count: 1 },
          { choice: 'M', count: 2 },
          { choice: 'L', count: 1 },
        ],
      },
    ]);
    expect(facets.brands).toEqual([{ brand: 'Qfwool', count: 1 }]);
    const page = await queryProducts(visitor(), { search, facetFilters }).ascending('name').find();
    expect(page.items.map((p) => p.name)).toEqual(['Qf Scarf', 'Qf Sock']);
  });

  it('reports a bad request as a ValidationError', async () => {
    const error = await getProductFacets(visitor(), { facets: ['colour' as 'price'] }).catch(
      (e: unknown) => e,
    );
    expect(isValidationError(error)).toBe(true);
  });

  it('useProductFacets caches under productKeys.facets', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client: visitor(), queryClient }, children);
    const request = { search, facets: ['price' as const] };
    const { result } = renderHook(() => useProductFacets(request), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.facets).toEqual({
      price: [
        { from: 0, to: 25, count: 2 },
        { from: 50, to: 100, count: 1 },
      ],
    });
    expect(queryClient.getQueryData(productKeys.facets(request))).toEqual(result.current.data);
  });
});
