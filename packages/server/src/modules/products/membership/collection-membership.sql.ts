// The member count a collection's select embeds: a fragment the collections module's queries use.
import { type RawBuilder, sql } from 'kysely';
import { ALL_PRODUCTS_COLLECTION_ID } from '../all-products.js';

/**
 * The member products a caller can see, for the collection aliased `c`: every product for
 * "All Products", the membership rows otherwise; hidden products count only when `includeHidden`.
 */
export function collectionMemberCount(includeHidden: boolean): RawBuilder<number> {
  const visible = includeHidden ? sql`` : sql` and p.visible`;
  return sql<number>`(case when c.id = ${ALL_PRODUCTS_COLLECTION_ID}
    then (select count(*) from products p where true${visible})
    else (select count(*) from product_collections pc join products p on p.id = pc.product_id
          where pc.collection_id = c.id${visible}) end)::int`;
}
