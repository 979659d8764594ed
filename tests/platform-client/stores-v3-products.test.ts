// The V3 catalog through the platform's own @wix/stores client (productsV3, catalogVersioning) against the real
// store with the demo catalog: the version call, product get with `fields`, get by slug, the cursor-paged query
// builder (GET `.r=`), search and count; field names, paging and dates are the client's, not our reading.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, products, productsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformStore, startPlatformStore } from './platform-store.js';

let store: PlatformStore;
beforeAll(async () => {
  store = await startPlatformStore();
});
afterAll(() => store?.close());

const modules = { products, productsV3, catalogVersioning };
const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: store.clientId }) });
const admin = () =>
  createClient({ modules, auth: ApiKeyStrategy({ apiKey: store.apiKey, accountId: 'store' }) });

/** The payload of a `.r=` query string as the client encoded it. */
const dotR = (search: string) =>
  JSON.parse(Buffer.from(new URLSearchParams(search).get('.r') ?? '', 'base64url').toString('utf8'));

describe('catalogVersioning', () => {
  it('getCatalogVersion answers V3_CATALOG at the platform path', async () => {
    const answer = await visitor().catalogVersioning.getCatalogVersion();
    expect(answer.catalogVersion).toBe('V3_CATALOG');
    expect(store.takeSent().at(-1)).toMatchObject({ method: 'GET', path: '/stores/v3/provision/version' });
  });
});

