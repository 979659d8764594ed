// SQL for carts and their line items. A cart, its lines and the store settings its prices need (the currency
// through a fragment of the store module's face) are read in one statement, and a change is written in one
// statement too, with its event. Carts are written only here: every write names the server instance that
// makes it (`written_by`, see migration 0010).
import { type Insertable, sql } from 'kysely';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { appendEventSteps, type PendingEvent } from '../events/index.js';
import { storeCurrencySql } from '../store/index.js';
import type { CartRow, CartsTable, StoredCart, StoredLine } from './cart.table.js';

/**
 * The tax setting with the default of `findTaxSettings`. Written here rather than taken from the pricing face:
 * that face's services reach deps.ts, which builds the cart snapshots over this file, a cycle.
 */
const TAX_INCLUDED = sql<boolean>`coalesce(
  (select t.tax_included_in_prices from tax_settings t where t.id = 1), false)`;

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
    .select(storeCurrencySql().as('store_currency'))
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

/** A change to a cart, as one statement writes it. */
export interface CartWrite {
  /** The cart row as the change leaves it, its new revision and `written_by` included. */
  row: CartRow;
  /** The revision the change was made from: the write applies only while the cart still has it. */
  expectedRevision: number;
  removedLineIds: readonly string[];
  /** Lines added, and lines given a new quantity. */
  writtenLines: readonly StoredLine[];
  /** The cart event that records the change. */
  event: PendingEvent;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * Writes a change in one statement: the cart row, the removed lines, the added and re-quantified lines (as
 * arrays, so the text and its plan stay the same whatever the change) and the event. Every step hangs on
 * the update of the cart row, which applies only while the cart is at `expectedRevision`: answers false,
 * having written nothing, when another write moved the cart on or deleted it first. Under the cart's row
 * lock it always applies.
 */
export async function writeCart(db: Db, write: CartWrite): Promise<boolean> {
  const { row, writtenLines: lines } = write;
  const { rows } = await sql<{ applied: number }>`with guard as (
      update carts set buyer_note = ${row.buyer_note}, buyer_email = ${row.buyer_email},
        contact_info = ${json(row.contact_info)}::jsonb,
        selected_shipping_option = ${json(row.selected_shipping_option)}::jsonb,
        business_location_id = ${row.business_location_id}, coupon_id = ${row.coupon_id},
        coupon_code = ${row.coupon_code}, merchant_discounts = ${row.merchant_discounts}::numeric[],
        checkout_id = ${row.checkout_id}::uuid, written_by = ${row.written_by}, revision = ${row.revision},
        updated_at = ${row.updated_at}::timestamptz
      where id = ${row.id}::uuid and revision = ${write.expectedRevision}
      returning id
    ),
    removed as (
      delete from cart_line_items l using guard
      where l.cart_id = guard.id and l.id = any(${write.removedLineIds}::uuid[])
    ),
    written as (
      insert into cart_line_items (id, cart_id, position, quantity, catalog_reference, merge_key,
        custom_item, price, full_price, created_at)
      select l.id, guard.id, l.position, l.quantity, l.catalog_reference, l.merge_key, l.custom_item,
        l.price, l.full_price, ${row.updated_at}::timestamptz
      from guard, unnest(${lines.map((l) => l.id)}::uuid[], ${lines.map((l) => l.position)}::int[],
        ${lines.map((l) => l.quantity)}::int[], ${lines.map((l) => json(l.catalogReference))}::jsonb[],
        ${lines.map((l) => l.mergeKey)}::text[], ${lines.map((l) => json(l.customItem))}::jsonb[],
        ${lines.map((l) => l.price)}::numeric[], ${lines.map((l) => l.fullPrice)}::numeric[])
        as l (id, position, quantity, catalog_reference, merge_key, custom_item, price, full_price)
      on conflict (id) do update set quantity = excluded.quantity
    ),
    ${appendEventSteps(write.event, 'guard')}
    select count(*)::int as applied from guard`.execute(db);
  return rows[0]!.applied === 1;
}
