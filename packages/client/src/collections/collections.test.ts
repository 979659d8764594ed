import { describe, expect, expectTypeOf, it } from 'vitest';
import { isApiError } from '../errors/guards.js';
import { useCatalogTestServer } from '../test-support/catalog-requests.js';
import { envelope } from '../test-support/test-server.js';
import {
  addProductsToCollection,
  collections,
  createCollection,
  deleteCollection,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  queryCollections,
  removeProductsFromCollection,
  updateCollection,
} from './index.js';

const { server, client, last } = useCatalogTestServer();

const wireCollection = {
  id: 'c-1',
  name: 'Hats',
  slug: 'hats',
  numberOfProducts: 3,
  lastUpdated: '2024-03-04T05:06:07.000Z',
};
const collection = { ...wireCollection, lastUpdated: new Date('2024-03-04T05:06:07.000Z') };

describe('collection calls: request shapes', () => {
  const cases: [string, () => Promise<unknown>, object][] = [
    [
      'createCollection',
      () => createCollection(client(), { name: 'Hats', visible: true }),
      {
        method: 'POST',
        path: '/stores/v1/collections',
        body: { collection: { name: 'Hats', visible: true } },
      },
    ],
    [
      'updateCollection',
      () => updateCollection(client(), 'c-1', { description: 'Wide' }),
      {
        method: 'PATCH',
        path: '/stores/v1/collections/c-1',
        body: { collection: { description: 'Wide', id: 'c-1' } },
      },
    ],
    [
      'deleteCollection',
      () => deleteCollection(client(), 'c-1'),
      { method: 'DELETE', path: '/stores/v1/collections/c-1', params: { id: 'c-1' } },
    ],
    [
      'getCollection',
      () => getCollection(client(), 'c-1'),
      { method: 'GET', path: '/v2/collections/c-1', params: { id: 'c-1' } },
    ],
    [
      'getCollectionBySlug',
      () => getCollectionBySlug(client(), 'summer hats'),
      { method: 'GET', path: '/v2/collections/slug/summer%20hats', params: { slug: 'summer hats' } },
    ],
    [
      'getCollectionBySlugV1',
      () => getCollectionBySlugV1(client(), 'hats'),
      { method: 'GET', path: '/stores-reader/v1/collections/slug/hats', params: { slug: 'hats' } },
    ],
    [
      'addProductsToCollection',
      () => addProductsToCollection(client(), 'c-1', ['p-1', 'p-2']),
      {
        method: 'POST',
        path: '/stores/v1/collections/c-1/productIds',
        body: { id: 'c-1', productIds: ['p-1', 'p-2'] },
      },
    ],
    [
      'removeProductsFromCollection',
      () => removeProductsFromCollection(client(), 'c-1', ['p-1']),
      {
        method: 'POST',
        path: '/stores/v1/collections/c-1/productIds/delete',
        body: { id: 'c-1', productIds: ['p-1'] },
      },
    ],
  ];

  it.each(cases)('%s sends the gateway method, path and payload', async (_name, call, expected) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(last()).toEqual({ params: {}, ...expected });
  });

  it('every call is in the collections module', () => {
    expect(Object.keys(collections).sort()).toEqual(
      [...cases.map(([name]) => name), 'queryCollections'].sort(),
    );
  });
});

describe('collection calls: responses', () => {
  it('create, update and the three gets return the collection with lastUpdated as a Date', async () => {
    server.handle(() => ({ body: { collection: structuredClone(wireCollection) } }));
    expect(await createCollection(client(), { name: 'Hats' })).toEqual(collection);
    expect(await updateCollection(client(), 'c-1', { name: 'Hats' })).toEqual(collection);
    expect(await getCollection(client(), 'c-1')).toEqual(collection);
    expect(await getCollectionBySlug(client(), 'hats')).toEqual(collection);
    expect(await getCollectionBySlugV1(client(), 'hats')).toEqual(collection);
  });

  it('a hidden or unknown collection is an ApiError NOT_FOUND', async () => {
    server.handle(() =>
      envelope(404, 'Collection not found', {
        applicationError: { code: 'NOT_FOUND', description: 'Collection not found' },
      }),
    );
    const failure = await getCollectionBySlug(client(), 'secret').catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND', args: ['secret'] });
  });
});

describe('queryCollections', () => {
  it('sends GET /v2/collections/query with .r= and returns converted items with paging', async () => {
    server.handle(() => ({
      body: { collections: [structuredClone(wireCollection)], metadata: { count: 1, offset: 0, total: 1 } },
    }));
    const page = await queryCollections(client()).eq('visible', true).ascending('name').limit(10).find();
    expect(last()).toEqual({
      method: 'GET',
      path: '/v2/collections/query',
      params: {},
      r: {
        query: {
          filter: { visible: true },
          sort: [{ fieldName: 'name', order: 'ASC' }],
          paging: { limit: 10, offset: 0 },
        },
      },
    });
    expect(page.items).toEqual([collection]);
    expect(page.totalCount).toBe(1);
    expect(page.hasNext()).toBe(false);
  });

  it('switches to a POST with the JSON body past 4000 characters', async () => {
    const slugs = Array.from({ length: 250 }, (_, index) => `collection-slug-${index}`);
    await queryCollections(client()).in('slug', slugs).find();
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v2/collections/query',
      body: { query: { filter: { slug: { $in: slugs } }, paging: { limit: 50, offset: 0 } } },
    });
  });

  it('types its fields', () => {
    // @ts-expect-error numberOfProducts holds a number
    queryCollections(client()).gt('numberOfProducts', '3');
    expectTypeOf(queryCollections(client()).startsWith).parameter(0).toEqualTypeOf<'id' | 'name' | 'slug'>();
  });
});
