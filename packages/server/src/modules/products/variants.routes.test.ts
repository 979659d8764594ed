import type {
  ErrorEnvelope,
  Product,
  ProductOptionsAvailabilityResponse,
  ProductResponse,
  QueryProductVariantsResponse,
  UpdateVariantsResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
});
afterAll(() => t.close());

const sizes = { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] };
const colors = {
  name: 'Color',
  optionType: 'color',
  choices: [
    { value: '#ff0000', description: 'Red' },
    { value: '#0000ff', description: 'Blue' },
  ],
};

async function createTee(extra: Record<string, unknown> = {}): Promise<Product> {
  const product = {
    name: 'Tee',
    priceData: { price: 20 },
    manageVariants: true,
    productOptions: [sizes, colors],
    ...extra,
  };
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

const get = async (id: string) =>
  ((await (await admin('GET', `/stores-reader/v1/products/${id}`)).json()) as ProductResponse).product;

describe('options and generated variants', () => {
  it('makes one variant per combination of visible choices', async () => {
    const tee = await createTee();
    expect(tee.variants).toHaveLength(6);
    expect(tee.variants?.map((v) => v.choices)).toContainEqual({ Size: 'M', Color: 'Blue' });
    expect(tee.productOptions?.[1]).toMatchObject({
      optionType: 'color',
      name: 'Color',
      choices: [{ value: '#ff0000', description: 'Red', inStock: true, visible: true }, expect.anything()],
    });
    const hiddenChoice = await createTee({
      productOptions: [{ ...sizes, choices: [{ value: 'S' }, { value: 'M', visible: false }] }],
    });
    expect(hiddenChoice.variants).toHaveLength(1);
  });

  it('caps the variant count with a MAX_SIZE violation and checks names and colors', async () => {
    const seven = (name: string) => ({
      name,
      choices: Array.from({ length: 7 }, (_, i) => ({ value: `${name}${i}` })),
    });
    const started = Date.now();
    const tooMany = await admin('POST', '/stores/v1/products', {
      product: { name: 'Huge', productOptions: [seven('A'), seven('B'), seven('C')] },
    });
    expect(await violations(tooMany)).toEqual([['product.productOptions', 'MAX_SIZE']]);
    expect(Date.now() - started).toBeLessThan(2000);
    const badColor = await admin('POST', '/stores/v1/products', {
      product: { name: 'X', productOptions: [{ ...colors, choices: [{ value: 'red' }] }] },
    });
    expect(await violations(badColor)).toEqual([['product.productOptions[0].choices[0].value', 'FORMAT']]);
    const twice = await admin('POST', '/stores/v1/products', {
      product: { name: 'X', productOptions: [sizes, sizes] },
    });
    expect(await violations(twice)).toEqual([['product.productOptions[1].name', 'VALIDATION']]);
  });
});

describe('PATCH /stores/v1/products/{id}/variants', () => {
  it('overrides chosen variants and recomputes ranges and stock', async () => {
    const tee = await createTee({ costAndProfitData: { itemCost: 5 } });
    const res = await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      id: tee.id,
      variants: [{ choices: { Size: 'L' }, price: 30, cost: 8, sku: 'TEE-L' }],
    });
    expect(res.status).toBe(200);
    const { variants } = (await res.json()) as UpdateVariantsResponse;
    expect(variants).toHaveLength(2);
    expect(variants[0]?.variant).toMatchObject({
      priceData: { price: 30, formatted: { price: '$30.00' } },
      sku: 'TEE-L',
      costAndProfitData: { profit: 22 },
    });
    const blueS = tee.variants!.find((v) => v.choices?.Size === 'S' && v.choices.Color === 'Blue')!;
    const stock = await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ variantIds: [blueS.id], stock: { trackQuantity: true, quantity: 0 } }],
    });
    expect(stock.status).toBe(200);
    const after = await get(tee.id!);
    expect(after.priceRange).toEqual({ minValue: 20, maxValue: 30 });
    expect(after.stock).toMatchObject({ inventoryStatus: 'PARTIALLY_OUT_OF_STOCK', inStock: true });
    await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ choices: { Size: 'L' }, visible: false }],
    });
    expect((await get(tee.id!)).priceRange).toEqual({ minValue: 20, maxValue: 20 });
  });

  it('keeps overrides of surviving combinations when options change, and resets to default', async () => {
    const tee = await createTee();
    await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ choices: { Size: 'L', Color: 'Red' }, price: 25 }],
    });
    const edit = await admin('PATCH', `/stores/v1/products/${tee.id}`, {
      product: { productOptions: [sizes, { ...colors, choices: [colors.choices[0]] }] },
    });
    const { product } = (await edit.json()) as ProductResponse;
    expect(product.variants).toHaveLength(3);
    expect(product.variants?.find((v) => v.choices?.Size === 'L')?.variant?.priceData?.price).toBe(25);
    expect((await admin('POST', `/stores/v1/products/${tee.id}/variants/resetToDefault`, {})).status).toBe(
      200,
    );
    expect((await get(tee.id!)).variants?.map((v) => v.variant?.priceData?.price)).toEqual([20, 20, 20]);
  });

  it('refuses overrides that name nothing, unknown variants, and products without managed variants', async () => {
    const tee = await createTee();
    const path = `/stores/v1/products/${tee.id}/variants`;
    expect(await violations(await admin('PATCH', path, { variants: [{ price: 1 }] }))).toEqual([
      ['variants[0]', 'REQUIRED_ONE_OF_FIELD'],
    ]);
    expect(
      await violations(await admin('PATCH', path, { variants: [{ variantIds: ['nope'], price: 1 }] })),
    ).toEqual([['variants[0].variantIds[0]', 'VALIDATION']]);
    expect(
      await violations(await admin('PATCH', path, { variants: [{ choices: { Size: 'XXL' }, price: 1 }] })),
    ).toEqual([['variants[0].choices', 'VALIDATION']]);
    expect(await violations(await admin('PATCH', path, { variants: [] }))).toEqual([
      ['variants', 'MIN_SIZE'],
    ]);
    const plain = await createTee({ manageVariants: false });
    const res = await admin('PATCH', `/stores/v1/products/${plain.id}/variants`, {
      variants: [{ choices: { Size: 'S' }, price: 1 }],
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorEnvelope).details.applicationError?.code).toBe('VARIANTS_NOT_MANAGED');
  });
});

