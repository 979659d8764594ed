// The catalog (v1) through the platform's own @wix/stores client against the real store with the demo
// catalog: visitor tokens, products queried with the filters, sorts and paging the spec names, a product
// read by id, its variants and option availability, collections, and the errors the client surfaces for
// unknown ids and bad input. The client sends every module call to the edge host, its queries as GET
// `?.r=<base64url JSON>`, and renames `id` to `_id` on the way back.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformStore, startPlatformStore } from './platform-store.js';

let store: PlatformStore;
beforeAll(async () => {
  store = await startPlatformStore();
});
afterAll(() => store?.close());

const visitor = () =>
  createClient({ modules: { products, collections }, auth: OAuthStrategy({ clientId: store.clientId }) });

/** The `sub` claim of an access token: the visitor or member it stands for. */
const subjectOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

/** The payload of a `.r=` query string as the client encoded it. */
const dotR = (search: string) =>
  JSON.parse(Buffer.from(new URLSearchParams(search).get('.r') ?? '', 'base64url').toString('utf8'));

describe('the harness', () => {
  it('routes both gateway hosts to the store and refuses every other host', async () => {
    for (const host of ['www.wixapis.com', 'edge.wixapis.com']) {
      const res = await fetch(`https://${host}/cartwright/v1/web-config`);
      expect(res.status).toBe(200);
    }
    await expect(fetch('https://example.com/')).rejects.toThrow(/reach no network: refused example\.com/);
    await expect(fetch('https://manage.wixapis.com/x')).rejects.toThrow(/refused manage\.wixapis\.com/);
    store.takeSent();
  });
});

