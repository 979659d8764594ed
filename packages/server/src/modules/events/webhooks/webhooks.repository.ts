// SQL for webhook subscriptions, their delivery attempt log and the signing key. Every function takes the
// caller's transaction when there is one.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type {
  WebhookAttemptRow,
  WebhookAttemptsTable,
  WebhookRow,
  WebhookSigningTable,
  WebhooksTable,
} from '../webhooks.table.js';

export async function insertWebhook(db: Db, row: Insertable<WebhooksTable>): Promise<WebhookRow> {
  return db.insertInto('webhooks').values(row).returningAll().executeTakeFirstOrThrow();
}

export function countWebhooks(db: Db): Promise<number> {
  return db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Oldest first. */
export function selectWebhooks(db: Db): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateWebhookRow(
  db: Db,
  id: string,
  changes: Updateable<WebhooksTable>,
): Promise<WebhookRow | undefined> {
  return db.updateTable('webhooks').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteWebhookRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertAttempt(
  db: Db,
  row: Insertable<WebhookAttemptsTable>,
): Promise<WebhookAttemptRow> {
  return db.insertInto('webhook_attempts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first. */
export function selectAttempts(
  db: Db,
  webhookId: string,
  options: { limit: number; eventId?: string },
): Promise<WebhookAttemptRow[]> {
  let query = db.selectFrom('webhook_attempts').selectAll().where('webhook_id', '=', webhookId);
  if (options.eventId !== undefined) query = query.where('event_id', '=', options.eventId);
  return query.orderBy('attempted_at', 'desc').orderBy('attempt', 'desc').limit(options.limit).execute();
}

export function selectWebhookSigning(db: Db) {
  return db.selectFrom('webhook_signing').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function insertWebhookSigningIfAbsent(
  db: Db,
  row: Insertable<WebhookSigningTable>,
): Promise<void> {
  await db
    .insertInto('webhook_signing')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
