// @cartwright/client/products-v3 against the real server over a loopback socket: the catalog version, V3 get
// (fields, by slug), cursor-paged query and search, count, and admin writes with revision; dates come back as Date.
import { ApiKeyStrategy, createClient, isApiError, OAuthStrategy } from '@cartwright/client';
import { getProduct } from '@cartwright/client/products';
import {
  countProductsV3,
  createProductV3,
  deleteProductV3,
  getCatalogVersion,
  getProductV3,
  getProductV3BySlug,
  productsV3,
  queryProductsV3,
  searchProductsV3,
  updateProductV3,
} from '@cartwright/client/products-v3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

let store: StoreFixture;
let origin: string;
let apiKey: string;
const admin = () => createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }), modules: { productsV3 } });
const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

beforeAll(async () => {
  store = await startStoreFixture();
  origin = await store.listen();
  ({ apiKey } = await createApiKey(store.deps, { name: 'products v3 client test' }));
});
afterAll(() => store.close());

describe('products-v3 calls against the real server', () => {
  it('getCatalogVersion answers V3_CATALOG', async () => {
    expect(await getCatalogVersion(visitor())).toEqual({ catalogVersion: 'V3_CATALOG' });
  });

  it('creates, reads (by id with fields, by slug, through V1), updates with revision and deletes', async () => {
    const made = await createProductV3(admin(), {
      name: 'Zv3 Teapot',
      variantsInfo: {
        variants: [{ price: { actualPrice: { amount: '30' }, compareAtPrice: { amount: '35' } } }],
      },
    });
    expect(made.createdDate).toBeInstanceOf(Date);
    const read = await getProductV3(visitor(), made.id, { fields: ['CURRENCY', 'URL'] });
    expect(read).toMatchObject({
      id: made.id,
      currency: 'USD',
      actualPriceRange: { minValue: { amount: '30.00' } },
    });
    expect(read.updatedDate).toBeInstanceOf(Date);
    expect((await getProductV3(visitor(), made.id, { fields: ['CURRENCY'] })).currency).toBe('USD');
    expect((await getProductV3BySlug(visitor(), made.slug)).id).toBe(made.id);
    expect((await getProduct(visitor(), made.id)).priceData).toMatchObject({
      price: 35,
      discountedPrice: 30,
    });

    const updated = await admin().productsV3.updateProductV3(made.id, {
      revision: made.revision,
      name: 'Zv3 Teapot 2',
    });
    expect(updated.name).toBe('Zv3 Teapot 2');
    const stale = await updateProductV3(admin(), made.id, { revision: made.revision, name: 'Lost' }).catch(
      (e) => e,
    );
    expect(isApiError(stale) && stale.status).toBe(409);
    await deleteProductV3(admin(), made.id);
    const gone = await getProductV3(visitor(), made.id).catch((e) => e);
    expect(isApiError(gone) && gone.status).toBe(404);
  });

  it('pages with cursors, searches and counts the same visible catalog', async () => {
    // The fixture's store has no catalog: three products to page through, two at a time.
    for (const name of ['Zv3 Coffee Cup', 'Zv3 Coffee Pot', 'Zv3 Tea Tin'])
      await createProductV3(admin(), { name });
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await queryProductsV3(visitor(), {
        cursorPaging: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      ids.push(...page.products.map((p) => p.id));
      expect(page.products[0]?.createdDate).toBeInstanceOf(Date);
      cursor = page.pagingMetadata.cursors.next;
    } while (cursor);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect((await countProductsV3(visitor())).count).toBe(ids.length);
    const found = await searchProductsV3(visitor(), 'coffee', { cursorPaging: { limit: 3 } });
    expect(found.products.length).toBeGreaterThan(0);
    expect(
      (await countProductsV3(visitor(), undefined, { expression: 'coffee' })).count,
    ).toBeGreaterThanOrEqual(found.products.length);
  });
});
