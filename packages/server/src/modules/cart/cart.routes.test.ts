import type { CartResponse, Product } from '@cartwright/contracts';
import { MAX_LINE_ITEM_QUANTITY } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { addProductMedia } from '../products/media/media.service.js';
import { DEFAULT_VARIANT_ID } from '../products/snapshot/computed-fields.js';
import {
  addToCart,
  appError,
  CART,
  type CartKit,
  cartKit,
  line,
  readCart,
  ref,
  violations,
} from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
let mug: Product;
let shirt: Product;
const owner = { kind: 'admin', userId: 'cart-tests', role: 'OWNER', via: 'api-key' } as const;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({
    name: 'Stoneware mug',
    sku: 'MUG-1',
    priceData: { price: 12.5 },
    discount: { type: 'PERCENT', value: 20 },
    weight: 0.4,
  });
  shirt = await kit.createProduct({
    name: 'Linen shirt',
    priceData: { price: 40 },
    productOptions: [
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#ff0000', description: 'Red' },
          { value: '#0000ff', description: 'Blue' },
        ],
      },
      { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
    ],
    customTextFields: [{ title: 'Monogram', maxLength: 5 }],
  });
});
afterAll(() => t.close());

const variantOf = (product: Product, choices: Record<string, string>) => kit.variantId(product.id!, choices);

