// Demo products of the Home & Kitchen collection.
import { colors, counted, type DemoProduct, info, productsOf, sizes } from './demo-types.js';

const p = productsOf('kitchen');

export const KITCHEN: DemoProduct[] = [
  p(
    {
      name: 'Stoneware Mug',
      image: 'stoneware-mug',
      price: 24,
      cost: 8.5,
      weight: 0.4,
      sku: 'KIT-MUG',
      brand: 'Hearth & Kiln',
      description:
        'A hand-glazed 350 ml mug with a thick wall that keeps coffee warm through a slow morning.',
    },
    {
      ribbon: 'Bestseller',
      manageVariants: true,
      productOptions: [colors({ Terracotta: '#c8553d', Sage: '#7fa37a', Slate: '#4f5d75' })],
      ...counted(0),
      ...info('Dishwasher and microwave safe.'),
    },
    {
      images: ['stoneware-mug-sage', 'stoneware-mug-slate'],
      colorImages: { Terracotta: 'stoneware-mug', Sage: 'stoneware-mug-sage', Slate: 'stoneware-mug-slate' },
      variants: [
        { choices: { Color: 'Terracotta' }, stock: { quantity: 18 }, sku: 'KIT-MUG-TER' },
        { choices: { Color: 'Sage' }, stock: { quantity: 7 }, sku: 'KIT-MUG-SAG' },
        { choices: { Color: 'Slate' }, stock: { quantity: 0 }, sku: 'KIT-MUG-SLA' },
      ],
    },
  ),
  p(
    {
      name: 'Serving Bowl',
      image: 'serving-bowl',
      price: 38,
      cost: 14,
      weight: 1.1,
      sku: 'KIT-BOWL',
      brand: 'Hearth & Kiln',
      description: 'A wide, shallow bowl for salads and pasta, glazed in warm mustard with a teal rim.',
    },
    { ...counted(12), ...info('Dishwasher safe. Avoid sudden temperature changes.') },
  ),
  p(
    {
      name: 'Dinner Plate Set',
      image: 'dinner-plate-set',
      price: 64,
      cost: 26,
      weight: 3.2,
      sku: 'KIT-PLATES',
      brand: 'Hearth & Kiln',
      description:
        'Four 27 cm porcelain plates with a hand-stamped ring: everyday plates that look set for guests.',
    },
    { ribbon: 'Sale', discount: { type: 'PERCENT', value: 20 }, ...counted(9) },
  ),
  p(
    {
      name: 'Cast Iron Teapot',
      image: 'cast-iron-teapot',
      price: 72,
      cost: 30,
      weight: 1.6,
      sku: 'KIT-TEAPOT',
      brand: 'Tetsu',
      description:
        'An enamel-lined 0.8 l cast iron teapot with a stainless infuser that holds heat for an hour.',
    },
    { ribbon: 'Bestseller', ...counted(5), ...info('Rinse with warm water and dry over low heat.') },
  ),
  p(
    {
      name: 'Walnut Cutting Board',
      image: 'walnut-cutting-board',
      price: 56,
      cost: 21,
      weight: 1.4,
      sku: 'KIT-BOARD',
      brand: 'Grainline',
      description: 'End-grain walnut that is kind to knife edges, finished with food-safe oil and beeswax.',
    },
    info('Hand wash only; oil once a month.'),
  ),
  p(
    {
      name: 'Glass Storage Jar',
      image: 'glass-storage-jar',
      price: 16,
      cost: 5,
      weight: 0.7,
      sku: 'KIT-JAR',
      brand: 'Pantry Co.',
      description: 'A 1 l borosilicate jar with an airtight bamboo lid for grains, beans and biscuits.',
    },
    counted(0),
  ),
  p(
    {
      name: 'Linen Tea Towel',
      image: 'linen-tea-towel',
      price: 18,
      cost: 5.5,
      weight: 0.15,
      sku: 'KIT-TOWEL',
      brand: 'Flax House',
      description: 'Stonewashed European linen that dries glasses without lint and softens with every wash.',
    },
    { ribbon: 'Sale', discount: { type: 'AMOUNT', value: 4 }, ...info('Machine wash warm; tumble dry low.') },
  ),
  p(
    {
      name: 'Soy Candle',
      image: 'soy-candle',
      price: 22,
      cost: 6,
      weight: 0.35,
      sku: 'KIT-CANDLE',
      brand: 'Wick & Co.',
      description: 'Fig and cedar scented soy wax in a reusable tin, poured by hand in small batches.',
    },
    { ribbon: 'New', manageVariants: true, productOptions: [sizes('Small', 'Large')] },
    {
      variants: [
        { choices: { Size: 'Small' }, price: 22, cost: 6, weight: 0.35, sku: 'KIT-CANDLE-S' },
        { choices: { Size: 'Large' }, price: 36, cost: 10, weight: 0.8, sku: 'KIT-CANDLE-L' },
      ],
    },
  ),
];
