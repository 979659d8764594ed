// SQL for carts and their line items. A cart and its lines are read in one statement; writes take the
// caller's transaction, in which the cart row is locked first.
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  CartLineItemsTable,
  CartOwner,
  CartRow,
  CartsTable,
  StoredCart,
  StoredLine,
} from './cart.table.js';

const CART_COLUMNS = [
  'c.id',
  'c.owner_kind',
  'c.owner_id',
  'c.buyer_note',
  'c.buyer_email',
  'c.contact_info',
  'c.selected_shipping_option',
  'c.business_location_id',
  'c.coupon_id',
  'c.coupon_code',
  'c.checkout_id',
  'c.revision',
  'c.created_at',
  'c.updated_at',
] as const;

/** The lines as JSON, money as text: inside JSON a numeric would become a binary float. */
const LINES = sql<StoredLine[]>`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'position', l.position, 'quantity', l.quantity,
    'catalogReference', l.catalog_reference, 'mergeKey', l.merge_key, 'customItem', l.custom_item,
    'price', l.price::text, 'fullPrice', l.full_price::text) order by l.position)
  from cart_line_items l where l.cart_id = c.id), '[]')`;

/**
 * The owner's current cart with its lines. With `lock`, the cart row is locked first, in a statement of
 * its own, and stays locked until the transaction ends, so writes to one cart run one after another. The
 * lines are read after the lock is granted: a statement that waited for the lock still reads with the
 * snapshot it started with, which would miss the lines the previous writer committed.
 */
export async function findCartByOwner(
  db: Db,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<StoredCart | undefined> {
  if (options.lock) {
    const locked = await db
      .selectFrom('carts')
      .select('id')
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return undefined;
  }
  const row = await db
    .selectFrom('carts as c')
    .select(CART_COLUMNS)
    .select(sql<string[]>`c.merchant_discounts::text[]`.as('merchant_discounts'))
    .select(LINES.as('lines'))
    .where('c.owner_kind', '=', owner.kind)
    .where('c.owner_id', '=', owner.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lines, ...cart } = row;
  return { cart: cart as CartRow, lines };
}

/** Creates the owner's cart unless one exists (or is being created): true when this call created it. */
export async function insertCartIfAbsent(db: Db, row: Insertable<CartsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('carts')
    .values(row)
    .onConflict((oc) => oc.columns(['owner_kind', 'owner_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateCartRow(db: Db, id: string, changes: Updateable<CartsTable>): Promise<void> {
  await db.updateTable('carts').set(changes).where('id', '=', id).execute();
}

/** Deletes the cart and (by cascade) its lines. */
export async function deleteCartRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', id).execute();
}

export async function insertLines(db: Db, rows: Insertable<CartLineItemsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('cart_line_items').values(rows).execute();
}

/** Sets the quantity of each given line in one statement. */
export async function updateLineQuantities(
  db: Db,
  cartId: string,
  changes: ReadonlyArray<{ id: string; quantity: number }>,
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(changes.map((c) => sql`(${c.id}::uuid, ${c.quantity}::int)`));
  await sql`update cart_line_items l set quantity = v.quantity
    from (values ${values}) as v (id, quantity)
    where l.id = v.id and l.cart_id = ${cartId}`.execute(db);
}

export async function deleteLines(db: Db, cartId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('cart_line_items')
    .where('cart_id', '=', cartId)
    .where('id', 'in', [...ids])
    .execute();
}