describe('get current cart (C1)', () => {
  it('is OWNED_CART_NOT_FOUND before the first add, for visitors, members and admins', async () => {
    for (const as of [await kit.visitor(), await kit.member(), kit.admin]) {
      expect(await appError(await as('GET', CART))).toEqual({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    }
  });

  it('needs a caller', async () => {
    expect((await t.app.request(CART)).status).toBe(401);
  });
});

describe('add to cart (C3)', () => {
  it('creates the cart and resolves the line against the catalog', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 2)]);
    expect(cart).toMatchObject({
      currency: 'USD',
      weightUnit: 'KG',
      taxIncludedInPrices: false,
      revision: '1',
      appliedDiscounts: [],
      buyerInfo: { visitorId: expect.any(String) },
    });
    const [item] = cart.lineItems!;
    expect(item).toMatchObject({
      quantity: 2,
      catalogReference: ref(mug),
      productName: { original: 'Stoneware mug' },
      url: { relativePath: `/product-page/${mug.slug}`, url: `http://localhost/product-page/${mug.slug}` },
      price: { amount: '10.00', formattedAmount: '$10.00' },
      fullPrice: { amount: '12.50' },
      priceBeforeDiscounts: { amount: '10.00' },
      lineItemPrice: { amount: '20.00' },
      availability: { status: 'AVAILABLE' },
      physicalProperties: { weight: 0.4, sku: 'MUG-1', shippable: true },
      itemType: { preset: 'PHYSICAL' },
      rootCatalogItemId: mug.id,
      descriptionLines: [],
    });
    expect(await readCart(visitor)).toEqual(cart);
  });

  it('picks variants by id or by choices, with option description lines and color codes', async () => {
    const visitor = await kit.visitor();
    const redM = await variantOf(shirt, { Color: 'Red', Size: 'M' });
    const cart = await addToCart(visitor, [
      line(ref(shirt, { variantId: redM })),
      line(ref(shirt, { options: { Color: 'Blue', Size: 'S' }, customTextFields: { Monogram: 'AB' } })),
    ]);
    expect(cart.lineItems!.map((l) => l.descriptionLines)).toEqual([
      [
        {
          name: { original: 'Color', translated: 'Color' },
          colorInfo: { original: 'Red', translated: 'Red', code: '#ff0000' },
        },
        { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } },
      ],
      [
        {
          name: { original: 'Color', translated: 'Color' },
          colorInfo: { original: 'Blue', translated: 'Blue', code: '#0000ff' },
        },
        { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'S', translated: 'S' } },
        {
          name: { original: 'Monogram', translated: 'Monogram' },
          plainText: { original: 'AB', translated: 'AB' },
        },
      ],
    ]);
  });

  it('merges the same item (by variant id or by the same choices) and keeps different custom text apart', async () => {
    const visitor = await kit.visitor();
    const blueS = await variantOf(shirt, { Color: 'Blue', Size: 'S' });
    await addToCart(visitor, [line(ref(shirt, { variantId: blueS }), 2)]);
    await addToCart(visitor, [line(ref(shirt, { options: { Size: 'S', Color: 'Blue' } }), 3)]);
    const cart = await addToCart(visitor, [
      line(ref(shirt, { variantId: blueS, customTextFields: { Monogram: 'ZZ' } }), 1),
      line(ref(mug), 1),
      line(ref(mug), 1),
    ]);
    expect(cart.lineItems!.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Linen shirt', 5],
      ['Linen shirt', 1],
      ['Stoneware mug', 2],
    ]);
    expect(cart.revision).toBe('3');
  });

  it('takes the default variant id for a product without options', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug, { variantId: DEFAULT_VARIANT_ID }))]);
    expect(cart.lineItems![0]!.availability).toEqual({ status: 'AVAILABLE' });
  });

  it('names the line item of an unknown product, variant, app id or hidden product, and adds nothing', async () => {
    const visitor = await kit.visitor();
    const hidden = await kit.createProduct({ name: 'Hidden thing', visible: false });
    const cases: Array<[unknown, string]> = [
      [ref('8f3c6a6e-0c1f-4a8e-9a55-000000000000'), 'lineItems[1].catalogReference.catalogItemId'],
      [ref('not-a-uuid'), 'lineItems[1].catalogReference.catalogItemId'],
      [
        ref(shirt, { variantId: '8f3c6a6e-0c1f-4a8e-9a55-000000000000' }),
        'lineItems[1].catalogReference.options.variantId',
      ],
      [ref(shirt, { variantId: 'nope' }), 'lineItems[1].catalogReference.options.variantId'],
      [
        ref(shirt, { options: { Color: 'Green', Size: 'S' } }),
        'lineItems[1].catalogReference.options.options',
      ],
      [ref(shirt, { options: { Color: 'Red' } }), 'lineItems[1].catalogReference.options.options'],
      [ref(shirt), 'lineItems[1].catalogReference.options'],
      [ref(mug, { options: { Color: 'Red' } }), 'lineItems[1].catalogReference.options.options'],
      [{ ...ref(mug), appId: 'another-app' }, 'lineItems[1].catalogReference.appId'],
      [ref(hidden), 'lineItems[1].catalogReference.catalogItemId'],
      [
        ref(shirt, { options: { Color: 'Red', Size: 'S' }, customTextFields: { Monogram: 'TOOLONG' } }),
        'lineItems[1].catalogReference.options.customTextFields.Monogram',
      ],
      [
        ref(shirt, { options: { Color: 'Red', Size: 'S' }, customTextFields: { Engraving: 'x' } }),
        'lineItems[1].catalogReference.options.customTextFields.Engraving',
      ],
    ];
    for (const [reference, field] of cases) {
      const res = await visitor('POST', `${CART}/add-to-cart`, {
        lineItems: [line(ref(mug)), { quantity: 1, catalogReference: reference }],
      });
      expect(
        (await violations(res))?.map(([f]) => f),
        JSON.stringify(reference),
      ).toEqual([field]);
    }
    expect(await appError(await visitor('GET', CART))).toEqual({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
  });

  it('requires mandatory custom text', async () => {
    const engraved = await kit.createProduct({
      name: 'Engraved pen',
      customTextFields: [{ title: 'Name', mandatory: true }],
    });
    const visitor = await kit.visitor();
    expect(
      await violations(await visitor('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(engraved))] })),
    ).toEqual([['lineItems[0].catalogReference.options.customTextFields.Name', 'REQUIRED_FIELD']]);
    const cart = await addToCart(visitor, [line(ref(engraved, { customTextFields: { Name: 'Ada' } }))]);
    expect(cart.lineItems).toHaveLength(1);
  });

  it('refuses bad quantities, wrong types, oversize strings and empty adds', async () => {
    const visitor = await kit.visitor();
    const add = (body: unknown) => visitor('POST', `${CART}/add-to-cart`, body);
    for (const quantity of [0, -1, 1.5, MAX_LINE_ITEM_QUANTITY + 1, '2', null]) {
      expect(await violations(await add({ lineItems: [{ quantity, catalogReference: ref(mug) }] }))).toEqual([
        ['lineItems[0].quantity', expect.any(String)],
      ]);
    }
    expect(await violations(await add({ lineItems: [{ quantity: 1 }] }))).toEqual([
      ['lineItems[0].catalogReference', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await add({ lineItems: 'mug' }))).toEqual([['lineItems', expect.any(String)]]);
    expect(
      await violations(await add({ lineItems: [line({ ...ref(mug), catalogItemId: 'x'.repeat(101) })] })),
    ).toEqual([['lineItems[0].catalogReference.catalogItemId', 'MAX_LENGTH']]);
    expect(await violations(await add({}))).toEqual([['lineItems', 'MIN_SIZE']]);
    expect(await violations(await add({ lineItems: [] }))).toEqual([['lineItems', 'MIN_SIZE']]);
  });

  it('validates the merged quantity against the maximum', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), MAX_LINE_ITEM_QUANTITY - 1)]);
    expect(
      await violations(await visitor('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(mug), 2)] })),
    ).toEqual([['lineItems[0].quantity', 'MAX']]);
    expect((await readCart(visitor)).lineItems![0]!.quantity).toBe(MAX_LINE_ITEM_QUANTITY - 1);
    expect((await addToCart(visitor, [line(ref(mug), 1)])).lineItems![0]!.quantity).toBe(
      MAX_LINE_ITEM_QUANTITY,
    );
  });

  it('refuses custom line items from visitors and members, and takes them from admins', async () => {
    const custom = { quantity: 2, price: '9.999', productName: { original: 'Gift wrap' } };
    for (const as of [await kit.visitor(), await kit.member()]) {
      const res = await as('POST', `${CART}/add-to-cart`, { customLineItems: [custom] });
      expect(await appError(res)).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
    }
    const res = await kit.admin('POST', `${CART}/add-to-cart`, { customLineItems: [custom] });
    const body = (await res.json()) as CartResponse;
    expect(res.status).toBe(200);
    expect(body.cart.buyerInfo).toEqual({ userId: expect.any(String) });
    expect(body.cart.lineItems![0]).toMatchObject({
      quantity: 2,
      customLineItem: true,
      productName: { original: 'Gift wrap', translated: 'Gift wrap' },
      price: { amount: '10.00' },
      lineItemPrice: { amount: '20.00' },
      availability: { status: 'AVAILABLE' },
      itemType: { preset: 'PHYSICAL' },
    });
  });
});

