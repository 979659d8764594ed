// Catalog writes (v1) through the platform's own @wix/stores client with an API key (ApiKeyStrategy),
// against the real store: create, update with the product's and the collection's id inside the PATCH body,
// variant overrides, collections and their products, brand and ribbon removal, bulk updates, delete; the
// GET query's 4000-character switch to the POST form; and the errors for unknown ids and wrong types.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformStore, startPlatformStore } from './platform-store.js';

let store: PlatformStore;
beforeAll(async () => {
  store = await startPlatformStore();
});
afterAll(() => store?.close());

// The store has no accounts: the id the client's type asks for is sent as a header and ignored.
const admin = () =>
  createClient({
    modules: { products, collections },
    auth: ApiKeyStrategy({ apiKey: store.apiKey, accountId: 'store' }),
  });
const visitor = () =>
  createClient({ modules: { products, collections }, auth: OAuthStrategy({ clientId: store.clientId }) });

describe('products', () => {
  it('createProduct, updateProduct (id in the body), variants, brand and ribbon, deleteProduct', async () => {
    const client = admin();
    const { product } = await client.products.createProduct({
      name: 'Platform Mug',
      productType: 'physical',
      priceData: { price: 12.5 },
      costAndProfitData: { itemCost: 4 },
      brand: 'Acme',
      ribbon: 'New',
      manageVariants: true,
      productOptions: [
        {
          name: 'Color',
          choices: [
            { value: 'Red', description: 'Red' },
            { value: 'Blue', description: 'Blue' },
          ],
        },
      ],
    });
    const id = product!._id!;
    expect(product).toMatchObject({
      name: 'Platform Mug',
      priceData: { price: 12.5 },
      brand: 'Acme',
      ribbon: 'New',
    });
    expect(product?.variants?.map((v) => v.choices)).toEqual([{ Color: 'Red' }, { Color: 'Blue' }]);

    const { product: renamed } = await client.products.updateProduct(id, {
      name: 'Platform Cup',
      priceData: { price: 13 },
    });
    expect(renamed).toMatchObject({ _id: id, name: 'Platform Cup', priceData: { price: 13 } });
    expect(store.lastSentTo(`/stores/v1/products/${id}`)).toMatchObject({
      method: 'PATCH',
      body: { product: { id, name: 'Platform Cup', priceData: { price: 13 } } },
    });

    const { variants } = await client.products.updateProductVariants(id, [
      { choices: { Color: 'Blue' }, price: 15, sku: 'CUP-B' },
    ]);
    expect((variants ?? []).find((v) => v.choices?.Color === 'Blue')?.variant).toMatchObject({
      priceData: { price: 15 },
      sku: 'CUP-B',
    });
    const { product: read } = await visitor().products.getProduct(id);
    expect(read?.variants?.map((v) => [v.choices?.Color, v.variant?.priceData?.price])).toEqual([
      ['Red', 13],
      ['Blue', 15],
    ]);

    await client.products.removeBrand(id);
    await client.products.removeRibbon(id);
    const { product: plain } = await client.products.getProduct(id);
    expect(plain?.brand ?? '').toBe('');
    expect(plain?.ribbon ?? '').toBe('');

    await expect(client.products.deleteProduct(id)).resolves.toBeUndefined();
    const gone = await client.products.getProduct(id).catch((e) => e);
    expect(gone.details?.applicationError?.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('bulk updates and adjusts the price of several products', async () => {
    const client = admin();
    const ids: string[] = [];
    for (const name of ['Bulk A', 'Bulk B']) {
      const { product } = await client.products.createProduct({
        name,
        priceData: { price: 10 },
        costAndProfitData: { itemCost: 1 },
      });
      ids.push(product!._id!);
    }
    const set = await client.products.bulkUpdateProductsProperty(ids, { price: 20 });
    expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const adjusted = await client.products.bulkAdjustProductProperty(
      { price: { percentage: { rate: 10 } } },
      ids,
    );
    expect(adjusted.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    for (const id of ids) expect((await client.products.getProduct(id)).product?.priceData?.price).toBe(22);
  });

  it('a cost cleared with itemCost null is gone (no profit or margin); a variant price of null follows the product', async () => {
    const client = admin();
    const { product } = await client.products.createProduct({
      name: 'Costed Mug',
      priceData: { price: 10 },
      costAndProfitData: { itemCost: 4 },
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
      ],
    });
    const id = product!._id!;
    await client.products.updateProduct(id, { costAndProfitData: { itemCost: null } });
    expect(store.lastSentTo(`/stores/v1/products/${id}`)).toMatchObject({
      body: { product: { costAndProfitData: { itemCost: null } } },
    });
    const { product: cleared } = await client.products.getProduct(id, { includeMerchantSpecificData: true });
    expect(cleared?.costAndProfitData).toBeUndefined();
    expect(cleared?.costRange).toBeUndefined();

    await client.products.updateProductVariants(id, [{ choices: { Size: 'L' }, price: 14 }]);
    await client.products.updateProductVariants(id, [{ choices: { Size: 'L' }, price: null }]);
    await client.products.updateProduct(id, { priceData: { price: 12 } });
    const { product: read } = await client.products.getProduct(id);
    expect(read?.variants?.map((v) => v.variant?.priceData?.price)).toEqual([12, 12]);
  });

  it('an update of an unknown product is a 404; a wrong type is a validation error; a visitor may not write', async () => {
    const client = admin();
    const missing = await client.products
      .updateProduct('00000000-0000-4000-8000-000000000000', { name: 'x' })
      .catch((e) => e);
    expect(missing.details?.applicationError?.code).toBe('PRODUCT_NOT_FOUND');
    const wrongType = await client.products
      .createProduct({
        name: 'Bad',
        priceData: { price: 'ten' as unknown as number },
        costAndProfitData: { itemCost: 1 },
      })
      .catch((e) => e);
    expect(wrongType.details?.validationError?.fieldViolations?.[0]?.field).toMatch(/priceData\.price$/);
    const refused = await visitor()
      .products.createProduct({ name: 'Nope', priceData: { price: 1 }, costAndProfitData: { itemCost: 1 } })
      .catch((e) => e);
    expect(refused.status).toBe(403);
    expect(refused.details?.applicationError).toMatchObject({
      code: 'PERMISSION_DENIED',
      description: 'Only store admins may do this',
    });
  });
});

describe('collections', () => {
  it('createCollection, updateCollection (id in the body), add and remove products, deleteCollection', async () => {
    const client = admin();
    const { items } = await visitor().products.queryProducts().limit(3).find();
    const productIds = items.map((p) => p._id!);
    const { collection } = await client.products.createCollection({ name: 'Platform picks' });
    const id = collection!._id!;
    const { collection: renamed } = await client.products.updateCollection(id, {
      name: 'Platform favourites',
      visible: true,
    });
    expect(renamed).toMatchObject({ _id: id, name: 'Platform favourites' });
    expect(store.lastSentTo(`/stores/v1/collections/${id}`)?.body).toMatchObject({
      collection: { id, name: 'Platform favourites' },
    });

    await client.products.addProductsToCollection(id, productIds);
    expect((await visitor().collections.getCollection(id)).numberOfProducts).toBe(3);
    const inIt = await visitor().products.queryProducts().hasSome('collectionIds', [id]).find();
    expect(inIt.items.map((p) => p._id).sort()).toEqual([...productIds].sort());
    await client.products.removeProductsFromCollection(id, [productIds[0]!]);
    expect((await visitor().collections.getCollection(id)).numberOfProducts).toBe(2);

    await client.products.deleteCollection(id);
    const gone = await visitor()
      .collections.getCollection(id)
      .catch((e) => e);
    expect(gone.status).toBe(404);
  });
});

describe('the 4000-character query switch', () => {
  it('a query longer than 4000 characters goes as a POST with the JSON body, and answers the same', async () => {
    const client = visitor();
    const { items } = await client.products.queryProducts().limit(5).find();
    const known = items.map((p) => p._id!);
    // 90 unknown ids (the server takes at most 100 in `$in`) make the `.r=` parameter pass 4000 characters.
    const filler = Array.from(
      { length: 90 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    store.takeSent();
    const found = await client.products
      .queryProducts()
      .in('_id', [...filler, ...known])
      .limit(100)
      .find();
    expect(found.items.map((p) => p._id).sort()).toEqual([...known].sort());
    const sent = store.takeSent().filter((r) => r.path === '/stores-reader/v1/products/query-platformized');
    expect(sent.map((r) => r.method)).toEqual(['POST']);
    expect(sent[0]?.body).toMatchObject({ query: { filter: { id: { $in: [...filler, ...known] } } } });
  });
});
