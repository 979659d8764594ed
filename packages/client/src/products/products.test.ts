import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { isApiError, isNetworkError } from '../errors/guards.js';
import { useCatalogTestServer } from '../test-support/catalog-requests.js';
import { envelope } from '../test-support/test-server.js';
import {
  addProductMedia,
  addProductMediaToChoices,
  bulkAdjustProductProperty,
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  deleteProductOptions,
  getProduct,
  getProductFacets,
  getProductOptionsAvailability,
  getProductVariantOverrides,
  getSearchSuggestions,
  getSearchSynonyms,
  products,
  queryProductVariants,
  removeProductBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductRibbon,
  resetProductVariantsToDefault,
  updateProduct,
  updateProductVariants,
  updateSearchSynonyms,
} from './index.js';

const { server, client, last } = useCatalogTestServer();

const wireProduct = {
  id: 'p-1',
  name: 'Hat',
  createdDate: '2024-01-02T03:04:05.000Z',
  lastUpdated: '2024-02-03T04:05:06.000Z',
  weight: 'Infinity',
  priceData: { price: 'NaN', discountedPrice: 9.5, formatted: { price: '$10.00' } },
  costRange: { minValue: '-Infinity', maxValue: 3 },
  discount: { type: 'AMOUNT', value: 'NaN' },
  variants: [{ id: 'v-1', variant: { weight: 'NaN', priceData: { price: 'Infinity' } } }],
};

function expectConvertedProduct(product: Record<string, unknown>) {
  expect(product.createdDate).toEqual(new Date('2024-01-02T03:04:05.000Z'));
  expect(product.lastUpdated).toEqual(new Date('2024-02-03T04:05:06.000Z'));
  expect(product).toMatchObject({
    weight: Number.POSITIVE_INFINITY,
    priceData: { price: Number.NaN, discountedPrice: 9.5, formatted: { price: '$10.00' } },
    costRange: { minValue: Number.NEGATIVE_INFINITY, maxValue: 3 },
    discount: { type: 'AMOUNT', value: Number.NaN },
    variants: [
      { id: 'v-1', variant: { weight: Number.NaN, priceData: { price: Number.POSITIVE_INFINITY } } },
    ],
  });
}

