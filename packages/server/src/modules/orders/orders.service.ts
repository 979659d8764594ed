// Orders: placed by the place-order flow in the checkout's transaction, read back by their buyer, the member's
// own list and the admin's. Each change appends its activity and its event in the transaction that makes it.
import { randomUUID } from 'node:crypto';
import {
  type AdminOrdersQuery,
  DEFAULT_PAGE_SIZE,
  type MyOrdersQuery,
  type Order,
  type OrderActivityActor,
  type OrderHistoryEventType,
  type OrdersPageResponse,
  type PaymentAttempt,
} from '@cartwright/contracts';
import type { Caller, CartOwner, MemberCaller } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors/app-error.js';
import { logQueuedEmail, outboxRowOf } from '../email/index.js';
import { actorIdentity, appendDomainEvent, modifiedFields } from '../events/index.js';
import { fulfillmentToWire } from './fulfillments/fulfillment-view.js';
import { selectFulfillments } from './fulfillments/fulfillments.repository.js';
import { orderConfirmationEmail } from './order-emails.js';
import { type OrderParts, orderToWire } from './order-view.js';
import {
  findOrder,
  insertActivities,
  insertOrder,
  insertPaymentAttempts,
  numberOrder,
  type OrderFilter,
  selectOrderParts,
  selectOrders,
  updateLinesStockNotTaken,
} from './orders.repository.js';
import type {
  OrderActivityRow,
  OrderLineItemRow,
  OrderRow,
  OrderSnapshot,
  PaymentAttemptRow,
} from './orders.table.js';
import { refundToWire } from './refunds/refund-view.js';
import { selectRefunds } from './refunds/refunds.repository.js';

export const ORDER_ENTITY_FQDN = 'wix.ecom.v1.order';

/** Whole orders for these rows, in their order: one read per part for the lot. */
export async function ordersFor(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [parts, fulfillments, refunds] = await Promise.all([
    selectOrderParts(db, ids),
    selectFulfillments(db, ids),
    selectRefunds(db, ids),
  ]);
  const of = <T extends { order_id: string | null }>(list: readonly T[], id: string) =>
    list.filter((item) => item.order_id === id);
  return rows.map((row) =>
    orderToWire(row, {
      lines: of(parts.lines, row.id),
      attempts: of(parts.attempts, row.id),
      activities: of(parts.activities, row.id),
      fulfillments: of(fulfillments, row.id).map(fulfillmentToWire),
      refunds: of(refunds, row.id).map((refund) => refundToWire(refund, row.currency)),
    } satisfies OrderParts),
  );
}

/** An order by id, whoever asks; undefined when there is none. */
export async function readOrder(db: Db, id: string): Promise<Order | undefined> {
  const row = await findOrder(db, id);
  return row ? (await ordersFor(db, [row]))[0] : undefined;
}

const ownerOf = (caller: Caller): CartOwner | undefined => {
  if (caller.kind === 'visitor') return { kind: 'visitor', id: caller.visitorId };
  if (caller.kind === 'member') return { kind: 'member', id: caller.memberId };
  return undefined;
};

/**
 * An order, for the visitor or member who placed it or any admin; 404 for everyone else, so another buyer
 * cannot even learn that it exists.
 * @example const order = await getOrderFor(deps, caller, id)
 */
export async function getOrderFor(deps: Pick<AppDeps, 'db'>, caller: Caller, id: string): Promise<Order> {
  const row = await findOrder(deps.db, id);
  const owner = ownerOf(caller);
  const mine =
    row !== undefined && owner !== undefined && row.owner_kind === owner.kind && row.owner_id === owner.id;
  if (!row || !(caller.kind === 'admin' || mine)) throw notFound('Order', { id: id.slice(0, 100) });
  return (await ordersFor(deps.db, [row]))[0]!;
}

async function page(db: Db, filter: OrderFilter, query: { limit?: number; offset?: number }) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const { rows, total } = await selectOrders(db, filter, { limit, offset });
  const orders = await ordersFor(db, rows);
  return { orders, metadata: { count: orders.length, offset, total } } satisfies OrdersPageResponse;
}

