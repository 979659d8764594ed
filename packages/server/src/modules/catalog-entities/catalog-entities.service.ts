// The V3 entity rules every family shares: unique names, revisions that refuse stale updates, deletes refused
// while products use the entity, and a `wix.stores.catalog.v3.<family>_*` event in the change's transaction.
import { randomUUID } from 'node:crypto';
import type { AdminCaller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { actorIdentity, appendDomainEvent, modifiedFields } from '../events/index.js';
import {
  entityInUse,
  entityNameTaken,
  entityNotFound,
  isNameViolation,
  revisionMismatch,
} from './catalog-entities.errors.js';
import { deleteEntityRow, findEntity, insertEntity, updateEntityRow } from './catalog-entities.repository.js';
import {
  type CatalogEntityUsage,
  type EntityContent,
  type EntityFamily,
  type GetOrCreateItem,
  rowToStored,
  type StoredEntity,
} from './catalog-entity-family.js';

export interface CatalogEntityDeps extends Pick<AppDeps, 'db' | 'clock'> {
  usage: CatalogEntityUsage;
}
type Db = AppDeps['db'];
export type WireEntity = Record<string, unknown>;

/** The family's wire entities, with their assigned-product counts when `fields` asks for them. */
export async function toWireEntities(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  entities: StoredEntity[],
  fields: readonly string[] | undefined,
): Promise<WireEntity[]> {
  const wire = entities.map((e) => family.toWire(e));
  if (!fields?.includes(family.countRequest)) return wire;
  const counts = await deps.usage(
    deps.db,
    entities.map((e) => e.id),
  );
  return wire.map((w, i) => ({ ...w, [family.countField]: counts.get(entities[i]!.id) ?? 0 }));
}

async function one(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  entity: StoredEntity,
  fields?: readonly string[],
) {
  return (await toWireEntities(deps, family, [entity], fields))[0]!;
}

async function checkNameFree(db: Db, family: EntityFamily, name: string, selfId?: string) {
  if (!family.uniqueNames) return;
  const owner = await findEntity(db, family.kind, { name });
  if (owner && owner.id !== selfId) throw entityNameTaken(family.label, family.nameKey, name);
}

/** A concurrent write of the same name loses at the unique index: answered as the name being taken. */
async function nameRace<T>(family: EntityFamily, name: () => string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isNameViolation(error)) throw entityNameTaken(family.label, family.nameKey, name());
    throw error;
  }
}

/**
 * Creates an entity at revision 1 and appends `<family>_created`.
 * @example await createEntity(deps, BRANDS, caller, { name: 'Acme' })
 */
export async function createEntity(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  input: Record<string, unknown>,
  fields?: readonly string[],
): Promise<WireEntity> {
  const content = family.content(input);
  const created = await nameRace(
    family,
    () => content.name,
    () =>
      deps.db.transaction().execute(async (trx) => {
        await checkNameFree(trx, family, content.name);
        const now = deps.clock();
        const id = randomUUID();
        await insertEntity(trx, {
          id,
          kind: family.kind,
          name: content.name,
          body: JSON.stringify(content.body),
          created_at: now,
          updated_at: now,
        });
        const stored: StoredEntity = { id, revision: '1', createdDate: now, updatedDate: now, ...content };
        await appendDomainEvent(trx, deps.clock, {
          entityFqdn: family.fqdn,
          slug: 'created',
          entityId: id,
          identity: actorIdentity(caller),
          body: { createdEvent: { entity: family.toWire(stored) } },
        });
        return stored;
      }),
  );
  return one(deps, family, created, fields);
}

export async function getEntity(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  id: string,
  fields?: readonly string[],
): Promise<WireEntity> {
  const row = await findEntity(deps.db, family.kind, { id });
  if (!row) throw entityNotFound(family.label, id);
  return one(deps, family, rowToStored(row), fields);
}

/**
 * The entity the item names (by id, or by name), or a new one made from the item when none has the name.
 * @example await getOrCreateEntity(deps, BRANDS, caller, { name: 'Acme', input: { name: 'Acme' } })
 */