describe('productsV3 reads', () => {
  it('queryProducts pages with cursors through the visible catalog, the same products V1 lists', async () => {
    const client = visitor();
    let page = await client.productsV3.queryProducts().limit(15).find();
    const ids = page.items.map((p) => p._id);
    expect(page.items).toHaveLength(15);
    while (page.hasNext()) {
      page = await page.next();
      ids.push(...page.items.map((p) => p._id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    const v1 = await client.products.queryProducts().limit(100).find();
    expect(ids.sort()).toEqual(v1.items.map((p) => p._id).sort());
    const sent = store.takeSent().filter((r) => r.path === '/stores/v3/products/query');
    expect(sent[0]).toMatchObject({ method: 'GET', host: 'edge.wixapis.com' });
    expect(dotR(sent[0]!.search)).toMatchObject({ query: { cursorPaging: { limit: 15 } } });
    expect(dotR(sent[1]!.search).query.cursorPaging.cursor).toEqual(expect.any(String));
  });

  it('filters and sorts with the builder on the fields it types; dates come back as Dates, ids as _id', async () => {
    const client = visitor();
    const slugs = (await client.products.queryProducts().limit(6).find()).items.map((p) => p.slug!);
    const page = await client.productsV3
      .queryProducts()
      .in('slug', slugs)
      .eq('visible', true)
      .descending('slug')
      .find();
    expect(page.items.map((p) => p.slug)).toEqual([...slugs].sort().reverse());
    const first = page.items[0]!;
    expect(first._createdDate).toBeInstanceOf(Date);
    expect(first._updatedDate).toBeInstanceOf(Date);
    expect(first._id).toEqual(expect.any(String));
    expect(first.revision).toMatch(/^\d+$/);
    const sent = dotR(store.takeSent().at(-1)!.search);
    expect(sent.query).toMatchObject({
      filter: { $and: [{ slug: { $in: slugs } }, { visible: true }] },
      sort: [{ fieldName: 'slug', order: 'DESC' }],
    });
    const newest = await client.productsV3.queryProducts().descending('_createdDate').limit(3).find();
    const dates = newest.items.map((p) => p._createdDate!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dotR(store.takeSent().at(-1)!.search).query.sort).toEqual([
      { fieldName: 'createdDate', order: 'DESC' },
    ]);
  });

  it('searchProducts filters and sorts by price and type, the fields search types', async () => {
    const found = await visitor().productsV3.searchProducts({
      filter: { productType: 'PHYSICAL', 'actualPriceRange.minValue.amount': { $gte: '10' } },
      sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
      cursorPaging: { limit: 100 },
    });
    const prices = (found.products ?? []).map((p) => Number(p.actualPriceRange?.minValue?.amount));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 10)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(store.takeSent().at(-1)?.path).toBe('/stores/v3/products/search');
  });

  it('getProduct with fields, and getProductBySlug, agree with the V1 product', async () => {
    const client = visitor();
    const v1 = (await client.products.queryProducts().limit(1).find()).items[0]!;
    const product = await client.productsV3.getProduct(v1._id!, {
      fields: ['CURRENCY', 'PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'URL'],
    });
    expect(product._id).toBe(v1._id);
    expect(product.name).toBe(v1.name);
    expect(product.currency).toBe(v1.priceData?.currency);
    expect(product.plainDescription).toBe(v1.description);
    // V1's price range is before discounts, like V3's compare-at range; V3's actual range is after them.
    expect(Number(product.compareAtPriceRange?.minValue?.amount)).toBe(v1.priceRange?.minValue);
    expect(Number(product.actualPriceRange?.minValue?.amount)).toBeLessThanOrEqual(v1.priceRange!.minValue!);
    expect(product.media?.itemsInfo?.items?.length).toBe(v1.media?.items?.length);
    expect(product.url).toMatch(new RegExp(`/product-page/${v1.slug}$`));
    expect(store.takeSent().at(-1)?.search).toContain('fields=CURRENCY');
    const bySlug = await client.productsV3.getProductBySlug(v1.slug!);
    expect(bySlug.product?._id).toBe(v1._id);
    expect(store.takeSent().at(-1)?.path).toBe(`/stores/v3/products/slug/${v1.slug}`);
  });

  it('a discounted product’s actual price range is V1’s discounted price, its compare-at range the price', async () => {
    const client = visitor();
    const all = (await client.products.queryProducts().limit(100).find()).items;
    const discounted = all.find(
      (p) => !p.manageVariants && (p.priceData?.discountedPrice ?? 0) < (p.priceData?.price ?? 0),
    );
    expect(discounted, 'the demo catalog has a discounted product without variants').toBeDefined();
    const product = await client.productsV3.getProduct(discounted!._id!);
    expect(Number(product.actualPriceRange?.minValue?.amount)).toBe(discounted!.priceData?.discountedPrice);
    expect(Number(product.compareAtPriceRange?.minValue?.amount)).toBe(discounted!.priceData?.price);
  });

  it('searchProducts finds by free text and countProducts counts with the same filter', async () => {
    const client = visitor();
    const found = await client.productsV3.searchProducts({
      search: { expression: 'coffee' },
      cursorPaging: { limit: 5 },
    });
    expect(found.products?.length).toBeGreaterThan(0);
    const all = await client.productsV3.countProducts({});
    const v1 = await client.products.queryProducts().find();
    expect(all.count).toBe(v1.totalCount);
    const physical = await client.productsV3.countProducts({ filter: { productType: 'PHYSICAL' } });
    expect(physical.count).toBeLessThanOrEqual(all.count!);
  });

  it('unknown ids and bad filters are the client’s errors', async () => {
    const client = visitor();
    await expect(client.productsV3.getProduct('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } },
    });
    await expect(
      client.productsV3
        .queryProducts()
        .eq('colour' as never, 'red')
        .find(),
    ).rejects.toThrow();
    expect((await admin().catalogVersioning.getCatalogVersion()).catalogVersion).toBe('V3_CATALOG');
  });
});

describe('productsV3 writes (API key)', () => {
  it('createProduct, updateProduct with the revision (a stale one refused), deleteProduct; V1 reads each', async () => {
    const client = admin();
    const created = await client.productsV3.createProduct({
      name: 'Platform V3 Mug',
      productType: 'PHYSICAL',
      physicalProperties: {},
      variantsInfo: {
        variants: [{ price: { actualPrice: { amount: '9.00' }, compareAtPrice: { amount: '12.00' } } }],
      },
    });
    expect(created._id).toEqual(expect.any(String));
    expect(created._createdDate).toBeInstanceOf(Date);
    expect(store.takeSent().at(-1)).toMatchObject({ method: 'POST', path: '/stores/v3/products' });
    const v1 = await client.products.getProduct(created._id!);
    expect(v1.product?.priceData).toMatchObject({ price: 12, discountedPrice: 9 });

    const updated = await client.productsV3.updateProduct(created._id!, {
      revision: created.revision,
      name: 'Platform V3 Mug 2',
    });
    expect(updated.name).toBe('Platform V3 Mug 2');
    expect(store.takeSent().at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/stores/v3/products/${created._id}`,
      body: { product: { id: created._id, revision: created.revision, name: 'Platform V3 Mug 2' } },
    });
    await expect(
      client.productsV3.updateProduct(created._id!, { revision: created.revision, name: 'Lost' }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });
    expect((await client.products.getProduct(created._id!)).product?.name).toBe('Platform V3 Mug 2');

    await client.productsV3.deleteProduct(created._id!);
    expect(store.takeSent().at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/stores/v3/products/${created._id}`,
    });
    await expect(client.productsV3.getProduct(created._id!)).rejects.toMatchObject({
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } },
    });
  });
});