/** The signed-in member's own orders, newest first. */
export async function listMemberOrders(
  deps: Pick<AppDeps, 'db'>,
  member: MemberCaller,
  query: MyOrdersQuery,
): Promise<OrdersPageResponse> {
  return page(deps.db, { owner: { kind: 'member', id: member.memberId } }, query);
}

/** One of the signed-in member's orders; 404 for anyone else's. */
export async function getMemberOrder(
  deps: Pick<AppDeps, 'db'>,
  member: MemberCaller,
  id: string,
): Promise<Order> {
  return getOrderFor(deps, member, id);
}

/** The admin's order list: filters, search by number or e-mail prefix, newest first. */
export async function queryOrders(
  deps: Pick<AppDeps, 'db'>,
  query: AdminOrdersQuery,
): Promise<OrdersPageResponse> {
  return page(
    deps.db,
    {
      ...(query.paymentStatus ? { paymentStatus: query.paymentStatus } : {}),
      ...(query.fulfillmentStatus ? { fulfillmentStatus: query.fulfillmentStatus } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
      ...(query.search ? { search: query.search.trim() } : {}),
    },
    query,
  );
}

/** An admin's read of any order; 404 for an unknown id. */
export async function getOrderAdmin(deps: Pick<AppDeps, 'db'>, id: string): Promise<Order> {
  const order = await readOrder(deps.db, id);
  if (!order) throw notFound('Order', { id: id.slice(0, 100) });
  return order;
}

export interface ActivityInput {
  type: OrderHistoryEventType;
  actor: OrderActivityActor;
  detail?: string;
  /** When it happened, if not now (a card declined before the order was placed). */
  at?: Date;
}

/** Appends activities to an order's history, in the caller's transaction. */
export async function appendOrderActivities(
  db: Db,
  clock: Clock,
  orderId: string,
  activities: readonly ActivityInput[],
): Promise<void> {
  const now = clock();
  await insertActivities(
    db,
    activities.map((a) => ({
      id: randomUUID(),
      order_id: orderId,
      type: a.type,
      actor: a.actor,
      detail: a.detail ?? null,
      created_at: a.at ?? now,
    })),
  );
}

/** Bookkeeping that changes with every step: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate'];

/**
 * Appends an order event (`wix.ecom.v1.order_<slug>`) in the caller's transaction: `created` and `updated`
 * carry the order as their entity (`updated` with the `modifiedFields` since `before`, wire.md §5, when
 * given), the others (`payment_status_updated`, `fulfilled`, `canceled`, `approved`) an action body
 * `{order, …extra}`.
 */
export async function appendOrderEvent(
  db: Db,
  clock: Clock,
  caller: Caller,
  slug: 'created' | 'updated' | 'payment_status_updated' | 'fulfilled' | 'canceled' | 'approved',
  order: Order,
  extra: Record<string, unknown> = {},
  before?: Order,
): Promise<void> {
  const changes = before ? { modifiedFields: modifiedFields(before, order, BOOKKEEPING) } : {};
  const body =
    slug === 'created'
      ? { createdEvent: { entity: order } }
      : slug === 'updated'
        ? { updatedEvent: { currentEntity: order, ...changes } }
        : { actionEvent: { body: { order, ...extra } } };
  await appendDomainEvent(db, clock, {
    entityFqdn: ORDER_ENTITY_FQDN,
    slug,
    entityId: order.id,
    identity: actorIdentity(caller),
    body,
  });
}

export interface NewOrder {
  /** Chosen by the caller, so steps before the insert (the checkout's completion) can name the order. */
  id: string;
  checkoutId: string;
  owner: CartOwner;
  buyerEmail: string;
  currency: string;
  total: string;
  paid: string;
  paymentStatus: Order['paymentStatus'];
  snapshot: OrderSnapshot;
  lines: Omit<
    OrderLineItemRow,
    'order_id' | 'fulfilled_quantity' | 'refunded_quantity' | 'restocked_quantity'
  >[];
  /** Every try at paying, declines first; each for `total`. */
  attempts: readonly PaymentAttempt[];
  activities: readonly ActivityInput[];
}

/**
 * A number for an order until `numberPlacedOrder` gives it its own: negative (no order number is) and drawn
 * from the order's random id, so orders being placed side by side do not wait on each other's in the unique
 * index. Nobody else sees it: the row is not committed before it is numbered.
 */
const provisionalNumber = (id: string) => -Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16) - 1;

