// Demo products of the Stationery collection.
import { counted, type DemoProduct, info, productsOf, sizes } from './demo-types.js';

const p = productsOf('stationery');

export const STATIONERY: DemoProduct[] = [
  p(
    {
      name: 'Dot Grid Notebook',
      image: 'dot-grid-notebook',
      price: 18,
      cost: 5,
      weight: 0.3,
      sku: 'STA-NOTEBOOK',
      brand: 'Papermill',
      description: 'A5, 192 numbered pages of 100 gsm paper that takes fountain pen ink without bleeding.',
    },
    { ribbon: 'Bestseller', ...counted(60), ...info('Lay-flat binding; ribbon marker and back pocket.') },
    { images: ['dot-grid-notebook-back'] },
  ),
  p(
    {
      name: 'Brass Fountain Pen',
      image: 'brass-fountain-pen',
      price: 64,
      cost: 22,
      weight: 0.05,
      sku: 'STA-PEN',
      brand: 'Inkwell',
      description: 'A solid brass pen with a steel medium nib that develops a warm patina with use.',
    },
    { ribbon: 'Sale', discount: { type: 'PERCENT', value: 15 }, ...counted(8) },
  ),
  p(
    {
      name: 'Colour Pencil Set',
      image: 'colour-pencil-set',
      price: 28,
      cost: 9,
      weight: 0.25,
      sku: 'STA-PENCILS',
      brand: 'Papermill',
      description: 'Twenty-four soft-core pencils in a tin, blendable and lightfast.',
    },
    counted(30),
  ),
  p(
    {
      name: 'Undated Weekly Planner',
      image: 'weekly-planner',
      price: 26,
      cost: 7.5,
      weight: 0.4,
      sku: 'STA-PLANNER',
      brand: 'Papermill',
      description: 'Fifty-two undated weeks, monthly overviews and habit trackers in a linen cover.',
    },
    { ribbon: 'New', ...counted(20) },
  ),
  p(
    {
      name: 'Washi Tape Trio',
      image: 'washi-tape-trio',
      price: 12,
      cost: 3,
      weight: 0.06,
      sku: 'STA-WASHI',
      brand: 'Kami',
      description: 'Three rolls of Japanese paper tape in leaf, coral and dot patterns.',
    },
    { stock: { inStock: false } },
  ),
  p(
    {
      name: 'Letterpress Card Set',
      image: 'letterpress-cards',
      price: 22,
      cost: 6,
      weight: 0.2,
      sku: 'STA-CARDS',
      brand: 'Inkwell',
      description: 'Eight blank cards pressed on cotton paper, with envelopes lined in red.',
    },
    { discount: { type: 'AMOUNT', value: 2.5 } },
  ),
  p(
    {
      name: 'Kraft Sketchbook',
      image: 'kraft-sketchbook',
      price: 16,
      cost: 4,
      weight: 0.35,
      sku: 'STA-SKETCH',
      brand: 'Papermill',
      description: 'Wire-bound sketchbook of toned kraft paper for pencil, charcoal and white gel pen.',
    },
    { manageVariants: true, productOptions: [sizes('A5', 'A4')], ...counted(0) },
    {
      variants: [
        { choices: { Size: 'A5' }, price: 16, cost: 4, stock: { quantity: 15 }, sku: 'STA-SKETCH-A5' },
        {
          choices: { Size: 'A4' },
          price: 24,
          cost: 6,
          weight: 0.6,
          stock: { quantity: 9 },
          sku: 'STA-SKETCH-A4',
        },
      ],
    },
  ),
  p(
    {
      name: 'Bamboo Desk Tray',
      image: 'bamboo-desk-tray',
      price: 34,
      cost: 12,
      weight: 0.9,
      sku: 'STA-TRAY',
      brand: 'Grainline',
      description: 'A slim bamboo tray that keeps pens, clips and a phone in one tidy place.',
    },
    info('Wipe clean with a damp cloth.'),
  ),
];
