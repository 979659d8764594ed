// SQL for payment sessions and handled provider events. The only SQL on these tables.
import type { PaymentProviderName } from '@cartwright/contracts';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type {
  NewPaymentSessionRow,
  PaymentSessionRow,
  PaymentSessionStatus,
  PaymentSessionsTable,
} from './payments.table.js';

const LIVE: readonly PaymentSessionStatus[] = ['REFUNDED', 'CANCELED'];
const UNFINISHED: readonly PaymentSessionStatus[] = [
  'OPEN',
  'REQUIRES_ACTION',
  'PROCESSING',
  'SUCCEEDED',
  'AUTHORIZED',
];

export async function findLiveSession(
  db: Db,
  checkoutId: string,
  provider: PaymentProviderName,
): Promise<PaymentSessionRow | undefined> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .where('provider', '=', provider)
    .where('status', 'not in', LIVE)
    .executeTakeFirst();
}

/** How many sessions the checkout had at this provider, live or not: the next one's generation. */
export async function countSessions(
  db: Db,
  checkoutId: string,
  provider: PaymentProviderName,
): Promise<number> {
  const row = await db
    .selectFrom('payment_sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('checkout_id', '=', checkoutId)
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSession(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSessionByRef(
  db: Db,
  provider: PaymentProviderName,
  ref: string,
): Promise<PaymentSessionRow | undefined> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', ref)
    .executeTakeFirst();
}

/** The completed session whose order this is, if the order was paid through a provider. */
export async function findSessionByOrder(db: Db, orderId: string): Promise<PaymentSessionRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: NewPaymentSessionRow): Promise<void> {
  await db.insertInto('payment_sessions').values(row).execute();
}

export async function updateSession(
  db: Db,
  id: string,
  set: Omit<Updateable<PaymentSessionsTable>, 'id' | 'checkout_id' | 'provider' | 'created_at'>,
): Promise<void> {
  await db.updateTable('payment_sessions').set(set).where('id', '=', id).execute();
}

/** Sessions not finished, untouched since `before` and not read since then, made after `since`; oldest first. */
export async function selectUnfinishedSessions(
  db: Db,
  range: { before: Date; since: Date; limit: number },
): Promise<PaymentSessionRow[]> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('status', 'in', UNFINISHED)
    .where('updated_at', '<', range.before)
    .where('created_at', '>', range.since)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', range.before)]))
    .orderBy('updated_at')
    .limit(range.limit)
    .execute();
}

export async function webhookEventHandled(db: Db, provider: string, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_webhook_events')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertHandledWebhookEvent(
  db: Db,
  provider: string,
  eventId: string,
  at: Date,
): Promise<void> {
  await insertWebhookEventOnce(db, provider, eventId, at);
}

/** Inserts the handled event unless it is there; answers whether this call inserted it. */
export async function insertWebhookEventOnce(
  db: Db,
  provider: string,
  eventId: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_webhook_events')
    .values({ provider, event_id: eventId, received_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
