// SQL for changes to carts: one statement writes changes to several carts at once, each with its event and
// each only at the revision it was made from. Carts are changed only here: every write names the server
// instance that makes it (`written_by`, see migration 0010).
import { type CompiledQuery, type Expression, type Insertable, sql, type UpdateObject } from 'kysely';
import type { StoredLine } from '../../../cached-shapes.js';
import type { Db } from '../../../db/database.js';
import { noticeAfterCommit } from '../../../db/event-notices.js';
import { type Slots, statementTemplate } from '../../../db/statement-template.js';
import type { Tables } from '../../../db/tables.js';
import {
  appendedEventStep,
  eventSequenceStep,
  type PendingEvent,
  pendingEventsParams,
  pendingEventsStep,
} from '../../events/index.js';
import type { CartLineItemsTable, CartRow, CartsTable } from '../cart.table.js';

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
  /** Another module's rows the change writes with the cart. */
  attached?: AttachedWrite;
}

/**
 * A step another module adds to a cart's write statement, so that its rows are written with the cart, and only
 * when the cart's write applies: it inserts the rows of its JSON parameter whose cart the step named `guard`
 * yields (the ids of the carts written), and answers their ids.
 */
export interface AttachedStep {
  /** The step's name in the statement. */
  name: string;
  build: (records: Expression<unknown>, guard: string) => Expression<{ id: string }>;
}

/** Rows written with a cart by an attached step: its records as JSON, and the events of those rows. */
export interface AttachedWrite {
  step: AttachedStep;
  records: string;
  events: readonly PendingEvent[];
}

/** The cart columns a write sets: all but the key, the owner and the creation time. */
type EditedColumns = Exclude<keyof CartsTable, 'id' | 'owner_kind' | 'owner_id' | 'created_at'>;

/** A write as a row of the statement's `w` step: the cart row as the change leaves it, and its guard. */
type WriteRecord = Pick<CartRow, 'id' | EditedColumns> & { expected_revision: number };
/** A written line as a row of the statement's `l` source. */
type LineRecord = Omit<CartLineItemsTable, 'catalog_reference' | 'custom_item'> & {
  catalog_reference: object | null;
  custom_item: object | null;
};

/**
 * The statement's parameters: the writes, their written and removed lines and their events, as JSON, and the
 * events' payloads as text (`pendingEventsParams`).
 */
const CART_WRITE_SLOTS = ['writes', 'lines', 'removed', 'events', 'payloads'] as const;
type CartWriteSlot = (typeof CART_WRITE_SLOTS)[number];

const WRITE_RECORD = sql`w (id uuid, expected_revision bigint, buyer_note text, buyer_email text,
  contact_info jsonb, selected_shipping_option jsonb, business_location_id text, coupon_id text,
  coupon_code text, merchant_discounts numeric[], checkout_id uuid, written_by text, revision bigint,
  updated_at timestamptz)`;
const LINE_RECORD = sql`l (id uuid, cart_id uuid, position int, quantity int, catalog_reference jsonb,
  merge_key text, custom_item jsonb, price numeric, full_price numeric, created_at timestamptz)`;

/** The cart row as a change leaves it, from its write's record: a column left out fails to compile. */
const cartColumns: Required<Pick<UpdateObject<Tables & { w: WriteRecord }, 'carts'>, EditedColumns>> = {
  buyer_note: sql.ref('w.buyer_note'),
  buyer_email: sql.ref('w.buyer_email'),
  contact_info: sql.ref('w.contact_info'),
  selected_shipping_option: sql.ref('w.selected_shipping_option'),
  business_location_id: sql.ref('w.business_location_id'),
  coupon_id: sql.ref('w.coupon_id'),
  coupon_code: sql.ref('w.coupon_code'),
  merchant_discounts: sql.ref('w.merchant_discounts'),
  checkout_id: sql.ref('w.checkout_id'),
  written_by: sql.ref('w.written_by'),
  revision: sql.ref('w.revision'),
  updated_at: sql.ref('w.updated_at'),
};

type LineColumn = keyof Insertable<CartLineItemsTable>;
/** Every column of a written line: one forgotten here fails to compile. */
const LINE_COLUMNS: { [K in LineColumn]-?: true } = {
  id: true,
  cart_id: true,
  position: true,
  quantity: true,
  catalog_reference: true,
  merge_key: true,
  custom_item: true,
  price: true,
  full_price: true,
  created_at: true,
};

/**
 * The write of several carts, each change to its own cart: the cart rows, the removed lines, the added and
 * re-quantified lines and the events, all as JSON parameters, so the text and its plan stay the same
 * whatever the changes. Every step hangs on the update of the cart rows, and a cart's row updates only
 * while the cart is at its write's expected revision: the writes that find their cart moved on apply
 * nothing, and the others apply all the same. With `attached`, that step writes its rows too, and their
 * events are kept for the rows it wrote. Built with Kysely's builders and compiled once (per attached step).
 */
