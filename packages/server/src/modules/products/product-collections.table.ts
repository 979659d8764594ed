// Collections and product membership, as far as products need them (collectionIds, numberOfProducts).
import type { ColumnType, Selectable } from 'kysely';

export interface CollectionsTable {
  id: string;
  name: string;
  slug: string;
  description: ColumnType<string, string | undefined, string>;
  visible: ColumnType<boolean, boolean | undefined, boolean>;
  /** jsonb, written as JSON text. */
  media: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
  updated_at: Date;
}
export type CollectionRow = Selectable<CollectionsTable>;

export interface ProductCollectionsTable {
  collection_id: string;
  product_id: string;
  added_at: Date;
}
