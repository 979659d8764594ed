// The product editor's state ↔ the create and update bodies.
import type { Product } from '@cartwright/client/products';
import { describe, expect, it } from 'vitest';
import { draftFromProduct, productInputFromDraft, productUpdateFromDraft } from './product-draft.js';

const shirt: Product = {
  id: 'p-1',
  name: 'Linen shirt',
  slug: 'linen-shirt',
  description: 'Cool',
  sku: 'LS-1',
  productType: 'physical',
  visible: false,
  ribbon: 'New',
  brand: 'Acme',
  priceData: { price: 60 },
  discount: { type: 'PERCENT', value: 25 },
  costAndProfitData: { itemCost: 20 },
  weight: 0.3,
  stock: { trackInventory: true, quantity: 7, inStock: true },
  seoData: {
    tags: [
      { type: 'title', children: 'Linen shirt | Acme' },
      { type: 'meta', props: { name: 'description', content: 'A cool shirt' } },
    ],
  },
  manageVariants: true,
  productOptions: [
    {
      name: 'Size',
      optionType: 'drop_down',
      choices: [
        { value: 'S', description: 'S' },
        { value: 'M', description: 'M' },
      ],
    },
    { name: 'Color', optionType: 'color', choices: [{ value: '#c0392b', description: 'Red' }] },
  ],
};

describe('product drafts', () => {
  it('starts a new product visible, physical, in stock and without options', () => {
    const draft = draftFromProduct();
    expect(draft).toMatchObject({
      name: '',
      visible: true,
      productType: 'physical',
      inStock: true,
      options: [],
    });
    expect(productInputFromDraft(draft).errors).toEqual({ name: 'Enter a name.' });
  });

  it('turns a product into a draft and back into the same writable fields', () => {
    const { input, errors } = productInputFromDraft(draftFromProduct(shirt));
    expect(errors).toEqual({});
    expect(input).toEqual({
      name: 'Linen shirt',
      slug: 'linen-shirt',
      description: 'Cool',
      sku: 'LS-1',
      productType: 'physical',
      visible: false,
      ribbon: 'New',
      brand: 'Acme',
      priceData: { price: 60 },
      discount: { type: 'PERCENT', value: 25 },
      costAndProfitData: { itemCost: 20 },
      weight: 0.3,
      stock: { trackInventory: true, quantity: 7 },
      seoData: shirt.seoData,
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          optionType: 'drop_down',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
          ],
        },
        { name: 'Color', optionType: 'color', choices: [{ value: '#c0392b', description: 'Red' }] },
      ],
    });
  });

  it('names the fields whose numbers cannot be sent, by their server paths', () => {
    const draft = {
      ...draftFromProduct(shirt),
      price: 'ten',
      cost: '-1',
      quantity: '2.5',
      options: [{ name: '', optionType: 'drop_down' as const, choices: [{ name: ' ', color: '' }] }],
    };
    expect(productInputFromDraft(draft).errors).toEqual({
      'priceData.price': 'Enter a number.',
      'costAndProfitData.itemCost': 'Enter 0 or more.',
      'stock.quantity': 'Enter a whole number.',
      'productOptions[0].name': 'Enter the option name.',
      'productOptions[0].choices': 'Give every choice a name.',
    });
  });

  it('leaves unchanged options out of an update, so variant prices survive', () => {
    const draft = { ...draftFromProduct(shirt), price: '65' };
    const { update } = productUpdateFromDraft(draft, shirt);
    expect(update?.patch.priceData).toEqual({ price: 65 });
    expect(update?.patch).not.toHaveProperty('productOptions');
    expect(update).toMatchObject({ removeRibbon: false, removeBrand: false, deleteOptions: false });
  });

  it('sends changed options, and asks for removals the patch cannot express', () => {
    const base = draftFromProduct(shirt);
    const renamed = { ...base, options: [{ ...base.options[0]!, name: 'Fit' }] };
    expect(productUpdateFromDraft(renamed, shirt).update?.patch.productOptions).toEqual([
      {
        name: 'Fit',
        optionType: 'drop_down',
        choices: [
          { value: 'S', description: 'S' },
          { value: 'M', description: 'M' },
        ],
      },
    ]);
    const cleared = { ...base, ribbon: ' ', brand: '', options: [] };
    expect(productUpdateFromDraft(cleared, shirt).update).toMatchObject({
      removeRibbon: true,
      removeBrand: true,
      deleteOptions: true,
    });
    expect(productUpdateFromDraft(cleared, shirt).update?.patch).not.toHaveProperty('ribbon');
  });

  it('sends an emptied cost as no cost, and a product without one reads back with the field blank', () => {
    const draft = { ...draftFromProduct(shirt), cost: ' ' };
    expect(productUpdateFromDraft(draft, shirt).update?.patch.costAndProfitData).toEqual({ itemCost: null });
    const { costAndProfitData: _, ...uncosted } = shirt;
    expect(draftFromProduct(uncosted).cost).toBe('');
    // Still blank, nothing to clear: the patch does not name the cost at all.
    expect(productUpdateFromDraft(draftFromProduct(uncosted), uncosted).update?.patch).not.toHaveProperty(
      'costAndProfitData',
    );
    expect(productInputFromDraft(draftFromProduct(uncosted)).input).not.toHaveProperty('costAndProfitData');
  });
});
