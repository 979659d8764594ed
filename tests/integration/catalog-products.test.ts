// The product and store-variant calls of @cartwright/client against the real server over a loopback socket:
// an admin (API key) writes, a visitor reads; dates come back as Date, queries go as GET `.r=` or POST.
import {
  type ApiError,
  ApiKeyStrategy,
  createClient,
  isApiError,
  isValidationError,
  OAuthStrategy,
} from '@cartwright/client';
import {
  addProductMedia,
  addProductMediaToChoices,
  bulkAdjustProductProperty,
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  deleteProductOptions,
  getProduct,
  getProductOptionsAvailability,
  type Product,
  products,
  queryProducts,
  queryProductVariants,
  removeProductBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductRibbon,
  resetProductVariantsToDefault,
  updateProductVariants,
} from '@cartwright/client/products';
import { getStoreVariant, queryStoreVariants } from '@cartwright/client/variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

let store: StoreFixture;
let origin: string;
let apiKey: string;
const admin = () => createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }), modules: { products } });
const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

beforeAll(async () => {
  store = await startStoreFixture();
  origin = await store.listen();
  ({ apiKey } = await createApiKey(store.deps, { name: 'catalog products test' }));
});
afterAll(() => store.close());

describe('product calls against the real server', () => {
  const created: Product[] = [];
  beforeAll(async () => {
    for (const [name, price] of [
      ['Zq Straw hat', 25],
      ['Zq Felt hat', 40],
      ['Zq Cap', 12.5],
    ] as const) {
      created.push(await createProduct(admin(), { name, priceData: { price }, productType: 'physical' }));
    }
  });

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

  it('queryProducts searches words in any case, and sorts on the price shown', async () => {
    const hats = await queryProducts(visitor(), { search: 'HAT zq' }).find();
    expect(hats.items.map((p) => p.name)).toEqual(['Zq Felt hat', 'Zq Straw hat']);
    const cheapest = await queryProducts(visitor(), { search: 'zq' })
      .ascending('priceData.discountedPrice')
      .find();
    expect(cheapest.items.map((p) => [p.name, p.priceData?.discountedPrice])).toEqual([
      ['Zq Cap', 12.5],
      ['Zq Straw hat', 25],
      ['Zq Felt hat', 30],
    ]);
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

describe('options, variants, media and bulk calls against the real server', () => {
  let shirt: Product;
  beforeAll(async () => {
    shirt = await createProduct(admin(), {
      name: 'Zv Shirt',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
        { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
      ],
    });
  });

  it('queryProductVariants finds the variants of the chosen options', async () => {
    const { variants, totalResults } = await queryProductVariants(visitor(), shirt.id!, {
      choices: { Size: 'M' },
    });
    expect(totalResults).toBe(2);
    expect(variants.map((v) => v.choices)).toEqual(
      expect.arrayContaining([
        { Size: 'M', Color: 'Red' },
        { Size: 'M', Color: 'Blue' },
      ]),
    );
  });

  it('updateProductVariants overrides a price that options availability then reports; reset drops it', async () => {
    const variants = await updateProductVariants(admin(), shirt.id!, [
      { choices: { Size: 'M', Color: 'Red' }, price: 30 },
    ]);
    const red = variants.find((v) => v.choices?.Size === 'M' && v.choices?.Color === 'Red');
    expect(red?.variant?.priceData?.price).toBe(30);
    const chosen = { Size: 'M', Color: 'Red' };
    const availability = await getProductOptionsAvailability(visitor(), shirt.id!, chosen);
    expect(availability.availableForPurchase).toBe(true);
    expect(availability.selectedVariant?.price?.price).toBe(30);
    await resetProductVariantsToDefault(admin(), shirt.id!);
    const reset = await getProductOptionsAvailability(visitor(), shirt.id!, chosen);
    expect(reset.selectedVariant?.price?.price).toBe(20);
  });

  it('queryStoreVariants and getStoreVariant reach the same variant by its store-wide id', async () => {
    const page = await queryStoreVariants(visitor()).eq('productId', shirt.id!).find();
    expect(page.items).toHaveLength(4);
    expect(page.totalCount).toBe(4);
    const first = page.items[0]!;
    expect(first.id).toBe(`${shirt.id}-${first.variantId}`);
    expect(await getStoreVariant(visitor(), first.id!)).toMatchObject({ id: first.id, productId: shirt.id });
  });

  it('adds media by URL, assigns it to a choice and back, and removes it', async () => {
    await addProductMedia(admin(), shirt.id!, [{ url: 'https://cdn.example/shirt.png' }]);
    const [item] = (await getProduct(admin(), shirt.id!)).media?.items ?? [];
    expect(item?.image?.url).toBe('https://cdn.example/shirt.png');
    const assignment = [{ option: 'Color', choice: 'Blue', mediaIds: [item!.id!] }];
    const blueMedia = async () => {
      const product = await getProduct(admin(), shirt.id!);
      const color = product.productOptions?.find((o) => o.name === 'Color');
      return color?.choices?.find((c) => c.value === 'Blue')?.media?.items ?? [];
    };
    await addProductMediaToChoices(admin(), shirt.id!, assignment);
    expect((await blueMedia()).map((m) => m.id)).toEqual([item!.id]);
    await removeProductMediaFromChoices(admin(), shirt.id!, assignment);
    expect(await blueMedia()).toEqual([]);
    await removeProductMedia(admin(), shirt.id!, [item!.id!]);
    expect((await getProduct(admin(), shirt.id!)).media?.items ?? []).toEqual([]);
  });

  it('refuses a media URL that is not http or https', async () => {
    const error = await addProductMedia(admin(), shirt.id!, [{ url: 'javascript:alert(1)' }]).catch(
      (e: unknown) => e,
    );
    expect(isValidationError(error)).toBe(true);
  });

  it('bulk calls report each item: a set price and an adjusted one, and an unknown id that fails alone', async () => {
    const cap = await createProduct(admin(), { name: 'Zv Cap', priceData: { price: 10 } });
    const set = await bulkUpdateProducts(admin(), [cap.id!, 'no-such-product'], { price: 12 });
    expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(set.results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    await bulkAdjustProductProperty(admin(), [cap.id!], { price: { percentage: { rate: 50 } } });
    expect((await getProduct(visitor(), cap.id!)).priceData?.price).toBe(18);
  });

  it('deleteProductOptions removes the options and the variants made from them', async () => {
    await deleteProductOptions(admin(), shirt.id!);
    const product = await getProduct(admin(), shirt.id!);
    expect(product.productOptions ?? []).toEqual([]);
    expect(product.manageVariants).toBe(false);
    const left = await queryStoreVariants(visitor()).eq('productId', shirt.id!).find();
    expect(left.items.filter((v) => v.choices?.Size !== undefined)).toEqual([]);
  });
});
