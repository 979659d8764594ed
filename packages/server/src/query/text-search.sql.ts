// Free-text search of the admin's lists (members, orders): every typed word appears in the text, in any case
// and without accents, as any part of a word; 0039's trigram indexes answer it on the stored search text.
import { type Expression, type SqlBool, sql } from 'kysely';

/** `like` wildcards and its escape character taken literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SQL true when every word of `text` is in `haystack` (text normalised by product_search_text, as 0039's
 * search_text columns are); undefined when `text` has no words.
 */
export function everyWordIn(haystack: Expression<unknown>, text: string): Expression<SqlBool> | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => sql`${haystack} like '%' || product_search_text(${literal(word)}) || '%'`),
    sql` and `,
  )})`;
}