describe('product calls: request shapes', () => {
  const cases: [string, () => Promise<unknown>, object][] = [
    [
      'createProduct',
      () => createProduct(client(), { name: 'Hat', priceData: { price: 10 } }),
      {
        method: 'POST',
        path: '/stores/v1/products',
        body: { product: { name: 'Hat', priceData: { price: 10 } } },
      },
    ],
    [
      'updateProduct',
      () => updateProduct(client(), 'p 1', { name: 'Cap' }),
      { method: 'PATCH', path: '/stores/v1/products/p%201', body: { product: { name: 'Cap', id: 'p 1' } } },
    ],
    [
      'deleteProduct',
      () => deleteProduct(client(), 'p-1'),
      { method: 'DELETE', path: '/stores/v1/products/p-1', params: { id: 'p-1' } },
    ],
    [
      'getProduct',
      () => getProduct(client(), 'p-1', { includeMerchantSpecificData: true }),
      {
        method: 'GET',
        path: '/stores-reader/v1/products/p-1',
        params: { id: 'p-1', includeMerchantSpecificData: 'true' },
      },
    ],
    [
      'getProductOptionsAvailability',
      () => getProductOptionsAvailability(client(), 'p-1', { Size: 'M', Color: 'Red' }),
      {
        method: 'POST',
        path: '/stores-reader/v1/products/p-1/productOptionsAvailability',
        body: { id: 'p-1', options: { Size: 'M', Color: 'Red' } },
      },
    ],
    [
      'queryProductVariants',
      () =>
        queryProductVariants(client(), 'p-1', {
          choices: { Size: 'M' },
          paging: { limit: 10, offset: 20 },
          includeMerchantSpecificData: true,
          timeoutMs: 5000,
        }),
      {
        method: 'POST',
        path: '/stores-reader/v1/products/p-1/variants/query',
        body: {
          id: 'p-1',
          choices: { Size: 'M' },
          paging: { limit: 10, offset: 20 },
          includeMerchantSpecificData: true,
        },
      },
    ],
    [
      'updateProductVariants',
      () => updateProductVariants(client(), 'p-1', [{ variantIds: ['v-1'], price: 5, cost: Number.NaN }]),
      {
        method: 'PATCH',
        path: '/stores/v1/products/p-1/variants',
        body: { id: 'p-1', variants: [{ variantIds: ['v-1'], price: 5, cost: 'NaN' }] },
      },
    ],
    [
      'getProductVariantOverrides',
      () => getProductVariantOverrides(client(), 'p-1'),
      {
        method: 'GET',
        path: '/cartwright/v1/products/p-1/variant-overrides',
        params: { id: 'p-1' },
      },
    ],
    [
      'resetProductVariantsToDefault',
      () => resetProductVariantsToDefault(client(), 'p-1'),
      { method: 'POST', path: '/stores/v1/products/p-1/variants/resetToDefault', body: { id: 'p-1' } },
    ],
    [
      'addProductMedia',
      () =>
        addProductMedia(client(), 'p-1', [
          { url: 'https://x.test/a.png', choice: { option: 'Color', choice: 'Red' } },
        ]),
      {
        method: 'POST',
        path: '/stores/v1/products/p-1/media',
        body: {
          id: 'p-1',
          media: [{ url: 'https://x.test/a.png', choice: { option: 'Color', choice: 'Red' } }],
        },
      },
    ],
    [
      'removeProductMedia',
      () => removeProductMedia(client(), 'p-1', ['m-1', 'm-2']),
      {
        method: 'POST',
        path: '/stores/v1/products/p-1/media/delete',
        body: { id: 'p-1', mediaIds: ['m-1', 'm-2'] },
      },
    ],
    [
      'addProductMediaToChoices',
      () =>
        addProductMediaToChoices(client(), 'p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }]),
      {
        method: 'PATCH',
        path: '/stores/v1/products/p-1/choices/media',
        body: { id: 'p-1', media: [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }] },
      },
    ],
    [
      'removeProductMediaFromChoices',
      () =>
        removeProductMediaFromChoices(client(), 'p-1', [
          { option: 'Color', choice: 'Red', mediaIds: ['m-1'] },
        ]),
      {
        method: 'POST',
        path: '/stores/v1/products/p-1/choices/media/delete',
        body: { id: 'p-1', media: [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }] },
      },
    ],
    [
      'deleteProductOptions',
      () => deleteProductOptions(client(), 'p-1'),
      { method: 'DELETE', path: '/stores/v1/products/p-1/options', params: { id: 'p-1' } },
    ],
    [
      'removeProductBrand',
      () => removeProductBrand(client(), 'p-1'),
      { method: 'POST', path: '/stores/v1/products/p-1/remove-brand', body: { id: 'p-1' } },
    ],
    [
      'removeProductRibbon',
      () => removeProductRibbon(client(), 'p-1'),
      { method: 'POST', path: '/stores/v1/products/p-1/remove-ribbon', body: { id: 'p-1' } },
    ],
    [
      'bulkUpdateProducts',
      () => bulkUpdateProducts(client(), ['p-1', 'p-2'], { weight: Number.POSITIVE_INFINITY }),
      {
        method: 'POST',
        path: '/stores/v1/bulk/products/update',
        body: { ids: ['p-1', 'p-2'], set: { weight: 'Infinity' } },
      },
    ],
    [
      'bulkAdjustProductProperty',
      () =>
        bulkAdjustProductProperty(client(), ['p-1'], {
          price: { percentage: { rate: -10, roundToInt: true } },
        }),
      {
        method: 'POST',
        path: '/stores/v1/bulk/products/adjust-properties',
        body: { ids: ['p-1'], adjust: { price: { percentage: { rate: -10, roundToInt: true } } } },
      },
    ],
    [
      'getProductFacets',
      () => getProductFacets(client(), { search: 'tee', facetFilters: { options: { Size: ['M'] } } }),
      {
        method: 'POST',
        path: '/cartwright/v1/products/facets',
        body: { search: 'tee', facetFilters: { options: { Size: ['M'] } } },
      },
    ],
    [
      'getSearchSuggestions',
      () => getSearchSuggestions(client(), 'kettel', { limit: 4 }),
      { method: 'GET', path: '/cartwright/v1/search-suggestions', params: { q: 'kettel', limit: '4' } },
    ],
    [
      'getSearchSynonyms',
      () => getSearchSynonyms(client()),
      { method: 'GET', path: '/cartwright/v1/search-synonyms' },
    ],
    [
      'updateSearchSynonyms',
      () => updateSearchSynonyms(client(), { groups: [['tee', 't-shirt']] }),
      {
        method: 'PUT',
        path: '/cartwright/v1/search-synonyms',
        body: { synonyms: { groups: [['tee', 't-shirt']] } },
      },
    ],
  ];

  it.each(cases)('%s sends the gateway method, path and payload', async (_name, call, expected) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(last()).toEqual({ params: {}, ...expected });
  });

  it('every call is in the products module and binds to a client', async () => {
    expect(Object.keys(products).sort()).toEqual([...cases.map(([name]) => name), 'queryProducts'].sort());
    const bound = createClient({ host: server.origin, modules: { products } });
    await bound.products.removeProductRibbon('p-9');
    expect(last().path).toBe('/stores/v1/products/p-9/remove-ribbon');
  });
});