describe('availability on every read', () => {
  it('follows stock, visibility and deletion: PARTIALLY_AVAILABLE, NOT_AVAILABLE, NOT_FOUND', async () => {
    const lamp = await kit.createProduct({
      name: 'Desk lamp',
      priceData: { price: 30 },
      stock: { trackInventory: true, quantity: 5 },
    });
    const visitor = await kit.visitor();
    const status = async () => (await readCart(visitor)).lineItems![0]!.availability;
    await addToCart(visitor, [line(ref(lamp), 3)]);
    expect(await status()).toEqual({ status: 'AVAILABLE', quantityAvailable: 5 });
    await kit.patchProduct(lamp.id!, { stock: { trackInventory: true, quantity: 2 } });
    expect(await status()).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 });
    await kit.patchProduct(lamp.id!, { stock: { trackInventory: true, quantity: 0 } });
    expect(await status()).toEqual({ status: 'NOT_AVAILABLE', quantityAvailable: 0 });
    await kit.patchProduct(lamp.id!, { stock: { trackInventory: false, inStock: true }, visible: false });
    expect(await status()).toEqual({ status: 'NOT_AVAILABLE' });
    await kit.patchProduct(lamp.id!, { visible: true, priceData: { price: 35 } });
    const item = (await readCart(visitor)).lineItems![0]!;
    expect(item.availability).toEqual({ status: 'AVAILABLE' });
    expect(item.price?.amount).toBe('35.00');
    expect((await kit.admin('DELETE', `/stores/v1/products/${lamp.id}`)).status).toBe(200);
    const gone = (await readCart(visitor)).lineItems![0]!;
    expect(gone).toEqual({
      id: item.id,
      quantity: 3,
      catalogReference: ref(lamp),
      availability: { status: 'NOT_FOUND' },
    });
  });

  it('marks a hidden variant NOT_AVAILABLE', async () => {
    const product = await kit.createProduct({
      name: 'Cap',
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
    });
    const small = await variantOf(product, { Size: 'S' });
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(product, { variantId: small }))]);
    await kit.updateVariants(product.id!, [{ variantIds: [small], visible: false }]);
    expect((await readCart(visitor)).lineItems![0]!.availability).toEqual({ status: 'NOT_AVAILABLE' });
  });

  it('answers absolute image URLs: the chosen color first, else the product image', async () => {
    const product = await kit.createProduct({
      name: 'Scarf',
      productOptions: [
        {
          name: 'Color',
          optionType: 'color',
          choices: [
            { value: '#ff0000', description: 'Red' },
            { value: '#00ff00', description: 'Green' },
          ],
        },
      ],
    });
    // Site-relative, as the demo catalog stores its shipped images.
    await addProductMedia(t.deps, owner, product.id!, [
      { url: '/cartwright/v1/media/scarf.png' },
      { url: 'https://cdn.example/scarf-green.png', choice: { option: 'Color', choice: 'Green' } },
    ]);
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [
      line(ref(product, { options: { Color: 'Red' } })),
      line(ref(product, { options: { Color: 'Green' } })),
    ]);
    expect(cart.lineItems!.map((l) => [l.image?.url, l.image?.filename])).toEqual([
      ['http://localhost/cartwright/v1/media/scarf.png', 'scarf.png'],
      ['https://cdn.example/scarf-green.png', 'scarf-green.png'],
    ]);
  });
});

