// A small, realistic coffee-and-kitchen catalog and 30 shopper queries with the product that should come first
// (typos, word order, accents, SKUs, description words, collections and option choices): issue #34's relevance list.

export interface CatalogProduct {
  name: string;
  description: string;
  brand?: string;
  sku?: string;
  collections?: string[];
  options?: { name: string; choices: string[] }[];
}

const size = { name: 'Size', choices: ['S', 'M', 'L', 'XL'] };

export const SEARCH_CATALOG: CatalogProduct[] = [
  {
    name: 'Gooseneck Kettle',
    brand: 'Ferro',
    sku: 'KET-GN-09',
    description: '<p>Electric pour-over kettle with temperature control, 0.9 l.</p>',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Stovetop Kettle',
    description: 'Enamel kettle for gas and induction hobs.',
    collections: ['Kitchen'],
  },
  {
    name: 'Burr Coffee Grinder',
    brand: 'Ferro',
    sku: 'GR-BURR-1',
    description: 'Conical steel burrs grind for espresso and French press alike.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Hand Coffee Grinder',
    description: 'A manual grinder for travel and camping.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Espresso Machine',
    brand: 'Ferro',
    description: 'Pump espresso machine with a milk steam wand.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Espresso Cups (Set of 4)',
    description: 'Porcelain demitasse cups with saucers.',
    collections: ['Kitchen'],
  },
  {
    name: 'Café Crème Mug',
    description: 'Stoneware mug for a <em>café au lait</em>.',
    collections: ['Kitchen', 'Gifts'],
  },
  {
    name: 'Travel Mug',
    description: 'Insulated stainless steel: keeps coffee hot for 6 hours.',
    options: [{ name: 'Color', choices: ['Black', 'Sage'] }],
  },
  {
    name: 'French Press',
    description: 'Borosilicate glass plunger coffee maker, 1 l.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Pour-Over Dripper',
    description: 'Ceramic cone dripper for one cup.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Paper Filters',
    description: '100 unbleached filters for the pour-over dripper.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Ethiopia Yirgacheffe Coffee Beans',
    description: 'Light roast whole beans, notes of jasmine and lemon.',
    collections: ['Coffee'],
  },
  {
    name: 'Colombia Huila Coffee Beans',
    description: 'Medium roast whole beans: caramel and cherry.',
    collections: ['Coffee'],
  },
  {
    name: 'Decaf Espresso Blend',
    description: 'Swiss water process decaf, dark roast.',
    collections: ['Coffee'],
  },
  { name: 'Matcha Whisk', description: 'Bamboo chasen for whisking matcha.', collections: ['Tea'] },
  { name: 'Cast Iron Teapot', description: 'A tetsubin teapot, 0.8 l.', collections: ['Tea'] },
  { name: 'Earl Grey Tea', description: 'Black tea with bergamot, loose leaf.', collections: ['Tea'] },
  { name: 'Jasmine Green Tea', description: 'Green tea scented with jasmine flowers.', collections: ['Tea'] },
  {
    name: 'Organic Cotton T-Shirt',
    sku: 'TS-ORG',
    description: 'Soft organic cotton tee.',
    collections: ['Apparel'],
    options: [size, { name: 'Color', choices: ['White', 'Navy'] }],
  },
  { name: 'Barista Apron', description: 'Waxed canvas apron with leather straps.', collections: ['Apparel'] },
  {
    name: 'Wool Beanie',
    description: 'Merino wool, ribbed knit.',
    collections: ['Apparel'],
    options: [{ name: 'Color', choices: ['Charcoal', 'Mustard'] }],
  },
  { name: 'Linen Tea Towel', description: 'Stonewashed linen.', collections: ['Kitchen'] },
  { name: 'Crêpe Pan', brand: 'Lumière', description: 'Carbon steel pan, 26 cm.', collections: ['Kitchen'] },
  {
    name: "Chef's Knife",
    brand: 'Kobo',
    description: 'Japanese stainless steel, 21 cm blade.',
    collections: ['Kitchen'],
  },
  { name: 'Cutting Board', description: 'End grain walnut board.', collections: ['Kitchen'] },
  {
    name: 'Jalapeño Hot Sauce',
    description: 'Fermented green jalapeños with lime.',
    collections: ['Pantry'],
  },
  { name: 'Müsli Jar', description: 'Glass storage jar with a bamboo lid.', collections: ['Kitchen'] },
  {
    name: 'Milk Frother',
    description: 'Handheld frother for lattes and cappuccino.',
    collections: ['Coffee Gear'],
  },
  {
    name: 'Coffee Scale',
    sku: 'SC-TIMER-2',
    description: 'Digital scale with a timer, 0.1 g precision.',
    collections: ['Coffee Gear'],
  },
  { name: 'Gift Card', description: 'A digital gift card delivered by e-mail.', collections: ['Gifts'] },
  { name: 'Ceramic Pour-Over Set', description: 'Dripper, server and two cups.', collections: ['Gifts'] },
  {
    name: 'Kettle Descaler',
    description: 'Citric acid descaler for kettles and espresso machines.',
    collections: ['Kitchen'],
  },
  {
    name: 'Heavyweight Hoodie',
    description: 'Brushed fleece hoodie.',
    collections: ['Apparel'],
    options: [size],
  },
  { name: 'Tote Bag', description: 'Canvas tote bag with the shop logo.', collections: ['Gifts'] },
  {
    name: 'Cold Brew Bottle',
    description: 'Makes cold brew coffee overnight in the fridge.',
    collections: ['Coffee Gear'],
  },
];

/** [what a shopper types, the product that should come first]. */
export const RELEVANCE_QUERIES: [string, string][] = [
  ['gooseneck', 'Gooseneck Kettle'],
  ['kettel gooseneck', 'Gooseneck Kettle'],
  ['goosenek', 'Gooseneck Kettle'],
  ['cofee grinder burr', 'Burr Coffee Grinder'],
  ['grinder hand', 'Hand Coffee Grinder'],
  ['espreso machine', 'Espresso Machine'],
  ['cafe creme', 'Café Crème Mug'],
  ['CAFÉ mug', 'Café Crème Mug'],
  ['crepe pan', 'Crêpe Pan'],
  ['jalapeno', 'Jalapeño Hot Sauce'],
  ['musli', 'Müsli Jar'],
  ['ts-org', 'Organic Cotton T-Shirt'],
  ['sc-timer-2', 'Coffee Scale'],
  ['bergamot', 'Earl Grey Tea'],
  ['tetsubin', 'Cast Iron Teapot'],
  ['yirgacheffe', 'Ethiopia Yirgacheffe Coffee Beans'],
  ['yirgachefe beans', 'Ethiopia Yirgacheffe Coffee Beans'],
  ['press french', 'French Press'],
  ['frother milk', 'Milk Frother'],
  ['apparel navy', 'Organic Cotton T-Shirt'],
  ['mustard beanie', 'Wool Beanie'],
  ['wool beanei', 'Wool Beanie'],
  ['chefs knife', "Chef's Knife"],
  ['walnut board', 'Cutting Board'],
  ['demitasse', 'Espresso Cups (Set of 4)'],
  ['descaler', 'Kettle Descaler'],
  ['gift card', 'Gift Card'],
  ['cold brew', 'Cold Brew Bottle'],
  ['pour over dripper', 'Pour-Over Dripper'],
  ['stainles steel travel', 'Travel Mug'],
];
