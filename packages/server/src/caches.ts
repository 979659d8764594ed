// What each server instance keeps of data derived from the database, all of it kept current by the
// database's change notices (db/store-changes.ts).
import type { Clock } from './clock.js';
import { EventNotices } from './db/event-notices.js';
import type { StoreChanges } from './db/store-changes.js';
import type { AppDeps } from './deps.js';
import { ReadCache } from './http/read-cache.js';
import { rememberedFirstOwnerId } from './modules/admins/index.js';
import { CartSnapshots } from './modules/cart/writes/cart-snapshots.js';
import { PricingBoundaries } from './modules/pricing/pricing-boundaries.js';
import { CatalogLookupCache } from './modules/products/catalog/catalog-lookup-cache.js';

export type Caches = Pick<
  AppDeps,
  | 'readCache'
  | 'catalogLookups'
  | 'pricingBoundaries'
  | 'cartSnapshots'
  | 'eventsAppended'
  | 'eventNotices'
  | 'storeOwnerId'
>;

export function createCaches(changes: StoreChanges, options: { clock?: Clock } = {}): Caches {
  return {
    readCache: new ReadCache(changes, options),
    catalogLookups: new CatalogLookupCache(changes),
    pricingBoundaries: new PricingBoundaries(changes),
    cartSnapshots: new CartSnapshots(changes),
    eventsAppended: changes,
    eventNotices: new EventNotices(changes),
    storeOwnerId: rememberedFirstOwnerId(options.clock),
  };
}
