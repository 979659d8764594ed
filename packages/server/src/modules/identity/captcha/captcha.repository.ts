// SQL for captcha challenges: handed out, spent once, swept.
import type { Db } from '../../../db/database.js';
import { deleteExpiredRows } from '../../../db/expiring-rows.js';
import { isUuid } from '../../../lib/secrets.js';
import type { CaptchaChallengesTable } from '../identity.table.js';

export async function insertChallenge(db: Db, row: CaptchaChallengesTable): Promise<void> {
  await db.insertInto('captcha_challenges').values(row).execute();
}

/** Spends a live challenge (once); its salt and difficulty, or undefined when unknown, used or expired. */
export async function spendChallenge(
  db: Db,
  id: string,
  now: Date,
): Promise<Pick<CaptchaChallengesTable, 'salt' | 'difficulty'> | undefined> {
  if (!isUuid(id)) return undefined;
  return db
    .updateTable('captcha_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['salt', 'difficulty'])
    .executeTakeFirst();
}

export function deleteExpiredChallenges(db: Db, now: Date): Promise<number> {
  return deleteExpiredRows(db, 'captcha_challenges', now);
}