describe('inventory', () => {
  it('applies product-level tracking to every variant, then counts variant quantities', async () => {
    const tee = await createTee();
    const tracked = await admin('PATCH', `/stores/v1/products/${tee.id}`, {
      product: { stock: { trackInventory: true } },
    });
    const { product } = (await tracked.json()) as ProductResponse;
    expect(product.stock).toEqual({
      trackInventory: true,
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
    expect(product.variants?.every((v) => v.stock?.trackQuantity && v.stock.quantity === 0)).toBe(true);
    await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ choices: { Size: 'M' }, stock: { quantity: 5 } }],
    });
    expect((await get(tee.id!)).stock).toEqual({
      trackInventory: true,
      quantity: 10,
      inStock: true,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    });
  });
});

describe('DELETE /stores/v1/products/{id}/options', () => {
  it('removes options and variants, leaving the default variant', async () => {
    const tee = await createTee();
    expect((await admin('DELETE', `/stores/v1/products/${tee.id}/options?id=${tee.id}`)).status).toBe(200);
    const after = await get(tee.id!);
    expect(after).toMatchObject({ productOptions: [], manageVariants: false });
    expect(after.variants).toEqual([
      expect.objectContaining({ id: '00000000-0000-0000-0000-000000000000', choices: {} }),
    ]);
  });
});