describe('visitor tokens through OAuthStrategy', () => {
  it('generateVisitorTokens gets an anonymous visitor pair, and renewToken refreshes it', async () => {
    const client = visitor();
    const before = Math.floor(Date.now() / 1000);
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.accessToken.expiresAt).toBeGreaterThanOrEqual(before + 3600);
    expect(tokens.accessToken.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
    const [grant] = store.takeSent().filter((r) => r.path === '/oauth2/token');
    expect(grant).toMatchObject({
      method: 'POST',
      host: 'www.wixapis.com',
      body: { clientId: store.clientId, grantType: 'anonymous' },
    });
    expect(grant?.headers.authorization).toBeUndefined();

    // Valid tokens are answered as they are; a refresh keeps the refresh token object and replaces the access token.
    expect(await client.auth.generateVisitorTokens(tokens)).toBe(tokens);
    store.takeSent();
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
    expect(subjectOf(renewed.accessToken.value)).toBe(subjectOf(tokens.accessToken.value));
    expect(renewed.accessToken.expiresAt).toBeGreaterThanOrEqual(tokens.accessToken.expiresAt);
    expect(store.takeSent().map((r) => r.body)).toEqual([
      { clientId: store.clientId, refreshToken: tokens.refreshToken.value, grantType: 'refresh_token' },
    ]);
  });

  it('an unknown client id is refused with the platform client’s own token error', async () => {
    const client = createClient({
      modules: { products },
      auth: OAuthStrategy({ clientId: '00000000-0000-4000-8000-000000000000' }),
    });
    await expect(client.auth.generateVisitorTokens()).rejects.toThrow(
      /^Failed to fetch tokens from OAuth API: Unauthorized\. request id: [\w-]+\. Response: \{"error":"invalid_client"/,
    );
    store.takeSent();
  });
});

describe('products (catalog v1)', () => {
  it('queryProducts pages through the visible catalog with the default and explicit limits', async () => {
    const client = visitor();
    // The demo catalog has 40 products, two of them hidden from shoppers.
    const first = await client.products.queryProducts().find();
    expect(first.totalCount).toBe(38);
    expect(first.items).toHaveLength(38);
    expect(new Set(first.items.map((p) => p._id)).size).toBe(38);
    const page = await client.products.queryProducts().limit(15).skip(30).find();
    expect(page.items).toHaveLength(8);
    expect(page.totalCount).toBe(38);
    expect(page.items.map((p) => p._id)).toEqual(first.items.slice(30).map((p) => p._id));
    expect(page.hasNext()).toBe(false);
    const query = store
      .takeSent()
      .find((r) => r.path === '/stores-reader/v1/products/query-platformized' && r.search.includes('.r='));
    expect(query).toMatchObject({ method: 'GET', host: 'edge.wixapis.com' });
  });

  it('filters by name, price range and collection, and sorts by price both ways', async () => {
    const client = visitor();
    const coffee = await client.collections.getCollectionBySlug('coffee');
    const coffeeId = coffee.collection?._id;
    expect(coffee.collection?.name).toBe('Coffee');
    const sortedUp = await client.products
      .queryProducts()
      .hasSome('collectionIds', [coffeeId])
      .ascending('price')
      .find();
    expect(sortedUp.items.length).toBe(8);
    const prices = sortedUp.items.map((p) => p.priceData?.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(sortedUp.items.every((p) => p.collectionIds?.includes(coffeeId!))).toBe(true);
    const sentQuery = dotR(store.takeSent().at(-1)!.search);
    expect(sentQuery).toEqual({
      query: {
        filter: { collectionIds: { $hasSome: [coffeeId] } },
        sort: [{ fieldName: 'price', order: 'ASC' }],
        paging: { limit: 50, offset: 0 },
      },
    });

    const sortedDown = await client.products.queryProducts().descending('price').limit(5).find();
    const top = sortedDown.items.map((p) => p.priceData?.price ?? 0);
    expect(top).toEqual([...top].sort((a, b) => b - a));

    const beans = await client.products.queryProducts().eq('name', 'House Blend Beans').find();
    expect(beans.items.map((p) => p.name)).toEqual(['House Blend Beans']);

    const band = await client.products
      .queryProducts()
      .ge('priceData.price', 14)
      .lt('priceData.price', 20)
      .find();
    expect(band.items.length).toBeGreaterThan(0);
    expect(band.items.every((p) => p.priceData!.price! >= 14 && p.priceData!.price! < 20)).toBe(true);

    const starts = await client.products.queryProducts().startsWith('name', 'House').find();
    expect(starts.items.map((p) => p.name)).toContain('House Blend Beans');
  });

  it('filters by dates (sent as ISO strings), id lists, exists and ne, and pages on with next()', async () => {
    const client = visitor();
    const all = await client.products.queryProducts().ascending('name').find();
    const future = await client.products
      .queryProducts()
      .gt('lastUpdated', new Date(Date.now() + 86_400_000))
      .find();
    expect(future.items).toEqual([]);
    const past = await client.products
      .queryProducts()
      .lt('lastUpdated', new Date(Date.now() + 86_400_000))
      .find();
    expect(past.totalCount).toBe(all.totalCount);
    expect(dotR(store.takeSent().at(-1)!.search).query.filter).toEqual({
      lastUpdated: { $lt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
    });

    const picked = all.items.slice(0, 3).map((p) => p._id!);
    const byIds = await client.products.queryProducts().in('_id', picked).find();
    expect(byIds.items.map((p) => p._id).sort()).toEqual([...picked].sort());
    expect(dotR(store.takeSent().at(-1)!.search).query.filter).toEqual({ id: { $in: picked } });

    const notFirst = await client.products.queryProducts().ne('_id', picked[0]).find();
    expect(notFirst.totalCount).toBe((all.totalCount ?? 0) - 1);
    const withSku = await client.products.queryProducts().exists('sku', true).find();
    expect(withSku.items.every((p) => (p.sku ?? '') !== '')).toBe(true);

    const firstPage = await client.products.queryProducts().ascending('name').limit(20).find();
    const secondPage = await firstPage.next();
    expect([...firstPage.items, ...secondPage.items].map((p) => p.name)).toEqual(
      all.items.map((p) => p.name),
    );
    expect(secondPage.hasNext()).toBe(false);
  });

  it('getProduct answers the v1 shape: _id, numeric prices, lowercase productType, dates, options and variants', async () => {
    const client = visitor();
    const { items } = await client.products.queryProducts().eq('name', 'House Blend Beans').find();
    const id = items[0]!._id!;
    const { product } = await client.products.getProduct(id);
    expect(product).toMatchObject({
      _id: id,
      name: 'House Blend Beans',
      productType: 'physical',
      sku: 'COF-HOUSE',
      manageVariants: true,
      priceData: { price: 14, currency: 'USD' },
      brand: 'Ember Roasters',
      ribbon: 'Bestseller',
    });
    expect(product?.lastUpdated).toBeInstanceOf(Date);
    expect(product?._createdDate).toBeInstanceOf(Date);
    expect(product?.productOptions?.map((o) => [o.name, o.choices?.map((c) => c.value)])).toEqual([
      ['Size', ['250 g', '1 kg']],
    ]);
    expect(product?.variants?.map((v) => [v.choices, v.variant?.priceData?.price])).toEqual([
      [{ Size: '250 g' }, 14],
      [{ Size: '1 kg' }, 46],
    ]);
    const sent = store.takeSent().at(-1)!;
    expect(sent.path).toBe(`/stores-reader/v1/products/${id}`);

    const availability = await client.products.getProductOptionsAvailability(id, { Size: '1 kg' });
    expect(availability.availableForPurchase).toBe(true);
    expect(availability.selectedVariant?.price?.price).toBe(46);

    const variants = await client.products.queryProductVariants(id, { choices: { Size: '250 g' } });
    expect(variants.variants?.map((v) => v.variant?.priceData?.price)).toEqual([14]);
  });

  it('queryStoreVariants and getStoreVariant: the variants of a product, by `{productId}-{variantId}`', async () => {
    const client = visitor();
    const { items } = await client.products.queryProducts().eq('name', 'House Blend Beans').find();
    const productId = items[0]!._id!;
    const { variants } = await client.products.queryStoreVariants({ filter: { productId } });
    expect(variants?.map((v) => [v.productId, v.choices, v.sku, v.managedVariant])).toEqual([
      [productId, { Size: '250 g' }, 'COF-HOUSE-250', true],
      [productId, { Size: '1 kg' }, 'COF-HOUSE-1K', true],
    ]);
    const first = variants![0]!;
    expect(first._id).toBe(`${productId}-${first.variantId}`);
    const { variant } = await client.products.getStoreVariant(first._id!);
    expect(variant).toMatchObject({ _id: first._id, productId, variantName: first.variantName });
    const missing = await client.products.getStoreVariant(`${productId}-nope`).catch((e) => e);
    expect(missing.status).toBe(404);
  });

  it('an unknown product id is a 404 the client surfaces with the server’s application error', async () => {
    const client = visitor();
    const error = await client.products.getProduct('00000000-0000-4000-8000-000000000000').catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.details?.applicationError?.code).toBe('PRODUCT_NOT_FOUND');
    expect(error.requestId).toMatch(/\S/);
  });

  it('a query with a wrong type is a validation error listing the field', async () => {
    const client = visitor();
    const error = await client.products
      .queryProducts()
      .limit(1000)
      .find()
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.details?.validationError?.fieldViolations?.[0]?.field).toMatch(/paging\.limit$/);
    expect(error.message).toMatch(/INVALID_ARGUMENT/);
  });
});

describe('collections', () => {
  it('queryCollections, getCollection and getCollectionBySlug answer the demo collections', async () => {
    const client = visitor();
    const all = await client.collections.queryCollections().find();
    expect(all.items.map((c) => c.slug).sort()).toEqual([
      'all-products',
      'apparel',
      'coffee',
      'home-kitchen',
      'plants',
      'stationery',
    ]);
    expect(all.totalCount).toBe(6);
    const sorted = await client.collections.queryCollections().ascending('name').limit(2).find();
    expect(sorted.items.map((c) => c.name)).toEqual(['All Products', 'Apparel']);
    const coffee = all.items.find((c) => c.slug === 'coffee')!;
    const byId = await client.collections.getCollection(coffee._id!);
    expect(byId).toMatchObject({ _id: coffee._id, name: 'Coffee', slug: 'coffee', numberOfProducts: 8 });
    const sent = store.takeSent();
    expect(sent.at(-1)?.path).toBe(`/v2/collections/${coffee._id}`);

    const missing = await client.collections
      .getCollection('00000000-0000-4000-8000-000000000000')
      .catch((e) => e);
    expect(missing.details?.applicationError?.code).toMatch(/NOT_FOUND/);
  });
});
