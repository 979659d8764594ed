// SQL for the e-mail outbox. Every function takes the caller's transaction when there is one.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EmailOutboxRow, EmailOutboxTable } from './email.table.js';

export async function insertEmail(db: Db, row: Insertable<EmailOutboxTable>): Promise<void> {
  await db.insertInto('email_outbox').values(row).execute();
}

/** Newest first; with `to`, only messages to that address (any case). */
export function selectEmails(db: Db, options: { to?: string; limit: number }): Promise<EmailOutboxRow[]> {
  let query = db.selectFrom('email_outbox').selectAll();
  if (options.to !== undefined)
    query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', options.to!.toLowerCase()));
  return query.orderBy('created_at', 'desc').orderBy('id').limit(options.limit).execute();
}

/**
 * Claims up to `limit` PENDING messages due at `now` for one delivery attempt: each is counted and hidden
 * until `leaseUntil`, so no other instance (or turn) sends it meanwhile; a sender that dies mid-way leaves
 * it to be tried again once the lease ends. Rows another transaction holds are skipped, not waited for.
 */
export function claimDueEmails(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<EmailOutboxRow[]> {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('email_outbox')
        .select('id')
        .where('delivery_state', '=', 'PENDING')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function markEmailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ delivery_state: 'SENT', sent_at: now, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or with none FAILED for good. */
export async function markEmailAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set(
      retryAt
        ? { next_attempt_at: retryAt, last_error: error }
        : { delivery_state: 'FAILED', next_attempt_at: null, last_error: error },
    )
    .where('id', '=', id)
    .execute();
}
