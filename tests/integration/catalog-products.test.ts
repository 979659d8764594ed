// The product calls of @cartwright/client against the real server over a loopback socket: an admin
// (API key) writes, a visitor reads; dates come back as Date, queries go as GET `.r=` or POST.
import {
  type ApiError,
  ApiKeyStrategy,
  createClient,
  isApiError,
  isValidationError,
  OAuthStrategy,
} from '@cartwright/client';
import {
  createProduct,
  deleteProduct,
  getProduct,
  type Product,
  products,
  queryProducts,
  removeProductBrand,
  removeProductRibbon,
} from '@cartwright/client/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/modules/api-keys/api-keys.service.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('product calls against the real server', () => {
  let store: StoreFixture;
  let origin: string;
  let apiKey: string;
  const created: Product[] = [];
  const admin = () => createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }), modules: { products } });
  const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

  beforeAll(async () => {
    store = await startStoreFixture();
    origin = await store.listen();
    ({ apiKey } = await createApiKey(store.deps, { name: 'catalog products test' }));
    for (const [name, price] of [
      ['Zq Straw hat', 25],
      ['Zq Felt hat', 40],
      ['Zq Cap', 12.5],
    ] as const) {
      created.push(await createProduct(admin(), { name, priceData: { price }, productType: 'physical' }));
    }
  });
  afterAll(() => store.close());

  it('createProduct returns the product with computed fields, dates as Date and prices as numbers', () => {
    const [hat] = created;
    expect(hat).toMatchObject({
      name: 'Zq Straw hat',
      slug: 'zq-straw-hat',
      visible: true,
      productType: 'physical',
    });
    expect(hat!.id).toEqual(expect.any(String));
    expect(hat!.createdDate).toBeInstanceOf(Date);
    expect(hat!.lastUpdated).toBeInstanceOf(Date);
    expect(hat!.priceData).toMatchObject({ price: 25, discountedPrice: 25 });
  });

  it('a visitor gets the product by id, with the same values', async () => {
    const product = await getProduct(visitor(), created[0]!.id!);
    expect(product.id).toBe(created[0]!.id);
    expect(product.createdDate).toEqual(created[0]!.createdDate);
    expect(product.priceData?.price).toBe(25);
  });

  it('updateProduct changes only the given fields and recomputes the discounted price', async () => {
    const [, felt] = created;
    const updated = await admin().products.updateProduct(felt!.id!, {
      discount: { type: 'PERCENT', value: 25 },
    });
    expect(updated).toMatchObject({ name: 'Zq Felt hat', priceData: { price: 40, discountedPrice: 30 } });
    expect(updated.lastUpdated!.getTime()).toBeGreaterThanOrEqual(felt!.lastUpdated!.getTime());
  });

  it('queryProducts filters, sorts and pages through GET .r=', async () => {
    const first = await queryProducts(visitor())
      .startsWith('name', 'Zq ')
      .ascending('priceData.price')
      .limit(2)
      .find();
    expect(first.items.map((p) => p.name)).toEqual(['Zq Cap', 'Zq Straw hat']);
    expect(first.totalCount).toBe(3);
    expect(first.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((p) => p.name)).toEqual(['Zq Felt hat']);
    expect(second.hasNext()).toBe(false);
  });

  it('queryProducts falls back to POST past 4000 characters and the server answers the same', async () => {
    const methods: string[] = [];
    const client = createClient({
      host: origin,
      auth: OAuthStrategy({ clientId: store.clientId }),
      fetch: (input, init) => {
        if (input.includes('query-platformized')) methods.push(init.method ?? 'GET');
        return fetch(input, init);
      },
    });
    const padding = Array.from(
      { length: 99 },
      (_, index) => `no-such-product-with-a-long-padded-id-${index}`,
    );
    const ids = [...padding, created[2]!.id!];
    const page = await queryProducts(client).in('id', ids).find();
    expect(page.items.map((p) => p.name)).toEqual(['Zq Cap']);
    await queryProducts(client).eq('id', created[2]!.id!).find();
    expect(methods).toEqual(['POST', 'GET']);
  });

  it('createProduct with an empty name is a ValidationError naming the field', async () => {
    const error = await createProduct(admin(), { name: '' }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect((error as ApiError).message).toContain('product.name');
  });

  it('a visitor cannot write', async () => {
    const error = await createProduct(visitor(), { name: 'Zq Sneaky' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect([401, 403]).toContain((error as ApiError).status);
  });

  it('removeProductBrand and removeProductRibbon clear those fields', async () => {
    const product = await createProduct(admin(), { name: 'Zq Branded', brand: 'Acme', ribbon: 'New' });
    await removeProductBrand(admin(), product.id!);
    await removeProductRibbon(admin(), product.id!);
    const after = await getProduct(admin(), product.id!);
    expect(after.brand ?? '').toBe('');
    expect(after.ribbon ?? '').toBe('');
  });

  it('deleteProduct removes it: getProduct then fails with NOT_FOUND after its second attempt', async () => {
    const product = await createProduct(admin(), { name: 'Zq Doomed' });
    await deleteProduct(admin(), product.id!);
    const error = await getProduct(visitor(), product.id!).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(404);
  });
});
