// SQL for back-in-stock requests.
import type { BackInStockRequestStatus } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BackInStockRequestRow, NewBackInStockRequestRow } from './back-in-stock.table.js';

/**
 * Undefined when this e-mail already has an open request for the item (the partial unique index). The index's
 * predicate is written as literals: PostgreSQL cannot match a parameter to it once the statement is prepared.
 */
export async function insertRequest(
  db: Db,
  row: NewBackInStockRequestRow,
): Promise<BackInStockRequestRow | undefined> {
  return db
    .insertInto('back_in_stock_requests')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['email', 'product_id', 'variant_id'])
        .where(sql<boolean>`status in ('RECEIVED', 'PROCESSING')`)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** How many open requests (RECEIVED or PROCESSING) one requester has. */
export async function countOpenByRequester(db: Db, requester: { kind: string; id: string }): Promise<number> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('requester_kind', '=', requester.kind)
    .where('requester_id', '=', requester.id)
    .where('status', 'in', ['RECEIVED', 'PROCESSING'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface WaitingItem {
  product_id: string;
  variant_id: string;
}

/**
 * Items with confirmed requests to handle: RECEIVED ones, and PROCESSING ones whose worker stopped before
 * `staleBefore` (it claimed them, then its instance went away).
 */
export async function selectWaitingItems(db: Db, staleBefore: Date, limit: number): Promise<WaitingItem[]> {
  return db
    .selectFrom('back_in_stock_requests')
    .select(['product_id', 'variant_id'])
    .distinct()
    .where('confirmed_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'RECEIVED'),
        eb.and([eb('status', '=', 'PROCESSING'), eb('updated_at', '<', staleBefore)]),
      ]),
    )
    .limit(limit)
    .execute();
}

/**
 * Moves an item's waiting confirmed requests to `to` and answers them; a concurrent worker's conditional update
 * waits for this one and then finds none left.
 */
export async function claimWaiting(
  db: Db,
  item: WaitingItem,
  change: { to: BackInStockRequestStatus; at: Date; staleBefore: Date; failureReason?: string },
): Promise<BackInStockRequestRow[]> {
  return db
    .updateTable('back_in_stock_requests')
    .set({ status: change.to, updated_at: change.at, failure_reason: change.failureReason ?? null })
    .where('product_id', '=', item.product_id)
    .where('variant_id', '=', item.variant_id)
    .where('confirmed_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'RECEIVED'),
        eb.and([eb('status', '=', 'PROCESSING'), eb('updated_at', '<', change.staleBefore)]),
      ]),
    )
    .returningAll()
    .execute();
}

/** PROCESSING → NOTIFICATION_SENT or FAILED; undefined when another worker finished it first. */
export async function finishRequest(
  db: Db,
  id: string,
  processingSince: Date,
  change: { to: 'NOTIFICATION_SENT' | 'FAILED'; at: Date; failureReason?: string },
): Promise<BackInStockRequestRow | undefined> {
  return db
    .updateTable('back_in_stock_requests')
    .set({
      status: change.to,
      updated_at: change.at,
      ...(change.to === 'NOTIFICATION_SENT' ? { notified_at: change.at } : {}),
      failure_reason: change.failureReason ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'PROCESSING')
    .where('updated_at', '=', processingSince)
    .returningAll()
    .executeTakeFirst();
}

/** The request a confirmation link's token hash names, locked until commit. */
export function lockByConfirmationHash(db: Db, hash: string): Promise<BackInStockRequestRow | undefined> {
  return db
    .selectFrom('back_in_stock_requests')
    .selectAll()
    .where('confirmation_token_hash', '=', hash)
    .forUpdate()
    .executeTakeFirst();
}

/** Confirms a request not confirmed yet; undefined when it was already. */
export function confirmRequest(db: Db, id: string, at: Date): Promise<BackInStockRequestRow | undefined> {
  return db
    .updateTable('back_in_stock_requests')
    .set({ confirmed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Confirms the open, unconfirmed request of this e-mail for this item, if there is one. */
export function confirmOpenRequest(
  db: Db,
  request: { email: string; productId: string; variantId: string },
  at: Date,
): Promise<BackInStockRequestRow | undefined> {
  return db
    .updateTable('back_in_stock_requests')
    .set({ confirmed_at: at, updated_at: at })
    .where('email', '=', request.email)
    .where('product_id', '=', request.productId)
    .where('variant_id', '=', request.variantId)
    .where('status', 'in', ['RECEIVED', 'PROCESSING'])
    .where('confirmed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Closes (FAILED) the requests nobody confirmed before their link expired, and answers them. The status is a
 * literal so that the partial index of unconfirmed requests matches a prepared statement too.
 */
export function failUnconfirmedBefore(
  db: Db,
  now: Date,
  failureReason: string,
): Promise<BackInStockRequestRow[]> {
  return db
    .updateTable('back_in_stock_requests')
    .set({ status: 'FAILED', updated_at: now, failure_reason: failureReason })
    .where(sql<boolean>`status = 'RECEIVED'`)
    .where('confirmed_at', 'is', null)
    .where('confirmation_expires_at', '<=', now)
    .returningAll()
    .execute();
}

export async function selectRequests(
  db: Db,
  options: { status?: BackInStockRequestStatus; productId?: string; limit: number; offset: number },
): Promise<{ rows: BackInStockRequestRow[]; total: number }> {
  let query = db.selectFrom('back_in_stock_requests');
  if (options.status) query = query.where('status', '=', options.status);
  if (options.productId) query = query.where('product_id', '=', options.productId);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export interface ProductCountRow {
  product_id: string;
  product_name: string;
  received: string;
  processing: string;
  notification_sent: string;
  failed: string;
}

/** Per product: requests by status, the most waiting first. */
export async function countByProduct(db: Db, limit: number): Promise<ProductCountRow[]> {
  const counted = (status: BackInStockRequestStatus) =>
    sql<string>`count(*) filter (where status = ${status})`;
  return db
    .selectFrom('back_in_stock_requests')
    .select([
      'product_id',
      sql<string>`(array_agg(product_name order by created_at desc))[1]`.as('product_name'),
      counted('RECEIVED').as('received'),
      counted('PROCESSING').as('processing'),
      counted('NOTIFICATION_SENT').as('notification_sent'),
      counted('FAILED').as('failed'),
    ])
    .groupBy('product_id')
    .orderBy(sql`count(*) filter (where status in ('RECEIVED', 'PROCESSING'))`, 'desc')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('product_id')
    .limit(limit)
    .execute();
}