describe('product calls: responses', () => {
  it('create, update and get return the product with dates as Date and non-finite floats as numbers', async () => {
    server.handle(() => ({ body: { product: structuredClone(wireProduct) } }));
    expectConvertedProduct(await createProduct(client(), { name: 'Hat' }));
    expectConvertedProduct(await updateProduct(client(), 'p-1', { name: 'Hat' }));
    expectConvertedProduct(await getProduct(client(), 'p-1'));
  });

  it('empty answers resolve to undefined', async () => {
    await expect(deleteProduct(client(), 'p-1')).resolves.toBeUndefined();
    await expect(removeProductBrand(client(), 'p-1')).resolves.toBeUndefined();
  });

  it('options availability converts the selected variant floats', async () => {
    server.handle(() => ({
      body: {
        selectedVariant: { price: { price: 'NaN', discountedPrice: 4 }, weight: 'Infinity', inStock: true },
        productOptions: [],
        availableForPurchase: true,
      },
    }));
    expect(await getProductOptionsAvailability(client(), 'p-1', { Size: 'M' })).toEqual({
      selectedVariant: {
        price: { price: Number.NaN, discountedPrice: 4 },
        weight: Number.POSITIVE_INFINITY,
        inStock: true,
      },
      productOptions: [],
      availableForPurchase: true,
    });
  });

  it('variant queries and updates convert the variant floats', async () => {
    const variants = [
      {
        id: 'v-1',
        choices: { Size: 'M' },
        variant: { weight: 'NaN', costAndProfitData: { profit: '-Infinity' } },
      },
    ];
    const converted = [
      {
        id: 'v-1',
        choices: { Size: 'M' },
        variant: { weight: Number.NaN, costAndProfitData: { profit: Number.NEGATIVE_INFINITY } },
      },
    ];
    server.handle(() => ({
      body: { variants: structuredClone(variants), metadata: { items: 1, offset: 0 }, totalResults: 1 },
    }));
    expect(await queryProductVariants(client(), 'p-1')).toEqual({
      variants: converted,
      metadata: { items: 1, offset: 0 },
      totalResults: 1,
    });
    expect(await updateProductVariants(client(), 'p-1', [{ choices: { Size: 'M' }, weight: 1 }])).toEqual(
      converted,
    );
  });

  it('bulk calls return the per-item results and the totals', async () => {
    const answer = {
      results: [
        { itemMetadata: { id: 'p-1', originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: 'nope',
            originalIndex: 1,
            success: false,
            error: { code: 'NOT_FOUND', description: 'x' },
          },
        },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    };
    server.handle(() => ({ body: answer }));
    expect(await bulkUpdateProducts(client(), ['p-1', 'nope'], { price: 3 })).toEqual(answer);
    expect(await bulkAdjustProductProperty(client(), ['p-1', 'nope'], { cost: { amount: -1 } })).toEqual(
      answer,
    );
  });
});

describe('getProduct: second attempt on failure (spec §7)', () => {
  it('tries once more after a 5xx and returns the second answer', async () => {
    server.handle((_request, index) =>
      index === 0 ? { status: 503, body: {} } : { body: { product: { id: 'p-1' } } },
    );
    expect(await getProduct(client(), 'p-1')).toEqual({ id: 'p-1' });
    expect(server.requests).toHaveLength(2);
  });

  it('does not repeat a 404: the product is not there, and the second answer would say so again', async () => {
    server.handle(() =>
      envelope(404, 'gone', { applicationError: { code: 'NOT_FOUND', description: 'gone' } }),
    );
    const failure = await getProduct(client(), 'p-1').catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect((failure as { status?: number }).status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after the second failure with the second error, passed to the error handler once', async () => {
    const seen: unknown[] = [];
    server.handle((_request, index) => ({
      status: 500,
      body: {},
      headers: { 'x-wix-request-id': `r-${index}` },
    }));
    const failure = await getProduct(
      createClient({ host: server.origin, errorHandler: (e) => seen.push(e) }),
      'p-1',
    ).catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
    expect((failure as { requestId?: string }).requestId).toBe('r-1');
    expect((failure as { args?: unknown[] }).args).toEqual(['p-1', {}]);
    expect(server.requests).toHaveLength(2);
    expect(seen).toEqual([failure]);
  });

  it('writes make one attempt only', async () => {
    server.handle(() => ({ status: 503, body: {} }));
    await expect(createProduct(client(), { name: 'Hat' })).rejects.toSatisfy(isNetworkError);
    server.handle(() => envelope(400, 'bad', { applicationError: { code: 'X', description: 'bad' } }));
    await expect(deleteProduct(client(), 'p-1')).rejects.toSatisfy(isApiError);
    expect(server.requests).toHaveLength(2);
  });
});