/**
 * Stores an order in the placing transaction, numbered provisionally: writes its lines, payment attempts and
 * activities, and answers the order as written (no read back). Its events go next, then `numberPlacedOrder`
 * last. The unique checkout id makes a second placing of one checkout fail.
 * @example const order = await insertPlacedOrder(trx, clock, newOrder)
 */
export async function insertPlacedOrder(db: Db, clock: Clock, input: NewOrder): Promise<Order> {
  const { id } = input;
  const now = clock();
  const row: OrderRow = {
    id,
    number: provisionalNumber(id),
    checkout_id: input.checkoutId,
    owner_kind: input.owner.kind,
    owner_id: input.owner.id,
    buyer_email: input.buyerEmail,
    status: 'APPROVED',
    payment_status: input.paymentStatus,
    fulfillment_status: 'NOT_FULFILLED',
    currency: input.currency,
    total: input.total,
    paid: input.paid,
    refunded: '0',
    snapshot: input.snapshot,
    created_at: now,
    updated_at: now,
    purchased_at: now,
  };
  const lines: OrderLineItemRow[] = input.lines.map((line) => ({
    ...line,
    order_id: id,
    fulfilled_quantity: 0,
    refunded_quantity: 0,
    restocked_quantity: 0,
  }));
  const attempts: PaymentAttemptRow[] = input.attempts.map((a, i) => ({
    id: a.id,
    checkout_id: input.checkoutId,
    order_id: id,
    method: a.method,
    outcome: a.outcome,
    last4: a.last4 ?? null,
    amount: input.total,
    created_at: new Date(a.createdDate),
    seq: i,
  }));
  const activities: OrderActivityRow[] = input.activities
    .map((a, i) => ({
      id: randomUUID(),
      order_id: id,
      type: a.type,
      actor: a.actor,
      detail: a.detail ?? null,
      created_at: a.at ?? now,
      seq: i,
    }))
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.seq - b.seq);
  await insertOrder(
    db,
    { ...row, snapshot: JSON.stringify(row.snapshot) },
    lines.map((line) => ({ ...line, snapshot: JSON.stringify(line.snapshot) })),
  );
  await insertPaymentAttempts(
    db,
    attempts.map(({ seq: _, ...a }) => a),
  );
  await insertActivities(
    db,
    activities.map(({ seq: _, ...a }) => a),
  );
  return orderToWire(row, { lines, attempts, activities });
}

/**
 * Records that these lines of an order being placed took no stock after all (their item stopped tracking it
 * between the plan and the take); nothing when there are none.
 * @example await markStockNotTaken(trx, order.id, ['line-1'])
 */
export async function markStockNotTaken(db: Db, orderId: string, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length > 0) await updateLinesStockNotTaken(db, orderId, lineIds);
}

/**
 * Gives an order stored by `insertPlacedOrder` the store's next number, on the order and in the events
 * appended for it since: one statement, which locks the number counter every buyer shares until the commit,
 * so the placing transaction runs it as its last. With `confirm`, the same statement queues the order
 * confirmation e-mail, rendered before the number is known (the provisional one stands in for it). Answers
 * the order with its number.
 * @example order = await numberPlacedOrder(trx, order, deps)
 */
export async function numberPlacedOrder(
  db: Db,
  order: Order,
  confirm?: Pick<AppDeps, 'clock' | 'config' | 'logger'>,
): Promise<Order> {
  const placeholder = `#${order.number}`;
  const row = confirm ? outboxRowOf(confirm, orderConfirmationEmail(order)) : undefined;
  const number = await numberOrder(db, order.id, ORDER_ENTITY_FQDN, row && { row, placeholder });
  if (confirm && row) {
    const fill = (text: string) => text.replaceAll(placeholder, `#${number}`);
    logQueuedEmail(confirm, { ...row, subject: fill(row.subject), text_body: fill(row.text_body) });
  }
  return { ...order, number: String(number) };
}
