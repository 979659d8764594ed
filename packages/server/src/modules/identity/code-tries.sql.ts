// What a second-step challenge and an e-mail verification share: a code used once, its try given back.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The tables of codes tried against a count of wrong tries. */
type TriedCodeTable = 'mfa_challenges' | 'email_verifications';

/** Uses the row's code (once) after a right code, taking back the try counted before the compare. */
export async function useTriedCode(db: Db, table: TriedCodeTable, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ used_at: now, wrong_tries: sql<number>`wrong_tries - 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
