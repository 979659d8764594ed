// Orders read back: by their buyer, in the member's own list and the admin's (placing them is
// order-placement.service.ts, their history and events order-activity.service.ts).
import {
  type AdminOrdersQuery,
  DEFAULT_PAGE_SIZE,
  type MyOrdersQuery,
  type Order,
  type OrdersPageResponse,
} from '@cartwright/contracts';
import type { Caller, CartOwner, MemberCaller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors/app-error.js';
import { fulfillmentToWire } from './fulfillments/fulfillment-view.js';
import { selectFulfillments } from './fulfillments/fulfillments.repository.js';
import { type OrderParts, orderToWire } from './order-view.js';
import { findOrder, type OrderFilter, selectOrderParts, selectOrders } from './orders.repository.js';
import type { OrderRow } from './orders.table.js';
import { refundToWire } from './refunds/refund-view.js';
import { selectRefunds } from './refunds/refunds.repository.js';

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

/** The admin's order list: filters (one member's orders too), search by number or the buyer's e-mail and names, newest first. */
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
      ...(query.memberId ? { owner: { kind: 'member' as const, id: query.memberId } } : {}),
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
