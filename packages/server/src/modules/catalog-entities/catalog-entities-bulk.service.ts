// Queries, counts and the bulk calls of V3 entities: each bulk item succeeds or fails on its own, in its own
// transaction, and is reported at its index as the platform's bulk calls report.

import { COMMON_ERROR_CODES, V3_MAX_PAGE_SIZE } from '@cartwright/contracts';
import type { AdminCaller } from '../../caller.js';
import { AppError, ValidationFailure } from '../../errors/app-error.js';
import { compileFilter } from '../../query/compile-filter.js';
import { type CursorQuery, runCursorQuery } from '../../query/compile-query.js';
import { countEntityRows, selectEntities } from './catalog-entities.repository.js';
import {
  type CatalogEntityDeps,
  createEntity,
  deleteEntity,
  getOrCreateEntity,
  toWireEntities,
  updateEntity,
  type WireEntity,
} from './catalog-entities.service.js';
import { ENTITY_TIE_BREAKER } from './catalog-entities-query.sql.js';
import { type EntityFamily, type GetOrCreateItem, rowToStored } from './catalog-entity-family.js';

const DEFAULT_LIMIT = 50;

/** One page of the family's entities and the cursors around it; newest first unless sorted. */
export async function queryEntities(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  query: CursorQuery | undefined,
  fields?: readonly string[],
) {
  const page = await runCursorQuery(selectEntities(deps.db, family.kind), query, family.queryFields, {
    tieBreaker: ENTITY_TIE_BREAKER,
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    defaultLimit: DEFAULT_LIMIT,
    maxLimit: V3_MAX_PAGE_SIZE,
  });
  const items = await toWireEntities(deps, family, page.items.map(rowToStored), fields);
  return { [family.plural]: items, pagingMetadata: page.pagingMetadata };
}

export async function countEntities(
  deps: CatalogEntityDeps,
  family: EntityFamily,
  filter: Record<string, unknown> | null | undefined,
): Promise<{ count: number }> {
  const where = compileFilter(filter ?? undefined, family.queryFields, 'filter');
  return { count: await countEntityRows(deps.db, family.kind, where) };
}

interface ItemResult {
  itemMetadata: { id?: string; originalIndex: number; success: boolean; error?: Record<string, unknown> };
  item?: WireEntity;
}

function itemError(error: unknown): Record<string, unknown> | undefined {
  if (error instanceof AppError) {
    return { code: error.code, description: error.description, ...(error.data ? { data: error.data } : {}) };
  }
  if (error instanceof ValidationFailure) {
    return {
      code: COMMON_ERROR_CODES.invalidArgument,
      description: error.message,
      data: { violations: error.violations },
    };
  }
  return undefined;
}

/** Runs `run` for each item in order; known failures become that item's error, anything else is thrown. */
async function eachItem<T>(
  items: readonly T[],
  returnEntity: boolean,
  run: (item: T) => Promise<WireEntity | { id: string }>,
  idOf: (item: T) => string | undefined = () => undefined,
) {
  const results: ItemResult[] = [];
  for (const [originalIndex, item] of items.entries()) {
    try {
      const entity = await run(item);
      const id = String(entity.id);
      results.push({
        itemMetadata: { id, originalIndex, success: true },
        ...(returnEntity && 'revision' in entity ? { item: entity } : {}),
      });
    } catch (error) {
      const described = itemError(error);
      if (!described) throw error;
      const id = idOf(item);
      results.push({
        itemMetadata: { ...(id ? { id } : {}), originalIndex, success: false, error: described },
      });
    }
  }
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  };
}

export const bulkCreateEntities = (
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  request: { inputs: Record<string, unknown>[]; returnEntity?: boolean; fields?: readonly string[] },
) =>
  eachItem(request.inputs, request.returnEntity ?? false, (input) =>
    createEntity(deps, family, caller, input, request.fields),
  );

export const bulkUpdateEntities = (
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  request: { patches: Record<string, unknown>[]; returnEntity?: boolean; fields?: readonly string[] },
) =>
  eachItem(
    request.patches,
    request.returnEntity ?? false,
    (patch) => {
      if (typeof patch.id !== 'string') {
        throw new ValidationFailure([
          { field: `${family.single}.id`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
        ]);
      }
      return updateEntity(deps, family, caller, patch.id, patch, request.fields);
    },
    (patch) => (typeof patch.id === 'string' ? patch.id : undefined),
  );

export const bulkGetOrCreateEntities = (
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  request: { items: GetOrCreateItem[]; fields?: readonly string[] },
) => eachItem(request.items, true, (item) => getOrCreateEntity(deps, family, caller, item, request.fields));

export const bulkDeleteEntities = (
  deps: CatalogEntityDeps,
  family: EntityFamily,
  caller: AdminCaller,
  ids: string[],
) =>
  eachItem(
    ids,
    false,
    async (id) => {
      await deleteEntity(deps, family, caller, id);
      return { id };
    },
    (id) => id,
  );
