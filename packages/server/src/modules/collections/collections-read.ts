// Collection reads: shoppers see visible collections only, and counts of the
// products they can see; admins see everything.
import type { Collection, QueryCollectionsRequest, QueryCollectionsResponse } from '@cartwright/contracts';
import { type Caller, isAdmin } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { runQuery } from '../../query/compile-query.js';
import { collectionNotFound } from './collections.errors.js';
import { findCollection, selectCollections, toWireCollection } from './collections.repository.js';
import { COLLECTION_TIE_BREAKER, collectionQueryFields } from './collections-query.sql.js';

export type CollectionDeps = Pick<AppDeps, 'db' | 'clock'>;

const FIELDS = { admin: collectionQueryFields(true), shopper: collectionQueryFields(false) };

/**
 * one collection by id or slug; hidden ones are COLLECTION_NOT_FOUND to shoppers.
 * @example await getCollection(deps, caller, { slug: 'summer-hats' })
 */
export async function getCollection(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  by: { id: string } | { slug: string },
): Promise<Collection> {
  const row = await findCollection(deps.db, by, isAdmin(caller));
  if (!row) throw collectionNotFound('id' in by ? by.id : by.slug);
  return toWireCollection(row);
}

/**
 * collections matching `request.query`, by name by default.
 * @example await queryCollections(deps, caller, { query: { filter: { name: { $startsWith: 'S' } } } })
 */
export async function queryCollections(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  request: QueryCollectionsRequest,
): Promise<QueryCollectionsResponse> {
  const admin = isAdmin(caller);
  const page = await runQuery(
    selectCollections(deps.db, admin),
    request.query,
    admin ? FIELDS.admin : FIELDS.shopper,
    {
      tieBreaker: COLLECTION_TIE_BREAKER,
      defaultSort: [{ fieldName: 'name', order: 'ASC' }],
    },
  );
  return { collections: page.items.map(toWireCollection), metadata: page.metadata };
}
