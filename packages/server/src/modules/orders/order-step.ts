// The frame of every admin step on a placed order: one transaction that locks the order, changes it, appends the
// step's activities and events (order_updated naming the fields the step changed), and hands back the order as
// it now is.
import type { Order } from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors/app-error.js';
import { lockOrder, selectLines } from './admin-operations.repository.js';
import { type ActivityInput, appendOrderActivities, appendOrderEvent } from './order-activity.service.js';
import { readOrder } from './orders.service.js';
import type { OrderLineItemRow, OrderRow } from './orders.table.js';

export type OrderEventSlug = Parameters<typeof appendOrderEvent>[3];

/** What a step did, for the frame to record. */
export interface StepOutcome {
  activities: readonly ActivityInput[];
  /** Events appended after the change, each with the order as it now is and the extra fields of its body. */
  events: readonly { slug: OrderEventSlug; extra?: Record<string, unknown> }[];
  /** Work that needs the changed order, in the same transaction (the shipping e-mail). */
  after?: (db: Db, order: Order) => Promise<void>;
}

export type StepDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

/**
 * Runs one admin step on an order in its own transaction; 404 for an unknown order.
 * @example return runOrderStep(deps, caller, id, async (trx, row, lines) => ({ activities: […], events: […] }))
 */
export async function runOrderStep(
  deps: StepDeps,
  caller: Caller,
  id: string,
  step: (db: Db, row: OrderRow, lines: OrderLineItemRow[]) => Promise<StepOutcome>,
): Promise<Order> {
  return deps.db.transaction().execute((trx) => runOrderStepIn(deps, trx, caller, id, step));
}

/**
 * `runOrderStep` in the caller's transaction `trx` (a flow holding other locks first, the checkout's).
 * @example const order = await runOrderStepIn(deps, trx, caller, id, async (db, row) => ({ activities: [], events: [] }))
 */
export async function runOrderStepIn(
  deps: StepDeps,
  trx: Db,
  caller: Caller,
  id: string,
  step: (db: Db, row: OrderRow, lines: OrderLineItemRow[]) => Promise<StepOutcome>,
): Promise<Order> {
  const row = await lockOrder(trx, id);
  if (!row) throw notFound('Order', { id: id.slice(0, 100) });
  const before = (await readOrder(trx, row.id))!;
  const outcome = await step(trx, row, await selectLines(trx, row.id));
  await appendOrderActivities(trx, deps.clock, row.id, outcome.activities);
  const order = (await readOrder(trx, row.id))!;
  for (const event of outcome.events) {
    await appendOrderEvent(trx, deps.clock, caller, event.slug, order, event.extra, before);
  }
  await outcome.after?.(trx, order);
  return order;
}
