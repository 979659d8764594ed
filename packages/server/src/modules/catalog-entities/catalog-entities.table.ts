// Catalog V3 entities in one table keyed by kind (the family's own fields in `body`), and their products.
import type { ColumnType, Selectable } from 'kysely';

import type { CatalogV3Kind } from './catalog-v3-kinds.js';

export interface CatalogV3EntitiesTable {
  id: string;
  kind: CatalogV3Kind;
  /** The family's unique name: a brand's or ribbon's `name`, an info section's `uniqueName`. */
  name: string;
  /** jsonb: the family's other fields, written as JSON text. */
  body: ColumnType<Record<string, unknown>, string, string>;
  revision: ColumnType<string | number | bigint, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
}
export type CatalogV3EntityRow = Selectable<CatalogV3EntitiesTable>;

export interface CatalogV3AssignmentsTable {
  entity_id: string;
  product_id: string;
}
