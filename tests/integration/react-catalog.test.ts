// The catalog hooks of @cartwright/react with a real QueryClient against the real server (app.request as fetch).
// First, so React and Testing Library find a document when they load.
import './dom-globals.js';
import { type ApiError, ApiKeyStrategy, createClient, isApiError, OAuthStrategy } from '@cartwright/client';
import { addProductsToCollection, createCollection } from '@cartwright/client/collections';
import {
  createProduct,
  type Product,
  type ProductsQueryBuilder,
  updateProductVariants,
} from '@cartwright/client/products';
import {
  productKeys,
  productQueries,
  StoreProvider,
  useCollection,
  useCollections,
  useProductOptionsAvailability,
  useProducts,
  useStoreClient,
} from '@cartwright/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('catalog hooks against the real server', () => {
  let store: StoreFixture;
  let queryClient: QueryClient;
  const created: Product[] = [];

  function render<T>(hook: () => T) {
    const client = createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId }),
      fetch: store.fetch,
    });
    // No retries on top of the client's own second attempt, so failures show at once.
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client, queryClient }, children);
    return renderHook(hook, { wrapper });
  }

  function renderWithChoices(initial: Record<string, string>) {
    const id = created[4]!.id!;
    let choices = initial;
    const view = render(() => useProductOptionsAvailability(id, choices));
    return {
      result: view.result,
      rerender: (next: { choices: Record<string, string> }) => {
        choices = next.choices;
        view.rerender();
      },
    };
  }

  beforeAll(async () => {
    store = await startStoreFixture();
    const { apiKey } = await createApiKey(store.deps, { name: 'react catalog test' });
    const admin = createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
    });
    for (const [name, price, visible] of [
      ['Rc Lamp', 30, true],
      ['Rc Chair', 120, true],
      ['Rc Mug', 8, true],
      ['Rc Secret', 50, false],
    ] as const) {
      created.push(await createProduct(admin, { name, priceData: { price }, visible }));
    }
    const shirt = await createProduct(admin, {
      // Outside the 'Rc ' names the listing tests count.
      name: 'Options Shirt',
      priceData: { price: 12 },
      manageVariants: true,
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] },
        { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
      ],
    });
    await updateProductVariants(admin, shirt.id!, [
      { choices: { Size: 'L', Color: 'Red' }, stock: { inStock: false } },
    ]);
    created.push(shirt);
    const lighting = await createCollection(admin, { name: 'Rc Lighting', description: 'Lamps and more' });
    await addProductsToCollection(admin, lighting.id!, [created[0]!.id!]);
  });
  afterEach(cleanup);
  afterAll(() => store.close());

  it('useProducts runs the built query: filter, sort and paging, visible products only', async () => {
    const { result } = render(() =>
      useProducts((q) =>
        q.startsWith('name', 'Rc ').ge('priceData.price', 10).ascending('priceData.price').limit(1),
      ),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items.map((p) => p.name)).toEqual(['Rc Lamp']);
    expect(result.current.data!.totalCount).toBe(2);
    expect(result.current.data!.hasNext()).toBe(true);
  });

  it('useProducts caches under the PlatformQuery, so an equal query reads the same entry', async () => {
    const narrow = (q: ProductsQueryBuilder) => q.startsWith('name', 'Rc ').descending('priceData.price');
    const { result } = render(() => useProducts(narrow));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items.map((p) => p.name)).toEqual(['Rc Chair', 'Rc Lamp', 'Rc Mug']);
    const key = productKeys.list(
      {
        filter: { name: { $startsWith: 'Rc ' } },
        sort: [{ fieldName: 'priceData.price', order: 'DESC' }],
        paging: { limit: 50, offset: 0 },
      },
      {},
    );
    expect(queryClient.getQueryData(key)).toBe(result.current.data);
  });

  // One product by id, as an app reads it with useQuery: the package has no useProduct hook, as no screen needs one.
  const useProductDetail = (id: string) => useQuery(productQueries.detail(useStoreClient(), id));

  it('productQueries.detail gets a visible product by id, with dates as Date', async () => {
    const mug = created[2]!;
    const { result } = render(() => useProductDetail(mug.id!));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: mug.id, name: 'Rc Mug', priceData: { price: 8 } });
    expect(result.current.data!.createdDate).toBeInstanceOf(Date);
  });

  it('productQueries.detail reports a hidden product as not found to a visitor', async () => {
    const { result } = render(() => useProductDetail(created[3]!.id!));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error)).toBe(true);
    expect((result.current.error as ApiError).status).toBe(404);
  });

  it('useProductOptionsAvailability answers which choices stay in stock, then the selected variant', async () => {
    const { result, rerender } = renderWithChoices({ Size: 'L' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const colors = result.current.data!.productOptions.find((o) => o.name === 'Color')!.choices!;
    expect(colors.map((c) => [c.description, c.inStock])).toEqual([
      ['Red', false],
      ['Blue', true],
    ]);
    expect(result.current.data!.selectedVariant).toBeUndefined();
    rerender({ choices: { Size: 'L', Color: 'Blue' } });
    await waitFor(() => expect(result.current.data!.selectedVariant).toBeDefined());
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data).toMatchObject({
      availableForPurchase: true,
      selectedVariant: { price: { price: 12 }, inStock: true },
    });
  });

  it('useProductOptionsAvailability reports an unknown product as not found', async () => {
    const { result } = render(() =>
      useProductOptionsAvailability('00000000-0000-4000-8000-000000000000', { Size: 'M' }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as ApiError).status).toBe(404);
  });

  it('useCollection gets a collection by slug with its product count', async () => {
    const { result } = render(() => useCollection('rc-lighting'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      name: 'Rc Lighting',
      slug: 'rc-lighting',
      numberOfProducts: 1,
    });
  });

  it('useCollections runs the built collection query', async () => {
    const { result } = render(() => useCollections((q) => q.startsWith('name', 'Rc ')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items.map((c) => c.name)).toEqual(['Rc Lighting']);
  });

  it('useCollection reports an unknown slug as not found', async () => {
    const { result } = render(() => useCollection('no-such-collection'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as ApiError).status).toBe(404);
  });
});
