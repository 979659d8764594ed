// Fulfilling an order: all that is left or some lines, with tracking; the buyer is e-mailed about each shipment.
import { randomUUID } from 'node:crypto';
import {
  type FulfillOrderRequest,
  ORDER_ERROR_CODES,
  type Order,
  type OrderFulfillmentStatus,
} from '@cartwright/contracts';
import type { AdminCaller } from '../../../caller.js';
import { AppError } from '../../../errors/app-error.js';
import { addLineCounts, updateOrder } from '../admin-operations.repository.js';
import { refuseCanceled } from '../admin-operations.service.js';
import { emailBuyer } from '../buyer-email.js';
import { matchLines } from '../line-requests.js';
import type { ActivityInput } from '../order-activity.service.js';
import { runOrderStep, type StepDeps } from '../order-step.js';
import type { OrderLineItemRow, OrderRow } from '../orders.table.js';
import { insertFulfillment } from './fulfillments.repository.js';
import type { LineQuantity } from './fulfillments.table.js';
import { shippingEmail } from './shipping-email.js';

const unshipped = (line: OrderLineItemRow) => line.quantity - line.fulfilled_quantity;

/** The lines and units to ship: those asked, or everything not shipped yet. 409 when that is nothing or too many. */
function shipment(row: OrderRow, lines: OrderLineItemRow[], input: FulfillOrderRequest): LineQuantity[] {
  const asked = input.lineItems
    ? matchLines(lines, input.lineItems)
    : lines.filter((line) => unshipped(line) > 0).map((line) => ({ line, quantity: unshipped(line) }));
  if (asked.length === 0) {
    throw new AppError(
      409,
      ORDER_ERROR_CODES.nothingToFulfill,
      `Order ${row.number} has nothing left to ship`,
    );
  }
  const over = asked.filter(({ line, quantity }) => quantity > unshipped(line));
  if (over.length > 0) {
    throw new AppError(409, ORDER_ERROR_CODES.nothingToFulfill, 'More units asked than are left to ship', {
      lineItems: over.map(({ line }) => ({ id: line.id, remaining: unshipped(line) })),
    });
  }
  return asked.map(({ line, quantity }) => ({ id: line.id, quantity }));
}

function statusAfter(lines: OrderLineItemRow[], shipped: LineQuantity[]): OrderFulfillmentStatus {
  const now = new Map(shipped.map((item) => [item.id, item.quantity]));
  const done = lines.every((line) => line.fulfilled_quantity + (now.get(line.id) ?? 0) === line.quantity);
  return done ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

/**
 * Records a shipment of an order: the lines given (default: every unit not shipped yet) with optional tracking
 * (number, provider, https link). The fulfilment status becomes PARTIALLY_FULFILLED or FULFILLED, the history
 * says what shipped and the tracking added, and the buyer is e-mailed. 409 ORDER_IS_CANCELLED on a canceled
 * order, NOTHING_TO_FULFILL when nothing (or less than asked) is left to ship.
 * @example const order = await fulfillOrder(deps, caller, id, { trackingInfo: { trackingNumber: '1Z999', trackingLink: 'https://track.example/1Z999' } })
 */
export async function fulfillOrder(
  deps: StepDeps,
  caller: AdminCaller,
  id: string,
  input: FulfillOrderRequest,
): Promise<Order> {
  return runOrderStep(deps, caller, id, async (db, row, lines) => {
    refuseCanceled(row);
    const shipped = shipment(row, lines, input);
    const fulfillmentId = randomUUID();
    const { trackingNumber, shippingProvider, trackingLink } = input.trackingInfo ?? {};
    await insertFulfillment(db, {
      id: fulfillmentId,
      order_id: row.id,
      line_items: JSON.stringify(shipped),
      tracking_number: trackingNumber ?? null,
      shipping_provider: shippingProvider ?? null,
      tracking_link: trackingLink ?? null,
      created_at: deps.clock(),
    });
    for (const item of shipped) await addLineCounts(db, row.id, item.id, { fulfilled: item.quantity });
    const status = statusAfter(lines, shipped);
    await updateOrder(db, row.id, { fulfillment_status: status, updated_at: deps.clock() });
    const units = shipped.reduce((sum, item) => sum + item.quantity, 0);
    const activities: ActivityInput[] = [
      {
        type: 'ORDER_FULFILLED',
        actor: 'ADMIN',
        detail: `${units} ${units === 1 ? 'item' : 'items'} shipped${status === 'FULFILLED' ? '; order fulfilled' : ''}`,
      },
    ];
    if (trackingNumber) {
      const provider = shippingProvider ? ` (${shippingProvider})` : '';
      activities.push({
        type: 'TRACKING_NUMBER_ADDED',
        actor: 'ADMIN',
        detail: `${trackingNumber}${provider}`,
      });
    }
    if (trackingLink) activities.push({ type: 'TRACKING_LINK_ADDED', actor: 'ADMIN', detail: trackingLink });
    return {
      activities,
      events: [
        ...(status === 'FULFILLED' ? [{ slug: 'fulfilled' as const, extra: { fulfillmentId } }] : []),
        { slug: 'updated' },
      ],
      after: async (trx, order) => {
        const fulfillment = order.fulfillments.find((f) => f.id === fulfillmentId)!;
        await emailBuyer(deps, trx, order, (shipped, link) => shippingEmail(shipped, fulfillment, link));
      },
    };
  });
}