function cartWriteQuery(db: Db, s: Slots<CartWriteSlot>, attached?: { step: AttachedStep; records: string }) {
  const lineColumns = Object.keys(LINE_COLUMNS) as LineColumn[];
  const writes = db
    .with(
      'w',
      () => sql<WriteRecord>`(select * from jsonb_to_recordset(${s.writes}::jsonb) as ${WRITE_RECORD})`,
    )
    .with('guard', (qc) =>
      qc
        .updateTable('carts')
        .from('w')
        .set(cartColumns)
        .whereRef('carts.id', '=', 'w.id')
        .whereRef('carts.revision', '=', 'w.expected_revision')
        // The events' append reads this step: the mark is set before it (writeCurrentCart notifies).
        .returning(['carts.id', noticeAfterCommit().as('notice_after_commit')]),
    )
    .with('removed', (qc) =>
      qc
        .deleteFrom('cart_line_items')
        .using('guard')
        .whereRef('cart_line_items.cart_id', '=', 'guard.id')
        .where(
          sql<boolean>`(cart_line_items.cart_id, cart_line_items.id) in (select r.cart_id, r.id
            from jsonb_to_recordset(${s.removed}::jsonb) as r (cart_id uuid, id uuid))`,
        ),
    )
    .with('written', (qc) =>
      qc
        .insertInto('cart_line_items')
        .columns(lineColumns)
        .expression((eb) =>
          eb
            .selectFrom([
              'guard',
              sql<LineRecord>`jsonb_to_recordset(${s.lines}::jsonb)`.as<'l'>(LINE_RECORD),
            ])
            .whereRef('l.cart_id', '=', 'guard.id')
            .select(lineColumns.map((c) => sql.ref(`l.${c}`).as(c))),
        )
        .onConflict((oc) => oc.column('id').doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') })),
    );
  // The later steps name the attached one in SQL text only: its type adds nothing they read.
  const steps = attached
    ? (writes.with(attached.step.name, () =>
        attached.step.build(sql`${attached.records}`, 'guard'),
      ) as unknown as typeof writes)
    : writes;
  const events = { events: sql`${s.events}`, payloads: sql`${s.payloads}` };
  return steps
    .with('pending_events', () =>
      pendingEventsStep(events, attached ? ['guard', attached.step.name] : ['guard']),
    )
    .with('event_sequence', (qc) => eventSequenceStep(qc))
    .with('appended_event', (qc) => appendedEventStep(qc))
    .selectFrom('guard')
    .select('guard.id');
}

const cartWriteStatement = statementTemplate(CART_WRITE_SLOTS, (db, s) => cartWriteQuery(db, s));

type AttachedWriteStatement = (
  db: Db,
  values: Readonly<Record<CartWriteSlot | 'attached', unknown>>,
) => CompiledQuery<{ id: string }>;
const attachedWriteStatements = new Map<AttachedStep, AttachedWriteStatement>();

/** The statement of a write with rows of `step` attached: one template per step. */
function attachedWriteStatement(step: AttachedStep): AttachedWriteStatement {
  let statement = attachedWriteStatements.get(step);
  if (!statement) {
    statement = statementTemplate([...CART_WRITE_SLOTS, 'attached'], (db, s) =>
      cartWriteQuery(db, s, { step, records: s.attached }),
    );
    attachedWriteStatements.set(step, statement);
  }
  return statement;
}

/**
 * Writes changes to several carts in one statement, each with its event; at most one change per cart, and a
 * change with attached rows goes alone. Answers the ids of the carts written: a change whose cart another
 * write moved on or deleted first writes nothing (nor its attached rows). Under the cart's row lock a change
 * always applies.
 */
export async function writeCarts(db: Db, writes: readonly CartWrite[]): Promise<Set<string>> {
  for (const { event } of writes) {
    if (!event.numberInPayload) throw new Error('A cart event is a domain event, numbered in its payload');
  }
  const attached = writes.find((write) => write.attached)?.attached;
  if (attached && writes.length > 1) throw new Error('A cart write with attached rows goes alone');
  const values: Record<CartWriteSlot, string> = {
    writes: JSON.stringify(writes.map(writeRecord)),
    lines: JSON.stringify(writes.flatMap((write) => write.writtenLines.map((l) => lineRecord(write, l)))),
    removed: JSON.stringify(
      writes.flatMap(({ row, removedLineIds }) => removedLineIds.map((id) => ({ cart_id: row.id, id }))),
    ),
    ...pendingEventsParams([...writes.map((write) => write.event), ...(attached?.events ?? [])]),
  };
  const statement = attached
    ? attachedWriteStatement(attached.step)(db, { ...values, attached: attached.records })
    : cartWriteStatement(db, values);
  const { rows } = await db.executeQuery(statement);
  return new Set(rows.map((row) => row.id));
}

function writeRecord({ row, expectedRevision }: CartWrite): WriteRecord {
  const { owner_kind, owner_id, created_at, ...edited } = row;
  return { ...edited, expected_revision: expectedRevision };
}

function lineRecord({ row }: CartWrite, line: StoredLine): LineRecord {
  return {
    id: line.id,
    cart_id: row.id,
    position: line.position,
    quantity: line.quantity,
    catalog_reference: line.catalogReference,
    merge_key: line.mergeKey,
    custom_item: line.customItem,
    price: line.price,
    full_price: line.fullPrice,
    created_at: row.updated_at,
  };
}
