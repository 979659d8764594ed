// The collection calls of @cartwright/client against the real server over a loopback socket: an admin
// (API key) creates, updates, fills and deletes collections; a visitor reads them (v1 and v2 paths)
// and queries them through GET `.r=` and the long-query POST.
import {
  type ApiError,
  ApiKeyStrategy,
  createClient,
  isApiError,
  isValidationError,
  OAuthStrategy,
  type ValidationError,
} from '@cartwright/client';
import {
  addProductsToCollection,
  type Collection,
  collections,
  createCollection,
  deleteCollection,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  queryCollections,
  removeProductsFromCollection,
} from '@cartwright/client/collections';
import { createProduct, getProduct } from '@cartwright/client/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('collection calls against the real server', () => {
  let store: StoreFixture;
  let origin: string;
  let apiKey: string;
  let hats: Collection;
  const productIds: string[] = [];
  const admin = () =>
    createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }), modules: { collections } });
  const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

  beforeAll(async () => {
    store = await startStoreFixture();
    origin = await store.listen();
    ({ apiKey } = await createApiKey(store.deps, { name: 'catalog collections test' }));
    hats = await createCollection(admin(), { name: 'Zc Hats', description: 'Wide brims' });
    for (const name of ['Zc Straw hat', 'Zc Felt hat']) {
      productIds.push((await createProduct(admin(), { name, priceData: { price: 10 } })).id!);
    }
  });
  afterAll(() => store.close());

  it('createCollection returns the collection with its slug, count and lastUpdated as a Date', () => {
    expect(hats).toMatchObject({ name: 'Zc Hats', slug: 'zc-hats', visible: true, numberOfProducts: 0 });
    expect(hats.lastUpdated).toBeInstanceOf(Date);
  });

  it('addProductsToCollection and removeProductsFromCollection keep the count and the products right', async () => {
    await addProductsToCollection(admin(), hats.id!, productIds);
    expect((await getCollection(visitor(), hats.id!)).numberOfProducts).toBe(2);
    expect((await getProduct(visitor(), productIds[0]!)).collectionIds).toEqual([hats.id]);
    await removeProductsFromCollection(admin(), hats.id!, [productIds[0]!]);
    expect((await getCollectionBySlug(visitor(), 'zc-hats')).numberOfProducts).toBe(1);
    expect((await getProduct(visitor(), productIds[0]!)).collectionIds).toEqual([]);
  });

  it('updateCollection changes the given fields; a hidden collection is not found for a visitor', async () => {
    const updated = await admin().collections.updateCollection(hats.id!, {
      name: 'Zc Summer hats',
      visible: false,
    });
    expect(updated).toMatchObject({ name: 'Zc Summer hats', slug: 'zc-hats', visible: false });
    const error = await getCollectionBySlugV1(visitor(), 'zc-hats').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('COLLECTION_NOT_FOUND');
    expect((await getCollectionBySlugV1(admin(), 'zc-hats')).id).toBe(hats.id);
    await admin().collections.updateCollection(hats.id!, { visible: true });
  });

  it('queryCollections filters and sorts through GET .r=, and switches to POST for a long query', async () => {
    await createCollection(admin(), { name: 'Zc Caps' });
    const page = await queryCollections(visitor()).startsWith('name', 'Zc ').ascending('name').find();
    expect(page.items.map((c) => c.name)).toEqual(['Zc Caps', 'Zc Summer hats']);
    expect(page.items[0]!.lastUpdated).toBeInstanceOf(Date);
    const methods: string[] = [];
    const watched = createClient({
      host: origin,
      auth: OAuthStrategy({ clientId: store.clientId }),
      fetch: (input, init) => {
        if (input.includes('/v2/collections/query')) methods.push(init.method ?? 'GET');
        return fetch(input, init);
      },
    });
    const padding = Array.from({ length: 99 }, (_, i) => `zc-missing-collection-with-a-long-padded-id-${i}`);
    const long = await queryCollections(watched)
      .in('id', [...padding, hats.id!])
      .find();
    expect(long.items.map((c) => c.id)).toEqual([hats.id]);
    await queryCollections(watched).eq('id', hats.id!).find();
    expect(methods).toEqual(['POST', 'GET']);
  });

  it('addProductsToCollection with an unknown product id is a ValidationError naming it', async () => {
    const error = await addProductsToCollection(admin(), hats.id!, ['zc-no-such-product']).catch(
      (e: unknown) => e,
    );
    expect(isValidationError(error)).toBe(true);
    expect((error as ValidationError).message).toContain('zc-no-such-product');
  });

  it('a visitor cannot create collections', async () => {
    const error = await createCollection(visitor(), { name: 'Zc Sneaky' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect([401, 403]).toContain((error as ApiError).status);
  });

  it('deleteCollection removes it and its memberships; the products stay', async () => {
    await deleteCollection(admin(), hats.id!);
    const error = await getCollection(admin(), hats.id!).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    expect((await getProduct(visitor(), productIds[1]!)).collectionIds).toEqual([]);
  });
});
