// search_synonyms rows: the owner's groups in order, each with its terms as typed and as the search compares them.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export async function selectSynonymGroups(db: Db): Promise<string[][]> {
  const rows = await db.selectFrom('search_synonyms').select('terms').orderBy('position').execute();
  return rows.map((r) => r.terms);
}

/** Each term's search key and whether it holds a word at all ("!!!" does not), as the database sees it. */
export async function selectSearchKeys(
  db: Db,
  terms: string[],
): Promise<{ key: string; hasWords: boolean }[]> {
  if (terms.length === 0) return [];
  const { rows } = await sql<{ key: string; has_words: boolean }>`
    select product_search_text(t) as key, numnode(plainto_tsquery('simple', product_search_text(t))) > 0 as has_words
    from unnest(${terms}::text[]) with ordinality as u(t, n) order by n`.execute(db);
  return rows.map((r) => ({ key: r.key, hasWords: r.has_words }));
}

/** Replaces every group. Writers queue on the table lock, so the last one wins whole. */
export async function replaceSynonymGroups(
  db: Db,
  groups: readonly { terms: string[]; keys: string[] }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`lock table search_synonyms in share row exclusive mode`.execute(trx);
    await trx.deleteFrom('search_synonyms').execute();
    if (groups.length > 0) {
      await trx
        .insertInto('search_synonyms')
        .values(groups.map((group, position) => ({ position, terms: group.terms, keys: group.keys })))
        .execute();
    }
  });
}
