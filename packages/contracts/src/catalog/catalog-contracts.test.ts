import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { expandPathPattern } from '../path-lists.js';
import {
  BulkAdjustProductPropertiesRequestSchema,
  BulkUpdateProductsRequestSchema,
} from './bulk-requests.js';
import { PRODUCT_FLOAT_FIELDS, QUERY_PRODUCTS_CONVERSIONS } from './conversions.js';
import { AddProductMediaRequestSchema } from './media-requests.js';
import { CreateProductRequestSchema, UpdateProductRequestSchema } from './product-requests.js';

const check = (schema: Parameters<typeof TypeCompiler.Compile>[0], value: unknown) =>
  TypeCompiler.Compile(schema).Check(value);

describe('catalog conversion lists', () => {
  it('name the 32 product float paths of wire.md §2.3, without duplicates', () => {
    const floats = expandPathPattern(PRODUCT_FLOAT_FIELDS);
    expect(floats).toHaveLength(32);
    expect(new Set(floats).size).toBe(32);
    expect(floats).toContain('variants.variant.costAndProfitData.profitMargin');
  });

  it('put query responses under products.', () => {
    const { timestamps, floats } = QUERY_PRODUCTS_CONVERSIONS.response;
    expect(expandPathPattern(timestamps)).toEqual(['products.lastUpdated', 'products.createdDate']);
    expect(expandPathPattern(floats)).toHaveLength(32);
    expect(expandPathPattern(floats).every((p) => p.startsWith('products.'))).toBe(true);
  });
});

describe('catalog request schemas', () => {
  it('accept a minimal product and refuse computed or oversize fields', () => {
    expect(check(CreateProductRequestSchema, { product: { name: 'Mug' } })).toBe(true);
    expect(check(CreateProductRequestSchema, { product: {} })).toBe(false);
    expect(check(CreateProductRequestSchema, { product: { name: 'x'.repeat(81) } })).toBe(false);
    expect(check(CreateProductRequestSchema, { product: { name: 'Mug', priceRange: { minValue: 1 } } })).toBe(
      false,
    );
    expect(check(CreateProductRequestSchema, { product: { name: 'Mug', priceData: { price: -1 } } })).toBe(
      false,
    );
    expect(check(CreateProductRequestSchema, { product: { name: 'Mug', slug: 'Not A Slug' } })).toBe(false);
    expect(check(UpdateProductRequestSchema, { product: { id: 'p-1' } })).toBe(true);
  });

  it('accept http(s) media URLs only', () => {
    expect(check(AddProductMediaRequestSchema, { media: [{ url: 'https://img.example/a.png' }] })).toBe(true);
    expect(check(AddProductMediaRequestSchema, { media: [{ url: 'javascript:alert(1)' }] })).toBe(false);
    expect(check(AddProductMediaRequestSchema, { media: [{}] })).toBe(false);
  });

  it('treat bulk set and adjust as a oneof', () => {
    expect(check(BulkUpdateProductsRequestSchema, { ids: ['a'], set: { price: 3 } })).toBe(true);
    expect(check(BulkUpdateProductsRequestSchema, { ids: ['a'], set: { price: 3, cost: 1 } })).toBe(false);
    expect(check(BulkUpdateProductsRequestSchema, { ids: [], set: { price: 3 } })).toBe(false);
    expect(
      check(BulkAdjustProductPropertiesRequestSchema, {
        ids: ['a'],
        adjust: { price: { percentage: { rate: -10, roundToInt: true } } },
      }),
    ).toBe(true);
    expect(
      check(BulkAdjustProductPropertiesRequestSchema, {
        ids: ['a'],
        adjust: { price: { amount: 1, percentage: { rate: 1 } } },
      }),
    ).toBe(false);
  });
});
