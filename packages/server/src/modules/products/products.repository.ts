// SQL for products and everything that hangs off them: options, choices, variants, media, collections.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type {
  NewProductRow,
  NewProductVariantRow,
  ProductRow,
  ProductRowUpdate,
  ProductVariantRowUpdate,
} from './products.table.js';

export async function insertProduct(db: Db, row: NewProductRow): Promise<ProductRow> {
  return db.insertInto('products').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Undefined for an unknown id, including strings that are not uuids at all. */
export async function findProductRow(db: Db, id: string, lock = false): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.selectFrom('products').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateProductRow(db: Db, id: string, changes: ProductRowUpdate): Promise<ProductRow> {
  return db
    .updateTable('products')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True when a product was deleted; options, variants, media and memberships go with it. */
export async function deleteProductRow(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Slugs already taken among `base` and `base-N`, for picking the next free one. */
export async function takenSlugs(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}

export async function slugOwner(db: Db, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

export interface OptionInsert {
  id: string;
  name: string;
  optionType: string;
  choices: Array<{ id: string; value: string; description: string; inStock: boolean; visible: boolean }>;
}

/** Replaces a product's options and choices (and so its variants, which name them). */
export async function replaceOptions(db: Db, productId: string, options: OptionInsert[]): Promise<void> {
  await db.deleteFrom('product_variants').where('product_id', '=', productId).execute();
  await db.deleteFrom('product_options').where('product_id', '=', productId).execute();
  if (options.length === 0) return;
  await db
    .insertInto('product_options')
    .values(
      options.map((o, i) => ({
        id: o.id,
        product_id: productId,
        position: i,
        name: o.name,
        option_type: o.optionType,
      })),
    )
    .execute();
  const choices = options.flatMap((o) =>
    o.choices.map((c, i) => ({
      id: c.id,
      option_id: o.id,
      position: i,
      value: c.value,
      description: c.description,
      in_stock: c.inStock,
      visible: c.visible,
    })),
  );
  await db.insertInto('product_choices').values(choices).execute();
}

export async function insertVariants(db: Db, rows: NewProductVariantRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('product_variants').values(rows).execute();
}

/** Writes the given variant columns to each listed variant of one product. */
export async function updateVariantRows(
  db: Db,
  productId: string,
  ids: string[],
  changes: ProductVariantRowUpdate,
): Promise<void> {
  if (ids.length === 0 || Object.keys(changes).length === 0) return;
  await db
    .updateTable('product_variants')
    .set(changes)
    .where('product_id', '=', productId)
    .where('id', 'in', ids)
    .execute();
}

export async function touchProduct(db: Db, id: string, now: Date): Promise<ProductRow> {
  return updateProductRow(db, id, { updated_at: now });
}

/**
 * Serializes slug choice for one base until the transaction ends, so concurrent creates of the same
 * name pick -2, -3 … in turn instead of colliding on the unique index.
 */
export async function lockSlugBase(db: Db, base: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`products.slug:${base}`}))`.execute(db);
}

/** Whether the store holds any product at all. */
export async function anyProductExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined;
}
