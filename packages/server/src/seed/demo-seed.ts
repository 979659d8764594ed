// The demo store a first start creates on an empty database: settings, the web app's client, an owner.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.js';
import { createAdmin, storeHasAdmin } from '../modules/admins/index.js';
import { createOAuthClient } from '../modules/oauth/index.js';
import { createStoreSettings, setWebClient } from '../modules/store/index.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoPricing } from './demo-pricing.js';

export const DEMO_STORE_NAME = 'Cartwright Demo Store';
export const DEMO_OWNER_EMAIL = 'owner@demo.cartwright.local';
export const WEB_CLIENT_NAME = 'Cartwright web app';

export interface SeedResult {
  created: boolean;
  /** The demo owner's credentials: returned once so `start` can print them, never stored in clear. */
  owner?: { email: string; password: string };
}

/**
 * Sets up the demo store when the database has none; otherwise changes nothing and returns
 * `{ created: false }`. Safe when two instances start at once: the settings row decides who seeds.
 * The owner account is only added when no admin exists yet. With `catalog` (what `start` asks for)
 * the demo catalog and its pricing setup are added too; tests that only need a store leave them out.
 * @example const { created, owner } = await seedDemoStore(deps)
 */
export async function seedDemoStore(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { catalog?: boolean } = {},
): Promise<SeedResult> {
  const result = await deps.db.transaction().execute(async (trx): Promise<SeedResult> => {
    const scoped = { db: trx, clock: deps.clock };
    const created = await createStoreSettings(scoped, {
      storeName: DEMO_STORE_NAME,
      currency: 'USD',
      createdAt: deps.clock(),
    });
    if (!created) return { created: false };
    // No redirect URIs or origins: the bundled web app is served from the store's own origin.
    const client = await createOAuthClient(scoped, { name: WEB_CLIENT_NAME, redirectUris: [] });
    await setWebClient(scoped, client.id);
    if (await storeHasAdmin({ db: trx })) return { created: true };
    const password = randomBytes(18).toString('base64url');
    await createAdmin(scoped, { email: DEMO_OWNER_EMAIL, password, role: 'OWNER' });
    return { created: true, owner: { email: DEMO_OWNER_EMAIL, password } };
  });
  // Product writes open their own transactions, so the catalog follows once the store row is committed;
  // only the start that created the store seeds it, and never into a store that has products. The pricing
  // setup (coupons, a discount rule, shipping and tax regions) comes with the catalog.
  if (result.created && options.catalog) {
    await seedDemoCatalog(deps);
    await seedDemoPricing(deps);
  }
  return result;
}
