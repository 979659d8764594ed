// SQL for product media and its assignment to option choices.
import type { Db } from '../../../db/database.js';
import { isUuid } from '../../../lib/secrets.js';
import type { ProductMediaRow } from '../products.table.js';

/** Media rows with these ids, on any product; ids that are not uuids match nothing. */
export async function findMediaByIds(db: Db, ids: string[]): Promise<ProductMediaRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db.selectFrom('product_media').selectAll().where('id', 'in', valid).execute();
}

export async function insertMedia(db: Db, rows: ProductMediaRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('product_media').values(rows).execute();
}

export async function deleteMedia(db: Db, productId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('product_media').where('product_id', '=', productId).where('id', 'in', ids).execute();
}

/** Assigns media to a choice after what it already has; an assignment that exists is kept as it is. */
export async function assignChoiceMedia(
  db: Db,
  choiceId: string,
  mediaIds: string[],
  start: number,
): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .insertInto('product_choice_media')
    .values(mediaIds.map((mediaId, i) => ({ choice_id: choiceId, media_id: mediaId, position: start + i })))
    .onConflict((oc) => oc.columns(['choice_id', 'media_id']).doNothing())
    .execute();
}

export async function unassignChoiceMedia(db: Db, choiceId: string, mediaIds: string[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .deleteFrom('product_choice_media')
    .where('choice_id', '=', choiceId)
    .where('media_id', 'in', mediaIds)
    .execute();
}
