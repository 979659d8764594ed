// The collection query language as SQL fragments over the collections table aliased `c`.
import { sql } from 'kysely';
import type { QueryFieldMap } from '../../query/compile-query.js';
import { collectionMemberCount } from '../products/index.js';

/** The fields R-3 filters and sorts on; numberOfProducts counts what the caller can see. */
export function collectionQueryFields(includeHidden: boolean): QueryFieldMap {
  return {
    id: { expression: sql.ref('c.id'), type: 'string' },
    name: { expression: sql.ref('c.name'), type: 'string' },
    slug: { expression: sql.ref('c.slug'), type: 'string' },
    visible: { expression: sql.ref('c.visible'), type: 'boolean', sortable: false },
    numberOfProducts: { expression: collectionMemberCount(includeHidden), type: 'number' },
  };
}

/** The last sort key of every collection page, so pages never overlap. */
export const COLLECTION_TIE_BREAKER = sql.ref('c.id');
