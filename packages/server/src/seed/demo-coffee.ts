// Demo products of the Coffee collection.
import { colors, counted, type DemoProduct, info, productsOf, sizes } from './demo-types.js';

const p = productsOf('coffee');
const beans = {
  additionalInfoSections: [
    { title: 'Brewing', description: '<p>15 g of coffee to 250 ml of water just off the boil.</p>' },
    { title: 'Freshness', description: '<p>Roasted every Monday; best within six weeks of roasting.</p>' },
  ],
};
const grams = (totalQuantity: number) => ({
  pricePerUnitData: {
    totalQuantity,
    totalMeasurementUnit: 'G' as const,
    baseQuantity: 100,
    baseMeasurementUnit: 'G' as const,
  },
});

export const COFFEE: DemoProduct[] = [
  p(
    {
      name: 'House Blend Beans',
      image: 'house-blend-beans',
      price: 14,
      cost: 5,
      weight: 0.25,
      sku: 'COF-HOUSE',
      brand: 'Ember Roasters',
      description:
        'Chocolate, hazelnut and a little cherry: the blend we drink every day, for filter or espresso.',
    },
    {
      ribbon: 'Bestseller',
      manageVariants: true,
      productOptions: [sizes('250 g', '1 kg')],
      ...grams(250),
      ...beans,
    },
    {
      variants: [
        { choices: { Size: '250 g' }, price: 14, cost: 5, weight: 0.25, sku: 'COF-HOUSE-250' },
        { choices: { Size: '1 kg' }, price: 46, cost: 17, weight: 1, sku: 'COF-HOUSE-1K' },
      ],
    },
  ),
  p(
    {
      name: 'Ethiopia Single Origin',
      image: 'ethiopia-single-origin',
      price: 18,
      cost: 7,
      weight: 0.25,
      sku: 'COF-ETH',
      brand: 'Ember Roasters',
      description: 'A washed Yirgacheffe with jasmine, bergamot and peach; lovely as a pour-over.',
    },
    { ribbon: 'New', ...grams(250), ...counted(24), ...beans },
  ),
  p(
    {
      name: 'Decaf Colombia',
      image: 'decaf-colombia',
      price: 16,
      cost: 6,
      weight: 0.25,
      sku: 'COF-DECAF',
      brand: 'Ember Roasters',
      description: 'Sugarcane-processed decaf with caramel and red apple, for a second cup in the evening.',
    },
    { ...grams(250), ...counted(0), ...beans },
  ),
  p(
    {
      name: 'Burr Grinder',
      image: 'burr-grinder',
      price: 149,
      cost: 70,
      weight: 2.4,
      sku: 'COF-GRINDER',
      brand: 'Kōbō',
      description: 'Forty grind settings from espresso to cold brew with 40 mm conical steel burrs.',
    },
    {
      ribbon: 'Sale',
      discount: { type: 'AMOUNT', value: 20 },
      ...counted(6),
      ...info('Brush the burrs weekly.'),
    },
  ),
  p(
    {
      name: 'Ceramic Dripper',
      image: 'ceramic-dripper',
      price: 28,
      cost: 9,
      weight: 0.45,
      sku: 'COF-DRIPPER',
      brand: 'Kōbō',
      description: 'A single-hole porcelain cone that brews one or two cups with a steady, even flow.',
    },
    counted(19),
  ),
  p(
    {
      name: 'French Press',
      image: 'french-press',
      price: 42,
      cost: 15,
      weight: 0.9,
      sku: 'COF-PRESS',
      brand: 'Kōbō',
      description: 'A 1 l press with a double mesh filter, a heat-resistant glass beaker and a walnut knob.',
    },
    { discount: { type: 'PERCENT', value: 10 }, ...counted(11) },
  ),
  p(
    {
      name: 'Gooseneck Kettle',
      image: 'gooseneck-kettle',
      price: 89,
      cost: 38,
      weight: 1.1,
      sku: 'COF-KETTLE',
      brand: 'Kōbō',
      description: 'A 0.9 l electric kettle with a precise pour and temperature hold from 40 to 100 °C.',
    },
    {
      ribbon: 'New',
      manageVariants: true,
      productOptions: [colors({ 'Matte Black': '#212529', White: '#f8f9fa' })],
      ...counted(0),
    },
    {
      images: ['gooseneck-kettle-white'],
      colorImages: { 'Matte Black': 'gooseneck-kettle', White: 'gooseneck-kettle-white' },
      variants: [
        { choices: { Color: 'Matte Black' }, stock: { quantity: 5 } },
        { choices: { Color: 'White' }, price: 95, stock: { quantity: 2 } },
      ],
    },
  ),
  p(
    {
      name: 'Unbleached Paper Filters',
      image: 'paper-filters',
      price: 7,
      cost: 1.5,
      weight: 0.12,
      sku: 'COF-FILTERS',
      brand: 'Kōbō',
      description: 'One hundred unbleached filters sized for the ceramic dripper.',
    },
    counted(120),
  ),
];
