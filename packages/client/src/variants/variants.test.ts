import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { useCatalogTestServer } from '../test-support/catalog-requests.js';
import { getStoreVariant, queryStoreVariants, variants } from './index.js';

const { server, client, last } = useCatalogTestServer();

const wireVariant = {
  id: 'p-1-v-1',
  productId: 'p-1',
  variantId: 'v-1',
  stock: { trackQuantity: true, quantity: 3, inStock: true },
  media: {
    image: {
      id: 'i-1',
      url: 'https://x.test/i.png',
      urlExpirationDate: '2030-01-01T00:00:00.000Z',
      focalPoint: { x: 'NaN', y: 0.5 },
    },
  },
};
const variant = {
  ...wireVariant,
  media: {
    image: {
      ...wireVariant.media.image,
      urlExpirationDate: new Date('2030-01-01T00:00:00.000Z'),
      focalPoint: { x: Number.NaN, y: 0.5 },
    },
  },
};

describe('store variant calls', () => {
  it('getStoreVariant sends GET /stores-reader/v1/variants/{id} and converts media dates and focal points', async () => {
    server.handle(() => ({ body: { variant: structuredClone(wireVariant) } }));
    expect(await getStoreVariant(client(), 'p-1-v-1')).toEqual(variant);
    expect(last()).toEqual({
      method: 'GET',
      path: '/stores-reader/v1/variants/p-1-v-1',
      params: { id: 'p-1-v-1' },
    });
  });

  it('queryStoreVariants POSTs { query } and returns converted items with paging', async () => {
    server.handle(() => ({
      body: { variants: [structuredClone(wireVariant)], metadata: { count: 1, offset: 0, total: 3 } },
    }));
    const page = await queryStoreVariants(client())
      .eq('productId', 'p-1')
      .eq('managedVariant', true)
      .limit(1)
      .find();
    expect(last()).toEqual({
      method: 'POST',
      path: '/stores-reader/v1/variants/query',
      params: {},
      body: {
        query: {
          filter: { $and: [{ productId: 'p-1' }, { managedVariant: true }] },
          paging: { limit: 1, offset: 0 },
        },
      },
    });
    expect(page.items).toEqual([variant]);
    expect(page.hasNext()).toBe(true);
    await page.next();
    expect((last().body as { query: { paging: object } }).query.paging).toEqual({ limit: 1, offset: 1 });
  });

  it('binds as the variants module', async () => {
    server.handle(() => ({ body: { variant: { id: 'p-2-v-1' } } }));
    const bound = createClient({ host: server.origin, modules: { variants } });
    expect(await bound.variants.getStoreVariant('p-2-v-1')).toEqual({ id: 'p-2-v-1' });
  });

  it('types the fields the store compiles for a variant query', () => {
    expectTypeOf(queryStoreVariants(client()).hasSome).parameter(0).toEqualTypeOf<'collectionIds'>();
    // @ts-expect-error stock is not a query field of store variants
    queryStoreVariants(client()).eq('stock.inStock', true);
  });
});
