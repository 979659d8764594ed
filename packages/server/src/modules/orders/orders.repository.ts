// SQL for orders, their line items, payment attempts and activities. The only SQL on these tables.
import type { OrderFulfillmentStatus, OrderPaymentStatus, OrderStatus } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import { everyWordIn } from '../../query/text-search.sql.js';
import { queuedEmailStep } from '../email/index.js';
import { payloadFieldStep } from '../events/index.js';
import type {
  NewOrderActivityRow,
  NewOrderLineItemRow,
  NewOrderRow,
  NewPaymentAttemptRow,
  OrderActivityRow,
  OrderLineItemRow,
  OrderRow,
  PaymentAttemptRow,
} from './orders.table.js';

/** Where the events of a placed order carry its number: `created`'s entity, the action events' order. */
const NUMBER_IN_EVENTS = [
  ['createdEvent', 'entity', 'number'],
  ['actionEvent', 'body', 'order', 'number'],
] as const;

/** A message to queue with the number, holding `placeholder` where the number goes (`queuedEmailStep`). */
export interface NumberedEmail {
  row: Parameters<typeof queuedEmailStep>[1];
  placeholder: string;
}

/**
 * Numbers an order stored in the caller's transaction, in one statement: takes the next number from the
 * counter and writes it on the order, into the events appended for it and into `email` (queued by the same
 * statement). The counter row stays locked until the commit, so numbers follow one another without gaps;
 * every buyer shares it, so callers run this last.
 */
export async function numberOrder(
  db: Db,
  orderId: string,
  entityFqdn: string,
  email?: NumberedEmail,
): Promise<number> {
  const number = sql<number>`(select last_number from order_number)`;
  let query = db
    .with('order_number', (qc) =>
      qc
        .updateTable('order_number_counter')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('id', '=', 1)
        .returning('last_number'),
    )
    .with('numbered_order', (qc) =>
      qc.updateTable('orders').set({ number }).where('id', '=', orderId).returning('id'),
    )
    .with('numbered_events', (qc) =>
      payloadFieldStep(
        qc,
        { entityFqdn, entityId: orderId },
        NUMBER_IN_EVENTS,
        sql`to_jsonb(${number}::text)`,
      ),
    );
  if (email) {
    query = query.with('queued_email', (qc) =>
      queuedEmailStep(qc, email.row, email.placeholder, sql<string>`'#' || ${number}`),
    ) as unknown as typeof query;
  }
  const row = await query.selectFrom('order_number').select('last_number').executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertOrder(
  db: Db,
  order: NewOrderRow,
  lines: readonly NewOrderLineItemRow[],
): Promise<void> {
  await db.insertInto('orders').values(order).execute();
  if (lines.length > 0)
    await db
      .insertInto('order_line_items')
      .values([...lines])
      .execute();
}

/** These lines of the order took no stock (nothing to put back when canceled or refunded). */
export async function updateLinesStockNotTaken(
  db: Db,
  orderId: string,
  lineIds: readonly string[],
): Promise<void> {
  await db
    .updateTable('order_line_items')
    .set({ stock_taken: false })
    .where('order_id', '=', orderId)
    .where('id', 'in', [...lineIds])
    .execute();
}

export async function insertActivities(db: Db, rows: readonly NewOrderActivityRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('order_activities')
      .values([...rows])
      .execute();
}

export async function insertPaymentAttempts(db: Db, rows: readonly NewPaymentAttemptRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('payment_attempts')
      .values([...rows])
      .execute();
}

/** Moves one attempt of an order to the outcome its provider told (a pending bank debit settled). */
export async function updatePaymentAttempt(
  db: Db,
  orderId: string,
  id: string,
  change: Partial<Pick<PaymentAttemptRow, 'outcome' | 'status'>>,
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set(change)
    .where('order_id', '=', orderId)
    .where('id', '=', id)
    .execute();
}

/** Undefined for an unknown id, including strings that are not uuids. */
export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The parts of these orders kept in their own tables, in order. */
export async function selectOrderParts(
  db: Db,
  orderIds: readonly string[],
): Promise<{ lines: OrderLineItemRow[]; attempts: PaymentAttemptRow[]; activities: OrderActivityRow[] }> {
  if (orderIds.length === 0) return { lines: [], attempts: [], activities: [] };
  const ids = [...orderIds];
  const [lines, attempts, activities] = await Promise.all([
    db
      .selectFrom('order_line_items')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('order_activities')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('seq')
      .execute(),
  ]);
  return { lines, attempts, activities };
}

export interface OrderFilter {
  owner?: CartOwner;
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: OrderFulfillmentStatus;
  status?: OrderStatus;
  from?: Date;
  to?: Date;
  /** An order number exactly, or words found in the buyer's e-mail and names (any case, any accents). */
  search?: string;
}

/** One page of orders, newest first, and how many match. */
export async function selectOrders(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  let query = db.selectFrom('orders');
  if (filter.owner) {
    query = query.where('owner_kind', '=', filter.owner.kind).where('owner_id', '=', filter.owner.id);
  }
  if (filter.paymentStatus) query = query.where('payment_status', '=', filter.paymentStatus);
  if (filter.fulfillmentStatus) query = query.where('fulfillment_status', '=', filter.fulfillmentStatus);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  const search = filter.search;
  if (search !== undefined && search.trim() !== '') {
    const number = /^\d{1,15}$/.test(search) ? Number(search) : undefined;
    const words = everyWordIn(sql.ref('search_text'), search);
    query = query.where((eb) =>
      eb.or([
        ...(words === undefined ? [] : [words]),
        ...(number === undefined ? [] : [eb('number', '=', number)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('number', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The order's latest approved payment attempt: its transaction. */
export async function selectApprovedAttempt(db: Db, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('outcome', '=', 'APPROVED')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
}
