// The collections suggested as a shopper types: visible collections whose name the product search's query
// matches (typos through the vocabulary, which holds every visible collection name), best first.
import type { CollectionSuggestion } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The best `limit` visible collections for `text` (already trimmed, not blank). */
export async function suggestCollections(
  db: Db,
  text: string,
  limit: number,
): Promise<CollectionSuggestion[]> {
  const typed = sql`(select product_search_text(${text}))`;
  const words = sql`to_tsvector('simple', product_search_text(c.name))`;
  return db
    .selectFrom('collections as c')
    .select(['c.name', 'c.slug'])
    .where('c.visible', '=', true)
    .where(sql<boolean>`${words} @@ (select product_search_query(${text}))`)
    .orderBy(
      sql`case when product_search_text(c.name) = ${typed} then 0
        when starts_with(product_search_text(c.name), ${typed}) then 1
        when ${words} @@ (select product_search_prefix_query(${text}, '')) then 2 else 3 end`,
    )
    .orderBy(sql`product_search_similarity(product_search_text(c.name), ${typed})`, 'desc')
    .orderBy(sql`c.name collate "C"`)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