describe('productOptionsAvailability and variants query', () => {
  it('tells which choices stay available and gives the selected variant', async () => {
    const tee = await createTee();
    const redM = tee.variants!.find((v) => v.choices?.Size === 'M' && v.choices.Color === 'Red')!;
    await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ variantIds: [redM.id], stock: { trackQuantity: true, quantity: 0 }, price: 22 }],
    });
    const path = `/stores-reader/v1/products/${tee.id}/productOptionsAvailability`;
    const partial = (await (
      await visitor('POST', path, { options: { Size: 'M' } })
    ).json()) as ProductOptionsAvailabilityResponse;
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.availableForPurchase).toBe(false);
    const color = partial.productOptions.find((o) => o.name === 'Color')!;
    expect(color.choices?.map((c) => [c.description, c.inStock])).toEqual([
      ['Red', false],
      ['Blue', true],
    ]);
    const full = (await (
      await visitor('POST', path, { options: { Size: 'M', Color: 'Red' } })
    ).json()) as ProductOptionsAvailabilityResponse;
    expect(full.selectedVariant).toMatchObject({
      price: { price: 22 },
      inStock: false,
      quantity: 0,
      visible: true,
    });
    expect(full.availableForPurchase).toBe(false);
    const good = (await (
      await visitor('POST', path, { options: { Size: 'L', Color: 'Blue' } })
    ).json()) as ProductOptionsAvailabilityResponse;
    expect(good.availableForPurchase).toBe(true);
    expect(await violations(await visitor('POST', path, { options: { Fabric: 'Silk' } }))).toEqual([
      ['options.Fabric', 'VALIDATION'],
    ]);
  });

  it('queries one product’s variants by choices, ids and page', async () => {
    const tee = await createTee({ costAndProfitData: { itemCost: 2 } });
    const path = `/stores-reader/v1/products/${tee.id}/variants/query`;
    const red = (await (
      await visitor('POST', path, {
        choices: { Color: 'Red' },
        paging: { limit: 2, offset: 1 },
        includeMerchantSpecificData: true,
      })
    ).json()) as QueryProductVariantsResponse;
    expect(red.totalResults).toBe(3);
    expect(red.metadata).toEqual({ items: 2, offset: 1 });
    expect(red.variants[0]?.variant?.costAndProfitData).toBeUndefined();
    const byId = (await (
      await admin('POST', path, { variantIds: [tee.variants![0]!.id], includeMerchantSpecificData: true })
    ).json()) as QueryProductVariantsResponse;
    expect(byId.variants).toHaveLength(1);
    expect(byId.variants[0]?.variant?.costAndProfitData?.itemCost).toBe(2);
  });

  it('is 404 for hidden products to shoppers', async () => {
    const tee = await createTee({ visible: false });
    for (const [suffix, body] of [
      ['productOptionsAvailability', { options: {} }],
      ['variants/query', {}],
    ] as const) {
      const res = await visitor('POST', `/stores-reader/v1/products/${tee.id}/${suffix}`, body);
      expect(res.status).toBe(404);
    }
  });
});

describe('authorization and events', () => {
  it('lets only admins write variants', async () => {
    const tee = await createTee();
    for (const [name, status] of [
      ['anonymous', 401],
      ['visitor', 403],
      ['member', 403],
      ['adminToken', 200],
    ] as const) {
      const as = jsonRequest(t, creds[name]);
      expect(
        (
          await as('PATCH', `/stores/v1/products/${tee.id}/variants`, {
            variants: [{ choices: { Size: 'S' }, price: 2 }],
          })
        ).status,
      ).toBe(status);
      expect((await as('POST', `/stores/v1/products/${tee.id}/variants/resetToDefault`, {})).status).toBe(
        status,
      );
    }
    expect((await visitor('DELETE', `/stores/v1/products/${tee.id}/options`)).status).toBe(403);
  });

  it('writes each change’s catalog event to the outbox', async () => {
    const tee = await createTee();
    await admin('PATCH', `/stores/v1/products/${tee.id}`, { product: { name: 'Tee 2', brand: 'Acme' } });
    await admin('PATCH', `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ choices: { Size: 'S', Color: 'Red' }, price: 9 }],
    });
    await admin('DELETE', `/stores/v1/products/${tee.id}`);
    const events = await t.deps.db
      .selectFrom('event_outbox')
      .selectAll()
      .where('entity_id', '=', tee.id!)
      .orderBy('entity_event_sequence')
      .execute();
    expect(events.map((e) => e.event_type.split('.').at(-1))).toEqual([
      'ProductCreated',
      'ProductChanged',
      'VariantsChanged',
      'ProductDeleted',
    ]);
    expect(events[0]?.payload).toMatchObject({
      productId: tee.id,
      name: 'Tee',
      slug: tee.slug,
      price: { price: 20 },
      originatedFromVersion: 'V1_CATALOG',
    });
    expect(events[1]?.payload).toMatchObject({ changedFields: ['brand', 'name'] });
    expect(events[2]?.payload).toMatchObject({
      variants: [{ choices: { Size: 'S', Color: 'Red' }, changedFields: ['price'] }],
    });
    expect(events[0]?.identity).toMatchObject({ identityType: 'APP' });
  });

  it('writes no event when the change fails', async () => {
    const before = await t.deps.db.selectFrom('event_outbox').select('id').execute();
    await createTee({ slug: 'taken-tee' });
    const count = (await t.deps.db.selectFrom('event_outbox').select('id').execute()).length;
    expect(count).toBe(before.length + 1);
    const res = await admin('POST', '/stores/v1/products', { product: { name: 'Dup', slug: 'taken-tee' } });
    expect(res.status).toBe(409);
    expect(await t.deps.db.selectFrom('event_outbox').select('id').execute()).toHaveLength(count);
  });
});
