// The products suggested as a shopper types: the product search's match and ranking, reading only what a
// suggestion shows (no snapshot), so it answers within a keystroke.
import type { ProductSuggestion } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { storeCurrencySql } from '../../store/index.js';
import { searchMatches, searchRanking } from '../query/search-ranking.sql.js';

/** The best `limit` visible products for `text` (already trimmed, not blank), best first. */
export async function suggestProducts(db: Db, text: string, limit: number): Promise<ProductSuggestion[]> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('product_search as ps', 'ps.product_id', 'p.id')
    .select([
      'p.name',
      'p.slug',
      sql<string>`p.discounted_price::text`.as('amount'),
      sql<string>`p.price::text`.as('list_amount'),
      storeCurrencySql().as('currency'),
      sql<{
        url: string;
        altText: string;
      } | null>`(select json_build_object('url', m.url, 'altText', m.alt_text)
        from product_media m where m.product_id = p.id and m.media_type = 'image' order by m.position limit 1)`.as(
        'image',
      ),
    ])
    .where('p.visible', '=', true)
    .where(searchMatches(text));
  for (const term of searchRanking(text)) query = query.orderBy(term.expression, term.direction);
  const rows = await query.orderBy('p.id').limit(limit).execute();
  return rows.map((r) => ({
    name: r.name,
    slug: r.slug,
    ...(r.image ? { image: r.image } : {}),
    price: { amount: r.amount, listAmount: r.list_amount, currency: r.currency },
  }));
}
