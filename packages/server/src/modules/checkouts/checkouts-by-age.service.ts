// Checkouts by creation time, for the abandoned-checkout detector: it scans forward from where it stopped.
import type { AppDeps } from '../../deps.js';
import { type CheckoutRecord, rowToCheckoutRecord } from './checkout-record.js';
import { selectCheckoutsCreatedBetween } from './checkouts-by-age.repository.js';

/**
 * Checkouts created in [from, before), oldest first, after the (createdAt, id) key `after` when given, so a
 * caller pages through many of the same instant.
 * @example const checkouts = await listCheckoutsCreatedBetween(deps, { from, before, limit: 200 })
 */
export async function listCheckoutsCreatedBetween(
  deps: Pick<AppDeps, 'db'>,
  range: { from: Date; before: Date; after?: { createdAt: Date; id: string }; limit: number },
): Promise<CheckoutRecord[]> {
  return (await selectCheckoutsCreatedBetween(deps.db, range)).map(rowToCheckoutRecord);
}
