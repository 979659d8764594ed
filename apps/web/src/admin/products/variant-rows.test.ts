import { describe, expect, it } from 'vitest';
import type { OptionDraft } from './product-draft.js';
import { choicesKey, draftCombinations, emptyRow, valuesOf } from './variant-rows.js';

const option = (name: string, ...choices: string[]): OptionDraft => ({
  name,
  optionType: 'drop_down',
  choices: choices.map((choice) => ({ name: choice, color: '' })),
});

describe('draftCombinations', () => {
  it('makes every combination in option order, as the server makes its variants', () => {
    expect(draftCombinations([option('Size', 'S', 'M'), option('Color', 'Red', 'Blue')])).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Red' },
      { Size: 'M', Color: 'Blue' },
    ]);
  });

  it('leaves out options and choices still being typed, and repeated choices', () => {
    expect(draftCombinations([option(' Size ', ' S', '', 'S', 'M'), option('', 'x'), option('Fit')])).toEqual(
      [{ Size: 'S' }, { Size: 'M' }],
    );
    expect(draftCombinations([option('Size', '', ' ')])).toEqual([]);
    expect(draftCombinations([])).toEqual([]);
  });
});

describe('valuesOf', () => {
  const row = { ...emptyRow({ Size: 'M' }), price: '26', quantity: '4', sku: ' MUG-M ' };

  it('sends the numbers typed, the trimmed SKU and the stock the product tracks', () => {
    expect(valuesOf(row, true)).toEqual({
      price: 26,
      sku: 'MUG-M',
      visible: true,
      stock: { trackQuantity: true, quantity: 4 },
    });
    expect(valuesOf({ ...row, inStock: false }, false)).toEqual({
      price: 26,
      sku: 'MUG-M',
      visible: true,
      stock: { inStock: false },
    });
  });

  it('sends an own price, cost or weight emptied as null, so the variant follows the product again', () => {
    const saved = { ...row, price: '30', cost: '4', weight: '' };
    expect(valuesOf({ ...saved, price: '', cost: ' ' }, true, saved)).toEqual({
      price: null,
      cost: null,
      sku: 'MUG-M',
      visible: true,
      stock: { trackQuantity: true, quantity: 4 },
    });
    // A cell that was empty and stays empty sends nothing: the variant keeps following the product.
    expect(valuesOf({ ...saved, price: '' }, true, saved)).not.toHaveProperty('weight');
  });

  it('names the row and the field of an unreadable or negative number', () => {
    expect(valuesOf({ ...row, price: 'cheap' }, true)).toBe('Size: M: price must be a number of 0 or more.');
    expect(valuesOf({ ...row, weight: '-1' }, true)).toBe('Size: M: weight must be a number of 0 or more.');
    expect(valuesOf({ ...row, quantity: '1.5' }, true)).toBe('Size: M: quantity must be a whole number.');
  });
});

describe('choicesKey', () => {
  it('is the same for the same choices in any order', () => {
    expect(choicesKey({ Size: 'S', Color: 'Red' })).toBe(choicesKey({ Color: 'Red', Size: 'S' }));
  });
});
