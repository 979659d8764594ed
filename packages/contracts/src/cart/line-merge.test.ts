// The line-merge rule: which adds are one line, by product, variant and custom text. That the server's answers
// agree with it is tested against the real server in tests/integration/cart-line-merge.test.ts.
import { describe, expect, it } from 'vitest';
import { STORE_CATALOG_APP_ID } from '../enums/cart.js';
import type { CatalogReference } from './line-item.js';
import { lineMergeKey, referenceLineIdentity } from './line-merge.js';

const reference = (catalogItemId: string, options?: CatalogReference['options']): CatalogReference => ({
  appId: STORE_CATALOG_APP_ID,
  catalogItemId,
  ...(options ? { options } : {}),
});
const key = (ref: CatalogReference) => lineMergeKey(referenceLineIdentity(ref));

describe('lineMergeKey', () => {
  it('is product, variant and custom text; custom text in canonical JSON through the digest', () => {
    expect(lineMergeKey({ productId: 'p', variant: 'v' })).toBe('p:v:');
    expect(lineMergeKey({ productId: 'p', variant: 'v', customTextFields: {} })).toBe('p:v:');
    expect(lineMergeKey({ productId: 'p', variant: 'v', customTextFields: { b: '2', a: '1' } })).toBe(
      'p:v:{"a":"1","b":"2"}',
    );
    expect(
      lineMergeKey(
        { productId: 'p', variant: 'v', customTextFields: { a: '1' } },
        (text) => `#${text.length}`,
      ),
    ).toBe('p:v:#9');
  });
});

describe('referenceLineIdentity', () => {
  it('merges references to the same variant by id, or by the same choices in any key order', () => {
    expect(key(reference('p', { variantId: 'v-1' }))).toBe(key(reference('p', { variantId: 'v-1' })));
    expect(key(reference('p', { options: { Size: 'M', Color: 'Red' } }))).toBe(
      key(reference('p', { options: { Color: 'Red', Size: 'M' } })),
    );
    expect(key(reference('p', { options: {} }))).toBe(key(reference('p')));
    // A variant id wins over choices given beside it, as on the server.
    expect(key(reference('p', { variantId: 'v-1', options: { Size: 'M' } }))).toBe(
      key(reference('p', { variantId: 'v-1' })),
    );
  });

  it('keeps apart other products, variants, choices and custom text', () => {
    const keys = [
      reference('p'),
      reference('q'),
      reference('p', { variantId: 'v-1' }),
      reference('p', { variantId: 'v-2' }),
      reference('p', { options: { Size: 'M' } }),
      reference('p', { options: { Size: 'L' } }),
      reference('p', { variantId: 'v-1', customTextFields: { Engraving: 'A' } }),
      reference('p', { variantId: 'v-1', customTextFields: { Engraving: 'B' } }),
      reference('p', { variantId: 'v-1', customTextFields: { Engraving: '' } }),
    ].map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
