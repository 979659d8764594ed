// The collections table: named, sluggable groups of products (membership rows belong to products).
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
