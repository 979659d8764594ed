// The product search's match and ranking over `product_search as ps` (migration 0037's functions): one
// definition for the listing's page and the suggestions as a shopper types.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { SortTerm } from '../../../query/compile-sort.js';

// Each once per statement (a sub-select is an init plan), not once per row: the query reads the vocabulary.
const wordsQuery = (search: string) => sql`(select product_search_query(${search}))`;

/** Products whose search document matches every typed word (as typed, a near word or a synonym). */
export function searchMatches(search: string): Expression<SqlBool> {
  return sql<SqlBool>`ps.document @@ ${wordsQuery(search)}`;
}

/** Best match first: the name as typed, then ranks of the words as typed, then with near words. */
export function searchRanking(search: string): SortTerm[] {
  const typed = sql`(select product_search_text(${search}))`;
  return [
    // The name as typed, then the name starting so, then every word starting a word of the name.
    {
      expression: sql`case when ps.name_key = ${typed} then 0 when starts_with(ps.name_key, ${typed}) then 1
        when ps.document @@ (select product_search_prefix_query(${search}, 'A')) then 2 else 3 end`,
      direction: 'asc',
    },
    // The words as typed, then with near words (typos).
    {
      expression: sql`ts_rank(ps.document, (select product_search_prefix_query(${search}, '')))`,
      direction: 'desc',
    },
    { expression: sql`ts_rank(ps.document, ${wordsQuery(search)})`, direction: 'desc' },
    { expression: sql`product_search_similarity(ps.name_key, ${typed})`, direction: 'desc' },
    { expression: sql`(p.name collate "C")`, direction: 'asc' },
  ];
}
