// What one V3 entity family (brands, ribbons, info sections, customizations) tells the shared engine: its
// kind, event entity, wire names, how its input becomes a stored row and how a row becomes its wire entity.
import type { V3EntityCalls } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import type { QueryFieldMap } from '../../query/compile-query.js';
import type { CatalogV3EntityRow } from './catalog-entities.table.js';
import type { CatalogV3Kind } from './catalog-v3-kinds.js';

/** An entity as the engine keeps it, before its family adds its own fields. */
export interface StoredEntity {
  id: string;
  revision: string;
  createdDate: Date;
  updatedDate: Date;
  name: string;
  body: Record<string, unknown>;
}

/** A family's stored form of an input: the unique name and the other fields. */
export interface EntityContent {
  name: string;
  body: Record<string, unknown>;
}

/** What a get-or-create item asks for: an entity by id or by name, or a new one made from `input`. */
export interface GetOrCreateItem {
  id?: string;
  name?: string;
  input: Record<string, unknown>;
}

export interface EntityFamily {
  kind: CatalogV3Kind;
  /** `wix.stores.catalog.v3.brand`: the entity of its events. */
  fqdn: string;
  /** `Brand`, for messages. */
  label: string;
  single: string;
  plural: string;
  /** The wire field of the unique name (`name`, `uniqueName`). */
  nameKey: string;
  /** Whether two entities of the family may share a name. */
  uniqueNames: boolean;
  /** The count field and the `fields` value that asks for it. */
  countField: string;
  countRequest: string;
  calls: V3EntityCalls;
  queryFields: QueryFieldMap;
  /**
   * The stored form of a create input, or of an update's fields over `current`; throws ValidationFailure for
   * what the schema cannot say (a render type without its settings).
   */
  content(input: Record<string, unknown>, current?: StoredEntity): EntityContent;
  /** The family's wire entity. */
  toWire(entity: StoredEntity): Record<string, unknown>;
  /** Families without a bulk delete call (customizations). */
  noBulkDelete?: boolean;
  /** The get-or-create calls' field (`brandName`; the bulk call's adds an `s`) and how its item reads. */
  getOrCreate?: { field: string; item(value: unknown): GetOrCreateItem };
}

/** Get-or-create by the bare name, as brands and ribbons take it. */
export const byName =
  (nameKey: string) =>
  (value: unknown): GetOrCreateItem => ({
    name: String(value),
    input: { [nameKey]: value },
  });

/**
 * How many products use each entity: what refuses a delete and fills assigned-product counts. The wiring
 * supplies it; the default reads the assignments table.
 */
export type CatalogEntityUsage = (db: Db, ids: readonly string[]) => Promise<Map<string, number>>;

export function rowToStored(row: CatalogV3EntityRow): StoredEntity {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_at,
    updatedDate: row.updated_at,
    name: row.name,
    body: row.body,
  };
}

/** The fields every family's entity starts with. */
export const stamped = (e: StoredEntity) => ({
  id: e.id,
  revision: e.revision,
  createdDate: e.createdDate.toISOString(),
  updatedDate: e.updatedDate.toISOString(),
});
