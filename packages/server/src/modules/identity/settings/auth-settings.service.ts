// The store's auth settings: how new members are approved, whether e-mails are verified, captcha policy.
import { type AuthSettings, DEFAULT_AUTH_SETTINGS } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { findAuthSettings, lockAuthSettings, saveAuthSettings } from './auth-settings.repository.js';

/** The settings, or the defaults while the owner has changed none (DEFAULT_AUTH_SETTINGS). */
export async function getAuthSettings(deps: Pick<AppDeps, 'db'>): Promise<AuthSettings> {
  return (await findAuthSettings(deps.db)) ?? DEFAULT_AUTH_SETTINGS;
}

/** Changes the given settings, keeps the others; answers them all. */
export async function updateAuthSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  change: Partial<AuthSettings>,
): Promise<AuthSettings> {
  return deps.db.transaction().execute(async (trx) => {
    // Locks the row (when there is one), so two concurrent changes of different fields both stay.
    await lockAuthSettings(trx);
    const settings = { ...((await findAuthSettings(trx)) ?? DEFAULT_AUTH_SETTINGS), ...change };
    await saveAuthSettings(trx, settings, deps.clock());
    return settings;
  });
}
