import type {
  ErrorEnvelope,
  GetStoreVariantResponse,
  Product,
  ProductResponse,
  QueryStoreVariantsResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

const BASE = '/stores-reader/v1/variants';
let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;
let tee: Product;
let mug: Product;
let hidden: Product;

async function create(product: Record<string, unknown>): Promise<Product> {
  return ((await (await admin('POST', '/stores/v1/products', { product })).json()) as ProductResponse)
    .product;
}

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
  tee = await create({
    name: 'Tee',
    sku: 'TEE',
    manageVariants: true,
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
  });
  await admin('POST', `/stores/v1/products/${tee.id}/media`, {
    media: [
      { url: 'https://img.example/tee.png' },
      { url: 'https://img.example/tee-m.png', choice: { option: 'Size', choice: 'M' } },
    ],
  });
  mug = await create({ name: 'Mug', sku: 'MUG' });
  hidden = await create({ name: 'Hidden', visible: false });
});
afterAll(() => t.close());

const query = async (as: ReturnType<typeof jsonRequest>, body: unknown) => {
  const res = await as('POST', `${BASE}/query`, body);
  expect(res.status).toBe(200);
  return (await res.json()) as QueryStoreVariantsResponse;
};

describe('store variants', () => {
  it('lists every variant of visible products with ids productId-variantId, names and media', async () => {
    const { variants, metadata } = await query(visitor, {});
    expect(metadata).toEqual({ count: 3, offset: 0, total: 3 });
    expect(variants.map((v) => [v.productName, v.variantName])).toEqual([
      ['Tee', 'S'],
      ['Tee', 'M'],
      ['Mug', 'Mug'],
    ]);
    const [small, medium, mugVariant] = variants;
    expect(small).toMatchObject({
      id: `${tee.id}-${small!.variantId}`,
      productId: tee.id,
      managedVariant: true,
      sku: 'TEE',
      choices: { Size: 'S' },
    });
    expect(small!.media?.image).toMatchObject({ url: 'https://img.example/tee.png', filename: 'tee.png' });
    expect(medium!.media?.image?.url).toBe('https://img.example/tee-m.png');
    expect(mugVariant).toMatchObject({
      variantId: '00000000-0000-0000-0000-000000000000',
      stock: { inStock: true },
    });
    expect(mugVariant!.media).toBeUndefined();
  });

  it('filters and pages, in the POST and the GET .r= forms, and shows hidden products to admins', async () => {
    expect((await query(visitor, { query: { filter: { productId: tee.id } } })).variants).toHaveLength(2);
    expect(
      (await query(visitor, { query: { filter: { sku: 'MUG' } } })).variants.map((v) => v.productName),
    ).toEqual(['Mug']);
    const page = await query(visitor, { query: { paging: { limit: 1, offset: 1 } } });
    expect(page.metadata).toEqual({ count: 1, offset: 1, total: 3 });
    const r = Buffer.from(
      JSON.stringify({ query: { filter: { productName: { $startsWith: 'T' } } } }),
    ).toString('base64url');
    const viaGet = await visitor('GET', `${BASE}/query?.r=${r}`);
    expect(((await viaGet.json()) as QueryStoreVariantsResponse).variants).toHaveLength(2);
    expect((await query(admin, {})).metadata.total).toBe(4);
    const bad = await visitor('POST', `${BASE}/query`, { query: { filter: { price: 1 } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorEnvelope).details.validationError?.fieldViolations[0]?.field).toBe(
      'query.filter.price',
    );
  });

  it('gets one variant by id, 404 VARIANT_NOT_FOUND for unknown or hidden ones', async () => {
    const [first] = (await query(visitor, { query: { filter: { productId: tee.id } } })).variants;
    const res = await visitor('GET', `${BASE}/${first!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as GetStoreVariantResponse).variant).toEqual(first);
    const hiddenId = `${hidden.id}-00000000-0000-0000-0000-000000000000`;
    for (const id of [hiddenId, `${tee.id}-nope`, 'garbage', `${mug.id}`]) {
      const missing = await visitor('GET', `${BASE}/${id}`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as ErrorEnvelope).details.applicationError?.code).toBe(
        'VARIANT_NOT_FOUND',
      );
    }
    expect((await admin('GET', `${BASE}/${hiddenId}`)).status).toBe(200);
  });
});
