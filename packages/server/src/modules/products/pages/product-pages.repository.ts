// SQL for the storefront's product pages as crawlers list them: every visible product's slug and last change.
import type { Db } from '../../../db/database.js';

/** Visible products' slugs and when each last changed, by slug. */
export async function selectVisibleProductPages(db: Db): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .where('visible', '=', true)
    .orderBy('slug')
    .execute();
}
