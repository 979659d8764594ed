// Orders placed by the place-order flow in the checkout's transaction: stored with a provisional number, their
// stock marks, then numbered last (the number counter every buyer shares is locked until the commit).
import { randomUUID } from 'node:crypto';
import type { Order, PaymentAttempt } from '@cartwright/contracts';
import type { CartOwner } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { logQueuedEmail, outboxRowOf } from '../email/index.js';
import { type ActivityInput, ORDER_ENTITY_FQDN } from './order-activity.service.js';
import { orderConfirmationEmail } from './order-emails.js';
import { orderToWire } from './order-view.js';
import {
  insertActivities,
  insertOrder,
  insertPaymentAttempts,
  numberOrder,
  updateLinesStockNotTaken,
} from './orders.repository.js';
import type {
  OrderActivityRow,
  OrderLineItemRow,
  OrderRow,
  OrderSnapshot,
  PaymentAttemptRow,
} from './orders.table.js';

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
    provider: a.provider ?? null,
    status: a.status ?? null,
    brand: a.brand ?? null,
    provider_ref: a.providerReference ?? null,
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
 * confirmation e-mail, rendered before the number is known (the provisional one stands in for it), with the
 * order's link read before the stock was taken (`orderLink`: nothing is read while shared rows are locked).
 * Answers the order with its number.
 * @example order = await numberPlacedOrder(trx, order, { ...deps, orderLink: link })
 */
export async function numberPlacedOrder(
  db: Db,
  order: Order,
  confirm?: Pick<AppDeps, 'clock' | 'config' | 'logger'> & { orderLink: string },
): Promise<Order> {
  const placeholder = `#${order.number}`;
  const row = confirm ? outboxRowOf(confirm, orderConfirmationEmail(order, confirm.orderLink)) : undefined;
  const number = await numberOrder(db, order.id, ORDER_ENTITY_FQDN, row && { row, placeholder });
  if (confirm && row) {
    const fill = (text: string) => text.replaceAll(placeholder, `#${number}`);
    logQueuedEmail(confirm, { ...row, subject: fill(row.subject), text_body: fill(row.text_body) });
  }
  return { ...order, number: String(number) };
}
