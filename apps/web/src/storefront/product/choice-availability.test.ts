// Tests of choice availability and variant selection from a product's variants and stock.
import type { Product } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import { choiceName, isChoiceAvailable, selectedVariant } from './choice-availability.js';

const variant = (Size: string, Color: string, inStock: boolean, visible = true) => ({
  id: `${Size}-${Color}`,
  choices: { Size, Color },
  variant: { visible, priceData: { price: Size === 'L' ? 12 : 10 } },
  stock: { inStock },
});

const tee: Product = {
  name: 'Tee',
  productOptions: [
    {
      name: 'Size',
      optionType: 'drop_down',
      choices: [
        { value: 'S', description: 'S' },
        { value: 'L', description: 'L' },
      ],
    },
    {
      name: 'Color',
      optionType: 'color',
      choices: [
        { value: '#ff0000', description: 'Red' },
        { value: '#0000ff', description: 'Blue' },
        { value: '#00ff00', description: 'Green', visible: false },
      ],
    },
  ],
  variants: [
    variant('S', 'Red', true),
    variant('S', 'Blue', false),
    variant('L', 'Red', false),
    variant('L', 'Blue', true, false),
  ],
};
const [size, color] = tee.productOptions!;
const choice = (option: typeof size, name: string) => option!.choices!.find((c) => choiceName(c) === name)!;

describe('isChoiceAvailable', () => {
  it('with nothing chosen, a choice is available when some visible variant with it is in stock', () => {
    expect(isChoiceAvailable(tee, 'Size', choice(size, 'S'), {})).toBe(true);
    // L/Red is out of stock and L/Blue is hidden.
    expect(isChoiceAvailable(tee, 'Size', choice(size, 'L'), {})).toBe(false);
    expect(isChoiceAvailable(tee, 'Color', choice(color, 'Blue'), {})).toBe(false);
  });

  it('takes the choices made for the other options into account, not the one for its own option', () => {
    expect(isChoiceAvailable(tee, 'Color', choice(color, 'Red'), { Size: 'S' })).toBe(true);
    expect(isChoiceAvailable(tee, 'Color', choice(color, 'Red'), { Size: 'L' })).toBe(false);
    expect(isChoiceAvailable(tee, 'Size', choice(size, 'S'), { Size: 'L', Color: 'Red' })).toBe(true);
  });

  it('never offers a hidden choice', () => {
    expect(isChoiceAvailable(tee, 'Color', choice(color, 'Green'), {})).toBe(false);
  });

  it('uses the choice’s own stock when the product came without variants', () => {
    const bare: Product = { ...tee, variants: undefined };
    expect(isChoiceAvailable(bare, 'Size', { value: 'S', inStock: true }, {})).toBe(true);
    expect(isChoiceAvailable(bare, 'Size', { value: 'S', inStock: false }, {})).toBe(false);
  });
});

describe('selectedVariant', () => {
  it('is the variant matching every chosen option', () => {
    expect(selectedVariant(tee, { Size: 'S', Color: 'Red' })?.id).toBe('S-Red');
    expect(selectedVariant(tee, { Color: 'Blue', Size: 'S' })?.stock?.inStock).toBe(false);
  });

  it('is undefined until every option is chosen, for hidden variants and for unknown choices', () => {
    expect(selectedVariant(tee, { Size: 'S' })).toBeUndefined();
    expect(selectedVariant(tee, { Size: 'L', Color: 'Blue' })).toBeUndefined();
    expect(selectedVariant(tee, { Size: 'XL', Color: 'Red' })).toBeUndefined();
    expect(selectedVariant({ name: 'Plain', variants: [] }, {})).toBeUndefined();
  });
});