export async function getOrCreateEntity(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  item: GetOrCreateItem,
  fields?: readonly string[],
): Promise<WireEntity> {
  if (item.id) return getEntity(deps, family, item.id, fields);
  if (item.name === undefined) {
    throw invalidField(`${family.single}.${family.nameKey}`, 'is required without an id', 'REQUIRED_FIELD');
  }
  const name = item.name;
  const existing = await findEntity(deps.db, family.kind, { name });
  if (existing) return one(deps, family, rowToStored(existing), fields);
  try {
    return await createEntity(deps, family, caller, item.input, fields);
  } catch (error) {
    // Another caller created it between the read and the write: theirs is the one.
    const raced = await findEntity(deps.db, family.kind, { name });
    if (raced) return one(deps, family, rowToStored(raced), fields);
    throw error;
  }
}

/**
 * Changes the given fields of an entity read at `patch.revision`; a stale revision changes nothing and is
 * refused with REVISION_MISMATCH. Appends `<family>_updated` with the modified fields.
 * @example await updateEntity(deps, BRANDS, caller, id, { revision: '1', name: 'Acme Ltd' })
 */
export async function updateEntity(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  id: string,
  patch: Record<string, unknown>,
  fields?: readonly string[],
): Promise<WireEntity> {
  const { revision, id: _id, createdDate: _c, updatedDate: _u, ...changes } = patch;
  if (typeof revision !== 'string') {
    throw invalidField(
      `${family.single}.revision`,
      'is required: the revision the change was made from',
      'REQUIRED_FIELD',
    );
  }
  return changeEntity(
    deps,
    family,
    caller,
    { id, revision },
    (current) => family.content(changes, current),
    fields,
  );
}

/**
 * Applies `change` to the locked entity (at `at.revision` when given, else at whatever it is now), moves the
 * revision on and appends `<family>_updated`; the choice calls use it without a revision, as the platform's.
 */
export async function changeEntity(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  at: { id: string; revision?: string },
  change: (current: StoredEntity) => EntityContent,
  fields?: readonly string[],
): Promise<WireEntity> {
  const { id, revision } = at;
  if (revision !== undefined && !/^\d{1,19}$/.test(revision)) {
    throw invalidField(`${family.single}.revision`, 'must be a revision number', 'VALIDATION');
  }
  let name = '';
  const updated = await nameRace(
    family,
    () => name,
    () =>
      deps.db.transaction().execute(async (trx) => {
        const row = await findEntity(trx, family.kind, { id }, true);
        if (!row) throw entityNotFound(family.label, id);
        const current = rowToStored(row);
        if (revision !== undefined && current.revision !== String(BigInt(revision))) {
          throw revisionMismatch(family.label, id, revision, current.revision);
        }
        const content = change(current);
        name = content.name;
        if (content.name !== current.name) await checkNameFree(trx, family, content.name, id);
        const now = deps.clock();
        await updateEntityRow(trx, id, {
          name: content.name,
          body: JSON.stringify(content.body),
          updatedAt: now,
        });
        const next: StoredEntity = {
          ...current,
          ...content,
          updatedDate: now,
          revision: String(BigInt(current.revision) + 1n),
        };
        const before = family.toWire(current);
        const after = family.toWire(next);
        await appendDomainEvent(trx, deps.clock, {
          entityFqdn: family.fqdn,
          slug: 'updated',
          entityId: id,
          identity: actorIdentity(caller),
          body: {
            updatedEvent: {
              currentEntity: after,
              modifiedFields: modifiedFields(before, after, ['revision', 'updatedDate']),
            },
          },
        });
        return next;
      }),
  );
  return one(deps, family, updated, fields);
}

/**
 * Deletes an entity no product uses and appends `<family>_deleted`; one still in use is refused with
 * ENTITY_IN_USE and stays.
 */
export async function deleteEntity(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  id: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findEntity(trx, family.kind, { id }, true);
    if (!row) throw entityNotFound(family.label, id);
    const used = (await deps.usage(trx, [id])).get(id) ?? 0;
    if (used > 0) throw entityInUse(family.label, id, used);
    await deleteEntityRow(trx, family.kind, id);
    await appendDomainEvent(trx, deps.clock, {
      entityFqdn: family.fqdn,
      slug: 'deleted',
      entityId: id,
      identity: actorIdentity(caller),
      body: { deletedEvent: { deletedEntity: family.toWire(rowToStored(row)) } },
    });
  });
}
