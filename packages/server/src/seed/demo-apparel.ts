// Demo products of the Apparel collection.
import { colors, counted, type DemoProduct, info, productsOf, sizes } from './demo-types.js';

const p = productsOf('apparel');
const wash = info('Machine wash cold, inside out; line dry.');

export const APPAREL: DemoProduct[] = [
  p(
    {
      name: 'Organic Cotton Tee',
      image: 'organic-tee',
      price: 32,
      cost: 9,
      weight: 0.2,
      sku: 'APP-TEE',
      brand: 'Northfield',
      description:
        'A relaxed-fit tee in heavy 220 gsm organic cotton, garment-dyed for a soft, lived-in feel.',
    },
    {
      ribbon: 'Bestseller',
      manageVariants: true,
      productOptions: [
        sizes('S', 'M', 'L', 'XL'),
        colors({ White: '#f7f7f2', Navy: '#264653', Olive: '#6b705c' }),
      ],
      ...counted(0),
      ...wash,
    },
    {
      images: ['organic-tee-navy', 'organic-tee-olive'],
      colorImages: { White: 'organic-tee', Navy: 'organic-tee-navy', Olive: 'organic-tee-olive' },
      variants: [
        { choices: { Color: 'White' }, stock: { quantity: 10 } },
        { choices: { Color: 'Navy' }, stock: { quantity: 6 } },
        { choices: { Color: 'Olive' }, stock: { quantity: 3 } },
        { choices: { Size: 'XL', Color: 'Olive' }, stock: { quantity: 0 } },
        { choices: { Size: 'S', Color: 'Navy' }, stock: { quantity: 0 } },
        { choices: { Size: 'XL' }, price: 35, cost: 10 },
      ],
    },
  ),
  p(
    {
      name: 'Heavyweight Hoodie',
      image: 'heavyweight-hoodie',
      price: 78,
      cost: 28,
      weight: 0.7,
      sku: 'APP-HOODIE',
      brand: 'Northfield',
      description: 'Brushed-back fleece, a double-layer hood and ribbed cuffs that keep their shape.',
    },
    {
      ribbon: 'New',
      manageVariants: true,
      productOptions: [sizes('S', 'M', 'L'), colors({ Fog: '#8d99ae', Rust: '#b5542f' })],
      ...wash,
    },
    {
      images: ['heavyweight-hoodie-rust'],
      colorImages: { Fog: 'heavyweight-hoodie', Rust: 'heavyweight-hoodie-rust' },
      variants: [{ choices: { Color: 'Rust', Size: 'L' }, stock: { inStock: false } }],
    },
  ),
  p(
    {
      name: 'Canvas Cap',
      image: 'canvas-cap',
      price: 28,
      cost: 7,
      weight: 0.1,
      sku: 'APP-CAP',
      brand: 'Trailmark',
      description: 'A six-panel waxed canvas cap with a brass buckle strap.',
    },
    counted(25),
  ),
  p(
    {
      name: 'Wool Hiking Socks',
      image: 'wool-socks',
      price: 19,
      cost: 4.5,
      weight: 0.08,
      sku: 'APP-SOCKS',
      brand: 'Trailmark',
      description: 'Merino-blend socks with a cushioned sole and a seamless toe for long days on foot.',
    },
    { manageVariants: true, productOptions: [sizes('S/M', 'L/XL')], ...counted(0) },
    {
      variants: [
        { choices: { Size: 'S/M' }, stock: { quantity: 40 } },
        { choices: { Size: 'L/XL' }, stock: { quantity: 22 } },
      ],
    },
  ),
  p(
    {
      name: 'Market Tote',
      image: 'market-tote',
      price: 26,
      cost: 6,
      weight: 0.3,
      sku: 'APP-TOTE',
      brand: 'Northfield',
      description: 'A roomy 12 oz canvas tote with long handles and an inside pocket for keys.',
    },
    { ribbon: 'Sale', discount: { type: 'AMOUNT', value: 6 } },
  ),
  p(
    {
      name: 'Merino Scarf',
      image: 'merino-scarf',
      price: 58,
      cost: 19,
      weight: 0.2,
      sku: 'APP-SCARF',
      brand: 'Highland Mill',
      description: 'Fine merino woven in Scotland, long enough to wrap twice.',
    },
    { ...counted(0), ...info('Hand wash cold; dry flat.') },
  ),
  p(
    {
      name: 'Ribbed Beanie',
      image: 'ribbed-beanie',
      price: 24,
      cost: 6,
      weight: 0.09,
      sku: 'APP-BEANIE',
      brand: 'Highland Mill',
      description: 'A snug rib-knit beanie in lambswool with a deep turn-up.',
    },
    { ribbon: 'Sale', discount: { type: 'PERCENT', value: 25 }, ...counted(14) },
  ),
  p(
    {
      name: 'Packable Rain Jacket',
      image: 'rain-jacket',
      price: 120,
      cost: 48,
      weight: 0.35,
      sku: 'APP-JACKET',
      brand: 'Trailmark',
      description: 'A seam-taped 2.5-layer shell that packs into its own pocket. Arriving next season.',
    },
    { visible: false, ribbon: 'New', manageVariants: true, productOptions: [sizes('S', 'M', 'L')] },
  ),
];
