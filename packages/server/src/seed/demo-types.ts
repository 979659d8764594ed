// The shape of one demo product: the create input plus its images, collection and variant overrides.
import type { ProductInput, VariantOverride } from '@cartwright/contracts';

export type DemoCollectionKey = 'kitchen' | 'apparel' | 'stationery' | 'plants' | 'coffee';

export interface DemoProduct {
  collection: DemoCollectionKey;
  input: ProductInput;
  /** Demo image names (files `assets/demo/<name>.svg`); the first is the main media. */
  images: string[];
  /** Images shown for choices of the `Color` option: choice description → image name. */
  colorImages?: Record<string, string>;
  /** Per-variant prices and stock, applied after the variants exist. */
  variants?: VariantOverride[];
}

interface Basics {
  name: string;
  image: string;
  price: number;
  cost: number;
  weight: number;
  sku: string;
  brand: string;
  description: string;
}

/** A demo product with the fields every one of them has; `extra` adds or overrides input fields. */
export function demoProduct(
  collection: DemoCollectionKey,
  b: Basics,
  extra: Partial<ProductInput> = {},
  more: Omit<DemoProduct, 'collection' | 'input' | 'images'> & { images?: string[] } = {},
): DemoProduct {
  const { images, ...rest } = more;
  return {
    collection,
    input: {
      name: b.name,
      description: `<p>${b.description}</p>`,
      sku: b.sku,
      brand: b.brand,
      weight: b.weight,
      priceData: { price: b.price },
      costAndProfitData: { itemCost: b.cost },
      productType: 'physical',
      ...extra,
    },
    images: [b.image, ...(images ?? [])],
    ...rest,
  };
}

/** `demoProduct` with the collection filled in. */
export const productsOf =
  (collection: DemoCollectionKey) =>
  (b: Basics, extra?: Partial<ProductInput>, more?: Parameters<typeof demoProduct>[3]) =>
    demoProduct(collection, b, extra, more);

/** A drop-down of sizes. */
export const sizes = (...values: string[]) => ({
  optionType: 'drop_down' as const,
  name: 'Size',
  choices: values.map((value) => ({ value, description: value })),
});

/** Colour swatches: description → hex value. */
export const colors = (swatches: Record<string, string>) => ({
  optionType: 'color' as const,
  name: 'Color',
  choices: Object.entries(swatches).map(([description, value]) => ({ value, description })),
});

/** Stock that is counted, with this many on hand. */
export const counted = (quantity: number) => ({ stock: { trackInventory: true, quantity } });

/** Shipping and care notes most products carry. */
export const info = (care: string) => ({
  additionalInfoSections: [
    { title: 'Care', description: `<p>${care}</p>` },
    {
      title: 'Shipping & returns',
      description: '<p>Ships in 2–3 business days. Free returns within 30 days.</p>',
    },
  ],
});
