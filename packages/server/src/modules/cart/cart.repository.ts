// SQL for carts and their line items. A cart, its lines and the store settings its prices need (the currency
// and the tax setting through fragments of the store and pricing faces) are read in one statement, and a change is written in one
// statement too, with its event. Carts are written only here: every write names the server instance that
// makes it (`written_by`, see migration 0010).
import { type Expression, type Insertable, sql, type UpdateObject } from 'kysely';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { noticeAfterCommit } from '../../db/event-notices.js';
import { type Slots, statementTemplate } from '../../db/statement-template.js';
import type { Tables } from '../../db/tables.js';
import {
  appendedEventStep,
  EVENT_SLOTS,
  type EventSlot,
  eventSequenceStep,
  type PendingEvent,
  pendingEventSlots,
  pendingEventValues,
} from '../events/index.js';
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

/** The values of a cart write, as its template's slots; the event's come after these. */
const CART_WRITE_SLOTS = [
  'id',
  'buyer_note',
  'buyer_email',
  'contact_info',
  'selected_shipping_option',
  'business_location_id',
  'coupon_id',
  'coupon_code',
  'merchant_discounts',
  'checkout_id',
  'written_by',
  'revision',
  'updated_at',
  'expected_revision',
  'removed_line_ids',
  'line_id',
  'line_position',
  'line_quantity',
  'line_catalog_reference',
  'line_merge_key',
  'line_custom_item',
  'line_price',
  'line_full_price',
] as const;
type CartWriteSlot = (typeof CART_WRITE_SLOTS)[number] | EventSlot;

/** The cart columns a write sets: all but the key, the owner and the creation time. */
type EditedColumns = Exclude<keyof CartsTable, 'id' | 'owner_kind' | 'owner_id' | 'created_at'>;

/** The cart row as a change leaves it: a column added to the table and not given here fails to compile. */
function cartColumns(s: Slots<CartWriteSlot>): Required<Pick<UpdateObject<Tables, 'carts'>, EditedColumns>> {
  return {
    buyer_note: sql`${s.buyer_note}`,
    buyer_email: sql`${s.buyer_email}`,
    contact_info: sql`${s.contact_info}::jsonb`,
    selected_shipping_option: sql`${s.selected_shipping_option}::jsonb`,
    business_location_id: sql`${s.business_location_id}`,
    coupon_id: sql`${s.coupon_id}`,
    coupon_code: sql`${s.coupon_code}`,
    merchant_discounts: sql`${s.merchant_discounts}::numeric[]`,
    checkout_id: sql`${s.checkout_id}::uuid`,
    written_by: sql`${s.written_by}`,
    revision: sql`${s.revision}::int`,
    updated_at: sql`${s.updated_at}::timestamptz`,
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
 * The cart write: the cart row, the removed lines, the added and re-quantified lines (as arrays, so the
 * text and its plan stay the same whatever the change) and the event. Every step hangs on the update of
 * the cart row, which applies only while the cart is at the expected revision. Built with Kysely's
 * builders, so a column left out fails to compile; compiled once (domain events only: a cart's are).
 */
const cartWriteStatement = statementTemplate(
  [...CART_WRITE_SLOTS, ...EVENT_SLOTS],
  (db: Db, s: Slots<CartWriteSlot>) => {
    const unnested =
      sql<NewLine>`unnest(${s.line_id}::uuid[], ${s.line_position}::int[], ${s.line_quantity}::int[],
        ${s.line_catalog_reference}::jsonb[], ${s.line_merge_key}::text[], ${s.line_custom_item}::jsonb[],
        ${s.line_price}::numeric[], ${s.line_full_price}::numeric[])`.as<'l'>(
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
      created_at: sql`${s.updated_at}::timestamptz`,
    };
    const event = pendingEventSlots(s, true);
    return db
      .with('guard', (qc) =>
        qc
          .updateTable('carts')
          .set(cartColumns(s))
          .where('id', '=', sql<string>`${s.id}::uuid`)
          .where('revision', '=', sql<number>`${s.expected_revision}::int`)
          // The event's append reads this step: the mark is set before it (writeCurrentCart notifies).
          .returning(['id', noticeAfterCommit().as('notice_after_commit')]),
      )
      .with('removed', (qc) =>
        qc
          .deleteFrom('cart_line_items')
          .using('guard')
          .whereRef('cart_line_items.cart_id', '=', 'guard.id')
          .where('cart_line_items.id', '=', sql<string>`any(${s.removed_line_ids}::uuid[])`),
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
      .select(sql<number>`count(*)::int`.as('applied'));
  },
);

/**
 * Writes a change in one statement, with its event: answers false, having written nothing, when another
 * write moved the cart on or deleted it first. Under the cart's row lock it always applies.
 */
export async function writeCart(db: Db, write: CartWrite): Promise<boolean> {
  const { row, writtenLines: lines, event } = write;
  if (!event.numberInPayload) throw new Error('A cart event is a domain event, numbered in its payload');
  const values: Record<CartWriteSlot, unknown> = {
    id: row.id,
    buyer_note: row.buyer_note,
    buyer_email: row.buyer_email,
    contact_info: json(row.contact_info),
    selected_shipping_option: json(row.selected_shipping_option),
    business_location_id: row.business_location_id,
    coupon_id: row.coupon_id,
    coupon_code: row.coupon_code,
    merchant_discounts: row.merchant_discounts,
    checkout_id: row.checkout_id,
    written_by: row.written_by,
    revision: row.revision,
    updated_at: row.updated_at,
    expected_revision: write.expectedRevision,
    removed_line_ids: write.removedLineIds,
    line_id: lines.map((l) => l.id),
    line_position: lines.map((l) => l.position),
    line_quantity: lines.map((l) => l.quantity),
    line_catalog_reference: lines.map((l) => json(l.catalogReference)),
    line_merge_key: lines.map((l) => l.mergeKey),
    line_custom_item: lines.map((l) => json(l.customItem)),
    line_price: lines.map((l) => l.price),
    line_full_price: lines.map((l) => l.fullPrice),
    ...pendingEventValues(event),
  };
  const { rows } = await db.executeQuery(cartWriteStatement(db, values));
  return rows[0]?.applied === 1;
}
