// SQL for carts and their line items. A cart, its lines and the store settings its prices need are read
// in one statement; writes take the
// caller's transaction, in which the cart row is locked first.
import { type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
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

/** The store's currency and tax setting, with the defaults of `getStoreCurrency` and `findTaxSettings`. */
const STORE_CURRENCY = sql<string>`coalesce((select s.currency from store_settings s where s.id = 1), 'USD')`;
const TAX_INCLUDED = sql<boolean>`coalesce(
  (select t.tax_included_in_prices from tax_settings t where t.id = 1), false)`;

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
    .select(STORE_CURRENCY.as('store_currency'))
    .select(TAX_INCLUDED.as('tax_included'))
    .where('c.owner_kind', '=', owner.kind)
    .where('c.owner_id', '=', owner.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lines, store_currency, tax_included, ...cart } = row;
  return {
    cart: cart as CartRow,
    lines,
    store: { currency: store_currency, taxIncludedInPrices: tax_included },
  };
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

/** Deletes the cart and (by cascade) its lines. */
export async function deleteCartRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', id).execute();
}

export interface CartChanges {
  removedLineIds: readonly string[];
  requantified: ReadonlyArray<{ id: string; quantity: number }>;
  addedLines: Insertable<CartLineItemsTable>[];
  /** The cart columns to set (the bookkeeping columns always among them). */
  columns: Updateable<CartsTable>;
}

/**
 * Writes a change to a locked cart in one statement: the removed lines, the new quantities and the added
 * lines as data-modifying CTEs (they touch different lines), then the cart row itself.
 */
export async function writeCartChanges(db: Db, cartId: string, changes: CartChanges): Promise<void> {
  const steps: RawBuilder<unknown>[] = [];
  if (changes.removedLineIds.length > 0) {
    steps.push(sql`removed as (delete from cart_line_items
      where cart_id = ${cartId} and id = any(${[...changes.removedLineIds]}::uuid[]))`);
  }
  if (changes.requantified.length > 0) {
    const values = sql.join(changes.requantified.map((c) => sql`(${c.id}::uuid, ${c.quantity}::int)`));
    steps.push(sql`requantified as (update cart_line_items l set quantity = v.quantity
      from (values ${values}) as v (id, quantity)
      where l.id = v.id and l.cart_id = ${cartId})`);
  }
  if (changes.addedLines.length > 0) {
    steps.push(sql`added as (${db.insertInto('cart_line_items').values(changes.addedLines)})`);
  }
  const updateCart = db.updateTable('carts').set(changes.columns).where('id', '=', cartId);
  if (steps.length === 0) await updateCart.execute();
  else await sql`with ${sql.join(steps)} ${updateCart}`.execute(db);
}
