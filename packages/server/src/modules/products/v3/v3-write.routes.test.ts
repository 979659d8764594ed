// V3 product writes on the V1 rows: create (readable through V1), update with revision (stale refused with
// nothing changed, a race of two updates), delete, admin-only, bad input; V3 events in the same transaction.
import type { ErrorEnvelope, Product, V3Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
});
afterAll(() => t.close());

const price = (actual: string, compareAt?: string) => ({
  actualPrice: { amount: actual },
  ...(compareAt ? { compareAtPrice: { amount: compareAt } } : {}),
});

async function createV3(product: Record<string, unknown>): Promise<V3Product> {
  const res = await admin('POST', '/stores/v3/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as { product: V3Product }).product;
}

async function readV1(id: string): Promise<Product> {
  const res = await admin('GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { product: Product }).product;
}

const appCode = async (res: Response) => ((await res.json()) as ErrorEnvelope).details.applicationError?.code;
/** Every outbox event about one entity, oldest first. */
async function outbox(id: string) {
  const rows = await t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    eventType: r.event_type,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
  }));
}
const v3Events = async (id: string) =>
  (await outbox(id)).filter((e) => e.eventType.startsWith('wix.stores.catalog.v3'));

describe('POST /stores/v3/products', () => {
  it('creates a product the V1 catalog reads with the same price, discount, cost and weight', async () => {
    const made = await createV3({
      name: 'V3 Kettle',
      plainDescription: 'Boils water',
      productType: 'PHYSICAL',
      brand: { id: 'brand-1' },
      ribbon: { id: 'ribbon-1' },
      infoSections: [{ id: 'care' }],
      variantsInfo: {
        variants: [
          {
            sku: 'KET-1',
            price: price('40.00', '50.00'),
            revenueDetails: { cost: { amount: '12' } },
            physicalProperties: { weight: 1.5 },
          },
        ],
      },
    });
    expect(made).toMatchObject({
      name: 'V3 Kettle',
      slug: 'v3-kettle',
      brand: { id: 'brand-1' },
      ribbon: { id: 'ribbon-1' },
      actualPriceRange: { minValue: { amount: '40.00' } },
      compareAtPriceRange: { minValue: { amount: '50.00' } },
      costRange: { minValue: { amount: '12.00' } },
    });
    const v1 = await readV1(made.id);
    expect(v1).toMatchObject({
      name: 'V3 Kettle',
      description: 'Boils water',
      sku: 'KET-1',
      weight: 1.5,
      priceData: { price: 50, discountedPrice: 40 },
      discount: { type: 'AMOUNT', value: 10 },
      costAndProfitData: { itemCost: 12 },
    });
    const events = await v3Events(made.id);
    expect(events.map((e) => e.eventType)).toEqual(['wix.stores.catalog.v3.product_created']);
    expect(events[0]?.payload).toMatchObject({
      createdEvent: { entity: { id: made.id, name: 'V3 Kettle' } },
    });
    // The V1 event of the same change is there too: both catalogs hear of it.
    const all = await outbox(made.id);
    expect(all.map((e) => e.eventType)).toContain('com.wix.ecommerce.catalog.api.v1.ProductCreated');
  });

  it('refuses shoppers, wrong types, unknown fields, oversize names and a taken slug', async () => {
    const visitor = jsonRequest(t, creds.visitor);
    expect((await visitor('POST', '/stores/v3/products', { product: { name: 'No' } })).status).toBe(403);
    for (const product of [
      { name: 7 },
      {},
      { name: 'x'.repeat(81) },
      { name: 'Bad price', variantsInfo: { variants: [{ price: { actualPrice: { amount: 'ten' } } }] } },
      { name: 'Two', variantsInfo: { variants: [{}, {}] } },
      { name: 'Extra', colour: 'red' },
      { name: 'Type', productType: 'physical' },
    ]) {
      const res = await admin('POST', '/stores/v3/products', { product });
      expect(res.status, JSON.stringify(product)).toBe(400);
    }
    await createV3({ name: 'Slug Taken', slug: 'slug-taken' });
    const again = await admin('POST', '/stores/v3/products', {
      product: { name: 'Other', slug: 'slug-taken' },
    });
    expect(again.status).toBe(409);
  });
});

describe('PATCH /stores/v3/products/:id', () => {
  it('updates with the current revision, and refuses a stale one changing nothing', async () => {
    const made = await createV3({
      name: 'Revision Jar',
      variantsInfo: { variants: [{ price: price('5') }] },
    });
    const res = await admin('PATCH', `/stores/v3/products/${made.id}`, {
      product: {
        revision: made.revision,
        name: 'Revision Jar 2',
        variantsInfo: { variants: [{ price: price('6') }] },
      },
    });
    expect(res.status).toBe(200);
    const updated = ((await res.json()) as { product: V3Product }).product;
    expect(updated.name).toBe('Revision Jar 2');
    expect(Number(updated.revision)).toBeGreaterThan(Number(made.revision));
    expect((await readV1(made.id)).priceData?.price).toBe(6);

    const stale = await admin('PATCH', `/stores/v3/products/${made.id}`, {
      product: { revision: made.revision, name: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect(await appCode(stale)).toBe('REVISION_MISMATCH');
    expect((await readV1(made.id)).name).toBe('Revision Jar 2');
    expect((await v3Events(made.id)).map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.product_updated',
    ]);
  });

  it('of two updates racing with the same revision, exactly one wins', async () => {
    const made = await createV3({ name: 'Race Cup' });
    const results = await Promise.all(
      ['Race Cup A', 'Race Cup B'].map((name) =>
        admin('PATCH', `/stores/v3/products/${made.id}`, { product: { revision: made.revision, name } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const name = ((await winner.json()) as { product: V3Product }).product.name;
    expect((await readV1(made.id)).name).toBe(name);
  });

  it('a V1 change makes a V3 revision stale; unknown ids are 404, a body id must match the path', async () => {
    const made = await createV3({ name: 'Crossed Plate' });
    expect(
      (await admin('PATCH', `/stores/v1/products/${made.id}`, { product: { name: 'Crossed Plate V1' } }))
        .status,
    ).toBe(200);
    const stale = await admin('PATCH', `/stores/v3/products/${made.id}`, {
      product: { revision: made.revision, name: 'X' },
    });
    expect(stale.status).toBe(409);
    const unknown = await admin('PATCH', '/stores/v3/products/00000000-0000-4000-8000-000000000000', {
      product: { revision: '1', name: 'X' },
    });
    expect(unknown.status).toBe(404);
    const other = await admin('PATCH', `/stores/v3/products/${made.id}`, {
      product: { id: 'other', revision: '1' },
    });
    expect(other.status).toBe(400);
    const missing = await admin('PATCH', `/stores/v3/products/${made.id}`, {
      product: { name: 'No revision' },
    });
    expect(missing.status).toBe(400);
  });
});

describe('DELETE /stores/v3/products/:id', () => {
  it('deletes through V3 (gone from V1 too) with a V3 event; unknown ids are 404', async () => {
    const made = await createV3({ name: 'Doomed Spoon' });
    expect((await admin('DELETE', `/stores/v3/products/${made.id}`)).status).toBe(200);
    expect((await admin('GET', `/stores-reader/v1/products/${made.id}`)).status).toBe(404);
    expect((await v3Events(made.id)).map((e) => e.eventType)).toContain(
      'wix.stores.catalog.v3.product_deleted',
    );
    expect((await admin('DELETE', `/stores/v3/products/${made.id}`)).status).toBe(404);
  });
});
