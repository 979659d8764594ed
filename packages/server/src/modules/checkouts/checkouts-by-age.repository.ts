// Checkouts by creation time, for the abandoned-checkout detector: it scans forward from where it stopped.
import type { Db } from '../../db/database.js';
import type { CheckoutRow } from './checkouts.table.js';

/**
 * Checkouts created in [from, before), oldest first, after the (createdAt, id) key `after` when given, so a
 * caller pages through many of the same instant.
 * @example const rows = await selectCheckoutsCreatedBetween(db, { from, before, limit: 200 })
 */
export async function selectCheckoutsCreatedBetween(
  db: Db,
  range: { from: Date; before: Date; after?: { createdAt: Date; id: string }; limit: number },
): Promise<CheckoutRow[]> {
  let query = db
    .selectFrom('checkouts')
    .selectAll()
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.before);
  if (range.after) {
    const { createdAt, id } = range.after;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(range.limit).execute();
}
