// Collection writes (W15–W17): admin-only, unique slugs, the All Products rules, and a catalog event in
// the same transaction as every change.
import { randomUUID } from 'node:crypto';
import type { Collection, CreateCollectionRequest, UpdateCollectionRequest } from '@cartwright/contracts';
import type { AdminCaller } from '../../caller.js';
import { actorIdentity, appendCatalogEvent } from '../events/index.js';
import { isAllProducts, nextFreeSlug, retryingSlugRace, slugify } from '../products/index.js';
import { allProductsReadOnly, collectionNotFound, collectionSlugTaken } from './collections.errors.js';
import {
  collectionSlugOwner,
  deleteCollectionRow,
  findCollection,
  insertCollection,
  takenCollectionSlugs,
  toWireCollection,
  updateCollectionRow,
} from './collections.repository.js';
import type { CollectionDeps } from './collections-read.js';

const V1 = 'V1_CATALOG' as const;
/** A generated slug can lose a race to a concurrent create; it is picked again this many times. */

type Db = CollectionDeps['db'];

/** Products' slug rules, except that a name with no letters or digits gives `collection`. */
export function collectionSlugBase(name: string): string {
  return slugify(`x${name}`) === 'x' ? 'collection' : slugify(name);
}

async function chooseSlug(db: Db, explicit: string | undefined, name: string, selfId?: string) {
  if (explicit !== undefined) {
    const owner = await collectionSlugOwner(db, explicit);
    if (owner !== undefined && owner !== selfId) throw collectionSlugTaken(explicit);
    return explicit;
  }
  const base = collectionSlugBase(name);
  return nextFreeSlug(base, await takenCollectionSlugs(db, base));
}

async function reread(db: Db, id: string): Promise<Collection> {
  const row = await findCollection(db, { id }, true);
  if (!row) throw collectionNotFound(id);
  return toWireCollection(row);
}

/**
 * W15: creates an empty collection and appends CollectionCreated.
 * @example await createCollection(deps, caller, { name: 'Summer hats', visible: true })
 */
export async function createCollection(
  deps: CollectionDeps,
  caller: AdminCaller,
  input: CreateCollectionRequest['collection'],
): Promise<Collection> {
  return retryingSlugRace(input.slug, collectionSlugTaken, () =>
    deps.db.transaction().execute(async (trx) => {
      const now = deps.clock();
      const id = randomUUID();
      const slug = await chooseSlug(trx, input.slug, input.name);
      const visible = input.visible ?? true;
      await insertCollection(trx, {
        id,
        name: input.name,
        slug,
        description: input.description ?? '',
        visible,
        media: null,
        created_at: now,
        updated_at: now,
      });
      await appendCatalogEvent(trx, deps.clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
        entityId: id,
        identity: actorIdentity(caller),
        data: {
          collection_Id: id,
          name: input.name,
          media: { items: [] },
          slug,
          visible,
          originatedFromVersion: V1,
        },
      });
      return reread(trx, id);
    }),
  );
}

/**
 * W16: changes the given fields only (the slug only when given) and appends CollectionChanged.
 * @example await updateCollection(deps, caller, id, { visible: false })
 */
export async function updateCollection(
  deps: CollectionDeps,
  caller: AdminCaller,
  id: string,
  input: UpdateCollectionRequest['collection'],
): Promise<Collection> {
  return retryingSlugRace(input.slug, collectionSlugTaken, () =>
    deps.db.transaction().execute(async (trx) => {
      const current = await findCollection(trx, { id }, true);
      if (!current) throw collectionNotFound(id);
      const { id: _id, ...fields } = input;
      const slug = input.slug === undefined ? undefined : await chooseSlug(trx, input.slug, current.name, id);
      await updateCollectionRow(trx, id, {
        ...(fields.name === undefined ? {} : { name: fields.name }),
        ...(slug === undefined ? {} : { slug }),
        ...(fields.description === undefined ? {} : { description: fields.description }),
        ...(fields.visible === undefined ? {} : { visible: fields.visible }),
        updated_at: deps.clock(),
      });
      await appendCatalogEvent(trx, deps.clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
        entityId: id,
        identity: actorIdentity(caller),
        data: { collection_Id: id, changedFields: Object.keys(fields).sort(), originatedFromVersion: V1 },
      });
      return reread(trx, id);
    }),
  );
}

/** W17: deletes a collection and its memberships (the products stay) and appends CollectionDeleted. */
export async function deleteCollection(deps: CollectionDeps, caller: AdminCaller, id: string): Promise<void> {
  if (isAllProducts(id)) throw allProductsReadOnly('be deleted');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteCollectionRow(trx, id))) throw collectionNotFound(id);
    await appendCatalogEvent(trx, deps.clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
      entityId: id,
      identity: actorIdentity(caller),
      data: { collection_Id: id, originatedFromVersion: V1 },
    });
  });
}
