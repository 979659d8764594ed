// Which products use which V3 entities, as the assignments table records it: the default usage check, and
// the call with which product writes record a product's brand, ribbon or info sections.
import type { Db } from '../../db/database.js';
import { invalidField } from '../../errors/app-error.js';
import { assignmentCounts, existingEntityIds, replaceAssignments } from './catalog-entities.repository.js';
import type { CatalogEntityUsage } from './catalog-entity-family.js';
import type { CatalogV3Kind } from './catalog-v3-kinds.js';

/** Products per entity from the assignments table. */
export const assignmentUsage: CatalogEntityUsage = (db, ids) => assignmentCounts(db, ids);

/**
 * Makes `entityIds` the product's entities of `kind` (its brand, its ribbon, its info sections), in the
 * caller's transaction; unknown ids are refused and nothing changes.
 * @example await assignCatalogEntities(trx, 'brand', productId, [brandId])
 */
export async function assignCatalogEntities(
  db: Db,
  kind: CatalogV3Kind,
  productId: string,
  entityIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(entityIds)];
  const known = new Set(await existingEntityIds(db, kind, unique));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw invalidField(`${kind}Ids`, `unknown ids: ${unknown.join(', ').slice(0, 400)}`, 'VALIDATION');
  await replaceAssignments(db, kind, productId, unique);
}