describe('ownership', () => {
  it('keeps carts apart: nobody reads or changes another caller’s cart', async () => {
    const [a, b, member] = [await kit.visitor(), await kit.visitor(), await kit.member()];
    const cartA = await addToCart(a, [line(ref(mug), 1)]);
    const cartM = await addToCart(member, [line(ref(mug), 4)]);
    expect(cartM.id).not.toBe(cartA.id);
    expect(cartM.buyerInfo).toEqual({ memberId: expect.any(String) });
    expect(await appError(await b('GET', CART))).toEqual({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    const lineId = cartA.lineItems![0]!.id!;
    expect(await appError(await b('POST', `${CART}/remove-line-items`, { lineItemIds: [lineId] }))).toEqual({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
    });
    await addToCart(b, [line(ref(mug), 1)]);
    expect(await violations(await b('POST', `${CART}/remove-line-items`, { lineItemIds: [lineId] }))).toEqual(
      [['lineItemIds[0]', 'VALIDATION']],
    );
    expect(
      await violations(
        await b('POST', `${CART}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 9 }] }),
      ),
    ).toEqual([['lineItems[0].id', 'VALIDATION']]);
    expect((await readCart(a)).lineItems![0]!.quantity).toBe(1);
    expect((await readCart(member)).lineItems![0]!.quantity).toBe(4);
  });
});

describe('OpenAPI', () => {
  it('describes the nine cart calls and the checkout read with their schemas', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
      >;
    };
    const cartPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith(CART));
    expect(
      cartPaths.flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`)).sort(),
    ).toEqual([
      `delete ${CART}`,
      `get ${CART}`,
      `patch ${CART}`,
      `post ${CART}/add-to-cart`,
      `post ${CART}/create-checkout`,
      `post ${CART}/estimate-totals`,
      `post ${CART}/remove-coupon`,
      `post ${CART}/remove-line-items`,
      `post ${CART}/update-line-items-quantity`,
    ]);
    const add = doc.paths[`${CART}/add-to-cart`]!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(add.properties ?? {})).toEqual(['lineItems', 'customLineItems', 'businessLocationId']);
    expect(doc.paths['/ecom/v1/checkouts/{id}']?.get).toBeDefined();
  });
});
