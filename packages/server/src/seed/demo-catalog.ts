// Seeds the demo catalog (40 products in 5 collections, with shipped images) through the products and
// collections services, as the store's owner would through the admin API.
import type { MediaInput } from '@cartwright/contracts';
import type { AdminCaller } from '../caller.js';
import type { AppDeps } from '../deps.js';
import { getFirstOwnerId } from '../modules/admins/index.js';
import { addProductsToCollection, createCollection } from '../modules/collections/index.js';
import {
  addProductMedia,
  catalogHasProducts,
  createProduct,
  updateVariants,
} from '../modules/products/index.js';
import { DEMO_MEDIA_PREFIX, MEDIA_PATH } from '../modules/uploads/index.js';
import { APPAREL } from './demo-apparel.js';
import { COFFEE } from './demo-coffee.js';
import { KITCHEN } from './demo-kitchen.js';
import { PLANTS } from './demo-plants.js';
import { STATIONERY } from './demo-stationery.js';
import type { DemoCollectionKey, DemoProduct } from './demo-types.js';

export const DEMO_PRODUCTS: DemoProduct[] = [...KITCHEN, ...APPAREL, ...STATIONERY, ...PLANTS, ...COFFEE];

export const DEMO_COLLECTIONS: Record<
  DemoCollectionKey,
  { name: string; slug: string; description: string }
> = {
  kitchen: {
    name: 'Home & Kitchen',
    slug: 'home-kitchen',
    description: 'Stoneware, linen and wood for the table.',
  },
  apparel: { name: 'Apparel', slug: 'apparel', description: 'Organic cotton and wool basics, made to last.' },
  stationery: { name: 'Stationery', slug: 'stationery', description: 'Paper, pens and desk things.' },
  plants: {
    name: 'Plants',
    slug: 'plants',
    description: 'Easy houseplants and everything to keep them happy.',
  },
  coffee: { name: 'Coffee', slug: 'coffee', description: 'Fresh-roasted beans and brewing gear.' },
};

/**
 * The URL of a shipped demo image, stored site-relative because a first start seeds before the store
 * knows the address it is reached at; reads answer it on the request's origin (products' absoluteUrl).
 * The image is served by the media route from `assets/demo/`.
 */
export const demoImageUrl = (name: string) => `${MEDIA_PATH}/${DEMO_MEDIA_PREFIX}${name}.svg`;

function mediaOf(product: DemoProduct): MediaInput[] {
  const forChoice = new Map(
    Object.entries(product.colorImages ?? {}).map(([choice, image]) => [image, choice]),
  );
  return product.images.map((image) => {
    const choice = forChoice.get(image);
    return { url: demoImageUrl(image), ...(choice ? { choice: { option: 'Color', choice } } : {}) };
  });
}

/** True when the store already holds a product: the demo catalog is only added to an empty store. */
async function hasProducts(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  return catalogHasProducts(deps);
}

/** The store's first owner, as whom the seed acts (its events name that admin); none before set-up. */
async function firstOwner(deps: Pick<AppDeps, 'db'>): Promise<AdminCaller | undefined> {
  const id = await getFirstOwnerId(deps);
  return id === undefined ? undefined : { kind: 'admin', userId: id, role: 'OWNER', via: 'token' };
}

/**
 * Creates the demo products, their media, variant prices and stock, and the five collections, acting
 * as the store's first owner. Does nothing when the store already has products or has no owner;
 * answers how many products it made.
 * @example await seedDemoCatalog(deps) // 40 on an empty store, 0 afterwards
 */
export async function seedDemoCatalog(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const owner = await firstOwner(deps);
  if (!owner || (await hasProducts(deps))) return 0;
  // Events of seeded products carry site-relative page URLs: the store's address is not known yet.
  const ctx = { baseUrl: '' };
  const members = new Map<DemoCollectionKey, string[]>();
  for (const demo of DEMO_PRODUCTS) {
    const product = await createProduct(deps, owner, demo.input, ctx);
    await addProductMedia(deps, owner, product.id!, mediaOf(demo));
    if (demo.variants) await updateVariants(deps, owner, product.id!, demo.variants, ctx);
    members.set(demo.collection, [...(members.get(demo.collection) ?? []), product.id!]);
  }
  for (const [key, collection] of Object.entries(DEMO_COLLECTIONS) as [
    DemoCollectionKey,
    typeof DEMO_COLLECTIONS.kitchen,
  ][]) {
    const created = await createCollection(deps, owner, { ...collection, visible: true });
    await addProductsToCollection(deps, owner, created.id!, members.get(key) ?? []);
  }
  return DEMO_PRODUCTS.length;
}
