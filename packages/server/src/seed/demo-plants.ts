// Demo products of the Plants collection.
import { counted, type DemoProduct, info, productsOf, sizes } from './demo-types.js';

const p = productsOf('plants');
const light = (text: string) => info(`${text} Water when the top few centimetres of soil are dry.`);

export const PLANTS: DemoProduct[] = [
  p(
    {
      name: 'Succulent Trio',
      image: 'succulent-trio',
      price: 29,
      cost: 10,
      weight: 1.2,
      sku: 'PLA-SUCC',
      brand: 'Greenhouse No. 9',
      description: 'Three easy succulents in terracotta pots, happy on a sunny windowsill.',
    },
    { ...counted(16), ...light('Bright, direct light.') },
  ),
  p(
    {
      name: 'Monstera Deliciosa',
      image: 'monstera-deliciosa',
      price: 45,
      cost: 18,
      weight: 4,
      sku: 'PLA-MONSTERA',
      brand: 'Greenhouse No. 9',
      description: 'The split-leaf classic, grown in peat-free soil and shipped in a recyclable box.',
    },
    {
      ribbon: 'Bestseller',
      manageVariants: true,
      productOptions: [sizes('Small (40 cm)', 'Medium (70 cm)', 'Large (110 cm)')],
      ...counted(0),
      ...light('Bright, indirect light.'),
    },
    {
      images: ['monstera-deliciosa-leaf'],
      variants: [
        { choices: { Size: 'Small (40 cm)' }, price: 45, cost: 18, stock: { quantity: 12 } },
        { choices: { Size: 'Medium (70 cm)' }, price: 85, cost: 34, weight: 8, stock: { quantity: 4 } },
        { choices: { Size: 'Large (110 cm)' }, price: 160, cost: 70, weight: 15, stock: { quantity: 0 } },
      ],
    },
  ),
  p(
    {
      name: 'Golden Barrel Cactus',
      image: 'golden-barrel-cactus',
      price: 24,
      cost: 8,
      weight: 1,
      sku: 'PLA-CACTUS',
      brand: 'Desert Bloom',
      description: 'A slow-growing cactus with golden spines that asks for almost nothing.',
    },
    { ...counted(0), ...light('Full sun.') },
  ),
  p(
    {
      name: 'Hanging Boston Fern',
      image: 'hanging-fern',
      price: 32,
      cost: 11,
      weight: 2,
      sku: 'PLA-FERN',
      brand: 'Greenhouse No. 9',
      description: 'A lush fern in a hanging planter with a jute cord, ideal for a bright bathroom.',
    },
    { ribbon: 'New', ...counted(10) },
  ),
  p(
    {
      name: 'Snake Plant',
      image: 'snake-plant',
      price: 38,
      cost: 13,
      weight: 3,
      sku: 'PLA-SNAKE',
      brand: 'Desert Bloom',
      description: 'Upright, striped leaves that tolerate low light and forgotten waterings.',
    },
    { discount: { type: 'PERCENT', value: 10 }, ribbon: 'Sale', ...light('Any light but deep shade.') },
  ),
  p(
    {
      name: 'Copper Watering Can',
      image: 'copper-watering-can',
      price: 48,
      cost: 19,
      weight: 0.8,
      sku: 'PLA-CAN',
      brand: 'Grainline',
      description: 'A 1.5 l copper-finished can with a long spout that reaches the back of the shelf.',
    },
    counted(7),
  ),
  p(
    {
      name: 'Moss Terrarium',
      image: 'moss-terrarium',
      price: 68,
      cost: 27,
      weight: 2.5,
      sku: 'PLA-TERRA',
      brand: 'Greenhouse No. 9',
      description: 'A sealed glass globe with mosses and ferns: a tiny forest that waters itself.',
    },
    { visible: false, ...counted(3) },
  ),
  p(
    {
      name: 'Kitchen Herb Kit',
      image: 'kitchen-herb-kit',
      price: 27,
      cost: 8,
      weight: 1.5,
      sku: 'PLA-HERBS',
      brand: 'Greenhouse No. 9',
      description: 'Basil, parsley and thyme seeds with three pots and a bag of compost.',
    },
    { ribbon: 'Sale', discount: { type: 'AMOUNT', value: 5 }, ...counted(21) },
  ),
];
