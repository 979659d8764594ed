// SQL for carts and their line items. A cart, its lines and the store settings its prices need (the currency
// and the tax setting through fragments of the store and pricing faces) are read in one statement, and a change is written in one
// statement too, with its event. Carts are written only here: every write names the server instance that
// makes it (`written_by`, see migration 0010).
import { type Expression, type Insertable, sql, type UpdateObject } from 'kysely';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { Tables } from '../../db/tables.js';
import { appendedEventStep, eventSequenceStep, type PendingEvent } from '../events/index.js';
import { taxIncludedInPricesSql } from '../pricing/sql.js';
import { storeCurrencySql } from '../store/index.js';
import type { CartLineItemsTable, CartRow, CartsTable, StoredCart, StoredLine } from './cart.table.js';

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

/** The cart columns a write sets: all but the key, the owner and the creation time. */
type EditedColumns = Exclude<keyof CartsTable, 'id' | 'owner_kind' | 'owner_id' | 'created_at'>;

/** The cart row as a change leaves it: a column added to the table and not given here fails to compile. */
function cartColumns(row: CartRow): Required<Pick<UpdateObject<Tables, 'carts'>, EditedColumns>> {
  return {
    buyer_note: row.buyer_note,
    buyer_email: row.buyer_email,
    contact_info: sql`${json(row.contact_info)}::jsonb`,
    selected_shipping_option: sql`${json(row.selected_shipping_option)}::jsonb`,
    business_location_id: row.business_location_id,
    coupon_id: row.coupon_id,
    coupon_code: row.coupon_code,
    merchant_discounts: sql`${row.merchant_discounts}::numeric[]`,
    checkout_id: sql`${row.checkout_id}::uuid`,
    written_by: row.written_by,
    revision: row.revision,
    updated_at: sql`${row.updated_at}::timestamptz`,
  };
}

type LineColumn = keyof Insertable<CartLineItemsTable>;
/** The line columns that arrive as arrays, in `unnest`'s order. */
const LINE_COLUMNS = [
  'id',
  'position',
  'quantity',
  'catalog_reference',
  'merge_key',
  'custom_item',
  'price',
  'full_price',
] as const;
type NewLine = { [K in (typeof LINE_COLUMNS)[number]]: CartLineItemsTable[K] };

/**
 * Writes a change in one statement: the cart row, the removed lines, the added and re-quantified lines (as
 * arrays, so the text and its plan stay the same whatever the change) and the event. Every step hangs on
 * the update of the cart row, which applies only while the cart is at `expectedRevision`: answers false,
 * having written nothing, when another write moved the cart on or deleted it first. Under the cart's row
 * lock it always applies. Built with Kysely's builders, so a column left out fails to compile.
 */
export async function writeCart(db: Db, write: CartWrite): Promise<boolean> {
  const { row, writtenLines: lines } = write;
  const unnested =
    sql<NewLine>`unnest(${lines.map((l) => l.id)}::uuid[], ${lines.map((l) => l.position)}::int[],
        ${lines.map((l) => l.quantity)}::int[], ${lines.map((l) => json(l.catalogReference))}::jsonb[],
        ${lines.map((l) => l.mergeKey)}::text[], ${lines.map((l) => json(l.customItem))}::jsonb[],
        ${lines.map((l) => l.price)}::numeric[], ${lines.map((l) => l.fullPrice)}::numeric[])`.as<'l'>(
      sql`l (${sql.join(LINE_COLUMNS.map((c) => sql.id(c)))})`,
    );
  // Every column of a new line: one forgotten here fails to compile.
  const lineValues: { [K in LineColumn]-?: Expression<unknown> } = {
    id: sql.ref('l.id'),
    cart_id: sql.ref('guard.id'),
    position: sql.ref('l.position'),
    quantity: sql.ref('l.quantity'),
    catalog_reference: sql.ref('l.catalog_reference'),
    merge_key: sql.ref('l.merge_key'),
    custom_item: sql.ref('l.custom_item'),
    price: sql.ref('l.price'),
    full_price: sql.ref('l.full_price'),
    created_at: sql`${row.updated_at}::timestamptz`,
  };
  const { event } = write;
  const applied = await db
    .with('guard', (qc) =>
      qc
        .updateTable('carts')
        .set(cartColumns(row))
        .where('id', '=', sql<string>`${row.id}::uuid`)
        .where('revision', '=', write.expectedRevision)
        .returning('id'),
    )
    .with('removed', (qc) =>
      qc
        .deleteFrom('cart_line_items')
        .using('guard')
        .whereRef('cart_line_items.cart_id', '=', 'guard.id')
        .where('cart_line_items.id', '=', sql<string>`any(${write.removedLineIds}::uuid[])`),
    )
    .with('written', (qc) =>
      qc
        .insertInto('cart_line_items')
        .columns(Object.keys(lineValues) as LineColumn[])
        .expression((eb) =>
          eb
            .selectFrom(['guard', unnested])
            .select(Object.entries(lineValues).map(([k, v]) => sql`${v}`.as(k))),
        )
        .onConflict((oc) => oc.column('id').doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') })),
    )
    .with('event_sequence', (qc) => eventSequenceStep(qc, event, 'guard'))
    .with('appended_event', (qc) => appendedEventStep(qc, event))
    .selectFrom('guard')
    .select(sql<number>`count(*)::int`.as('applied'))
    .executeTakeFirstOrThrow();
  return applied.applied === 1;
}
