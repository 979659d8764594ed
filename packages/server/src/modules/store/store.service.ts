// Store-wide settings as the rest of the server and the web app see them. Its functions take the database
// alone, not AppDeps: the catalog cache that AppDeps names reads the currency through here.
import type { WebConfig } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import { randomSecret } from '../../lib/secrets.js';
import {
  findOrInsertSecret,
  findStoreSettings,
  insertStoreSettingsIfAbsent,
  updateWebClient,
} from './store.repository.js';

/**
 * What the web app needs before its first call: store name, currency and its OAuth client id.
 * Throws 404 while the store is not set up (no settings or no web client yet).
 */
export async function getWebConfig(deps: { db: Db }): Promise<WebConfig> {
  const settings = await findStoreSettings(deps.db);
  if (!settings?.webClientId) throw notFound('Store configuration');
  return { storeName: settings.storeName, clientId: settings.webClientId, currency: settings.currency };
}

/** The store's name, as the page header shows it; undefined while the store is not set up. */
export async function getStoreName(deps: { db: Db }): Promise<string | undefined> {
  return (await findStoreSettings(deps.db))?.storeName;
}

/** The ISO 4217 code prices are in. A store not set up yet prices in USD, the currency the demo store gets. */
export async function getStoreCurrency(deps: { db: Db }): Promise<string> {
  return (await findStoreSettings(deps.db))?.currency ?? 'USD';
}

/** Creates the store's settings unless they exist; false when they did (another start set the store up). */
export function createStoreSettings(
  deps: { db: Db },
  settings: { storeName: string; currency: string; createdAt: Date },
): Promise<boolean> {
  return insertStoreSettingsIfAbsent(deps.db, settings);
}

/** The OAuth client the bundled web app signs in with; undefined while the store is not set up. */
export async function getWebClientId(deps: { db: Db }): Promise<string | undefined> {
  return (await findStoreSettings(deps.db))?.webClientId ?? undefined;
}

/** Names the OAuth client the bundled web app signs in with. */
export function setWebClient(deps: { db: Db }, clientId: string): Promise<void> {
  return updateWebClient(deps.db, clientId);
}

/** What the store signs with a secret of its own: the links to an order in its buyer's e-mails. */
export type StoreSecretUse = 'order-links';

/**
 * The store's secret for this use, made at the first call and the same on every instance after: sign with it
 * (an HMAC), never answer or log it.
 * @example const secret = await storeSecret({ db: trx }, 'order-links')
 */
export function storeSecret(deps: { db: Db }, use: StoreSecretUse): Promise<string> {
  return findOrInsertSecret(deps.db, use, randomSecret());
}
