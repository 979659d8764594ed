// The admin's payment and cancel steps on a placed order: mark an offline order paid, cancel one (its units back
// to stock unless told not to). Fulfilments and refunds have their own folders.
import { type CancelOrderRequest, ORDER_ERROR_CODES, type Order } from '@cartwright/contracts';
import type { AdminCaller, Caller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { returnStock } from '../products/index.js';
import { addLineCounts, updateOrder } from './admin-operations.repository.js';
import { emailBuyer } from './buyer-email.js';
import { restockable, stockReturn } from './line-requests.js';
import { orderCanceledEmail } from './order-emails.js';
import { runOrderStep, type StepDeps } from './order-step.js';
import type { OrderLineItemRow, OrderRow } from './orders.table.js';
import {
  type AuthorizationVoider,
  refuseMarkingAuthorizationPaid,
  voidAuthorizationOnCancel,
} from './payment-capture.service.js';

/** Payment statuses that mean the money came in (some of it may have gone back since). */
const COLLECTED = new Set<OrderRow['payment_status']>(['PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED']);

export const refuseCanceled = (row: OrderRow): void => {
  if (row.status === 'CANCELED') {
    throw new AppError(409, ORDER_ERROR_CODES.orderIsCancelled, `Order ${row.number} is canceled`);
  }
};

/**
 * Records that an order's money came in outside the store (an OFFLINE order): PAID for its total.
 * 409 ORDER_IS_PAID when it is paid already, ORDER_IS_CANCELLED when canceled.
 * @example const order = await markOrderPaid(deps, caller, id)
 */
export async function markOrderPaid(deps: StepDeps, caller: AdminCaller, id: string): Promise<Order> {
  return runOrderStep(deps, caller, id, async (db, row) => {
    refuseCanceled(row);
    if (COLLECTED.has(row.payment_status)) {
      throw new AppError(409, ORDER_ERROR_CODES.orderIsPaid, `Order ${row.number} is paid already`);
    }
    await refuseMarkingAuthorizationPaid(db, row);
    await updateOrder(db, row.id, { payment_status: 'PAID', paid: row.total, updated_at: deps.clock() });
    return {
      activities: [{ type: 'ORDER_PAID', actor: 'ADMIN', detail: 'Marked as paid' }],
      events: [
        { slug: 'payment_status_updated', extra: { previousPaymentStatus: row.payment_status } },
        { slug: 'updated' },
      ],
    };
  });
}

/**
 * Puts every unit of these lines of an order that it took from stock and that is not back yet back to its product
 * or variant, in the caller's transaction; answers how many units went back.
 * @example const units = await restockOrderLines(trx, deps, caller, row.id, lines)
 */
export async function restockOrderLines(
  db: Db,
  deps: Pick<StepDeps, 'clock'>,
  caller: Caller,
  orderId: string,
  lines: readonly OrderLineItemRow[],
): Promise<number> {
  const back = lines.filter((line) => restockable(line) > 0);
  await returnStock(
    db,
    deps,
    caller,
    back.map((line) => stockReturn(line, restockable(line))),
  );
  let units = 0;
  for (const line of back) {
    units += restockable(line);
    await addLineCounts(db, orderId, line.id, { restocked: restockable(line) });
  }
  return units;
}

/**
 * Cancels an order nothing of which has shipped; with `restock` (the default) every unit it took from stock and
 * that is not back yet returns to its product or variant. 409 ORDER_IS_FULFILLED once anything shipped,
 * ORDER_IS_CANCELLED when canceled already. A payment taken is left as it is (a refund is its own step); an open
 * authorization is voided through `release` first (a throw refuses the cancel). The buyer is e-mailed in the same
 * transaction.
 * @example const order = await cancelOrder(deps, caller, id, { restock: false })
 */
export async function cancelOrder(
  deps: StepDeps,
  caller: AdminCaller,
  id: string,
  input: CancelOrderRequest,
  release?: AuthorizationVoider,
): Promise<Order> {
  const restock = input.restock ?? true;
  return runOrderStep(deps, caller, id, async (db, row, lines) => {
    refuseCanceled(row);
    if (row.fulfillment_status !== 'NOT_FULFILLED') {
      throw new AppError(
        409,
        ORDER_ERROR_CODES.orderIsFulfilled,
        `Order ${row.number} has shipped items: it can no longer be canceled`,
      );
    }
    const voided = release
      ? await voidAuthorizationOnCancel(deps, db, row, release)
      : { activities: [], events: [] };
    const units = restock ? await restockOrderLines(db, deps, caller, row.id, lines) : 0;
    await updateOrder(db, row.id, { status: 'CANCELED', updated_at: deps.clock() });
    return {
      activities: [
        ...voided.activities,
        {
          type: 'ORDER_CANCELED',
          actor: 'ADMIN',
          detail: restock ? `${units} ${units === 1 ? 'item' : 'items'} restocked` : 'Not restocked',
        },
      ],
      events: [
        ...voided.events,
        { slug: 'canceled', extra: { restockAllItems: restock } },
        { slug: 'updated' },
      ],
      after: (trx, order) => emailBuyer(deps, trx, order, orderCanceledEmail),
    };
  });
}
