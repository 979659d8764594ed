// The `collectionIds` query field of products and store variants (products aliased `p`). Every product
// is in the default "All Products" collection without a membership row, so that id always matches;
// a product's answer still lists its membership rows only.
import { sql } from 'kysely';
import type { QueryField } from '../../../query/compile-query.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../all-products.js';

const ALL_PRODUCTS = sql`cast(${ALL_PRODUCTS_COLLECTION_ID} as text)`;

export const collectionIdsField: QueryField = {
  expression: sql`array_append(array(select pc.collection_id::text from product_collections pc
    where pc.product_id = p.id), ${ALL_PRODUCTS})`,
  type: 'string[]',
  operators: ['$hasSome', '$hasAll'],
  // A semi-join on the membership key (collection_id first) instead of an array per product row.
  hasSome: (values) => sql`(${ALL_PRODUCTS} = any(${values})
    or p.id in (select pc.product_id from product_collections pc where pc.collection_id = any(${values})))`,
};
