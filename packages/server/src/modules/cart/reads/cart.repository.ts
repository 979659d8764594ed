// SQL for reading carts and their line items, creating and deleting them. A cart, its lines and the store
// settings its prices need (the currency and the tax setting through fragments of the store and pricing faces)
// are read in one statement. Changes are written by cart-writes.repository.ts, in one statement too.
import { type Insertable, sql } from 'kysely';
import type { StoredCart, StoredLine } from '../../../cached-shapes.js';
import type { CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { noticeAfterCommit } from '../../../db/event-notices.js';
import { taxIncludedInPricesSql } from '../../pricing/index.js';
import { storeCurrencySql } from '../../store/index.js';
import type { CartRow, CartsTable } from '../cart.table.js';

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
  'c.written_by',
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
 * snapshot it started with, which would miss the lines the previous writer committed. The lock also marks
 * the transaction: its events append without the outbox trigger's notice, and whoever commits it tells
 * the listeners (`EventNotices.appended`).
 */
export async function findCartByOwner(
  db: Db,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<StoredCart | undefined> {
  if (options.lock) {
    const locked = await db
      .selectFrom('carts')
      .select(['id', noticeAfterCommit().as('notice_after_commit')])
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
    .select(storeCurrencySql().as('store_currency'))
    .select(taxIncludedInPricesSql().as('tax_included'))
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
