// Tests of what the product page sends to the cart: the catalog reference for the chosen options, and what it says.
import { STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import type { Product } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import { addedMessage, catalogReferenceOf } from './add-to-cart.js';

const tee: Product = {
  id: 'p-tee',
  name: 'Organic Cotton Tee',
  productOptions: [
    { name: 'Size', optionType: 'drop_down', choices: [{ value: 'M', description: 'M' }] },
    { name: 'Color', optionType: 'color', choices: [{ value: '#fff', description: 'White' }] },
  ],
  variants: [{ id: 'v-m-white', choices: { Size: 'M', Color: 'White' }, stock: { inStock: true } }],
};

describe('catalogReferenceOf', () => {
  it('names the chosen variant by id when the page has the product’s variants', () => {
    expect(catalogReferenceOf(tee, { Size: 'M', Color: 'White' })).toEqual({
      appId: STORE_CATALOG_APP_ID,
      catalogItemId: 'p-tee',
      options: { variantId: 'v-m-white' },
    });
  });

  it('names the choices by option when the variant is not known here', () => {
    expect(catalogReferenceOf({ ...tee, variants: undefined }, { Size: 'M', Color: 'White' })).toEqual({
      appId: STORE_CATALOG_APP_ID,
      catalogItemId: 'p-tee',
      options: { options: { Size: 'M', Color: 'White' } },
    });
  });

  it('sends no options for a product without any', () => {
    expect(catalogReferenceOf({ id: 'p-tote', name: 'Tote' }, {})).toEqual({
      appId: STORE_CATALOG_APP_ID,
      catalogItemId: 'p-tote',
    });
  });
});

describe('addedMessage', () => {
  it('says how many of what, with the choices in option order', () => {
    expect(addedMessage(tee, { Color: 'White', Size: 'M' }, 2)).toBe(
      'Added 2 × Organic Cotton Tee (M, White) to your cart.',
    );
    expect(addedMessage({ name: 'Tote' }, {}, 1)).toBe('Added 1 × Tote to your cart.');
  });
});
