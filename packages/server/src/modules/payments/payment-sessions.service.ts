// Payment sessions: a checkout's payment at one provider (one live session per checkout and provider), read and
// moved by the payment flows while they hold the checkout's lock; and the provider events already handled.
import { randomUUID } from 'node:crypto';
import type { PaymentProviderName } from '@cartwright/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import {
  countSessions,
  findLiveSession,
  findSession,
  findSessionByOrder,
  findSessionByRef,
  insertHandledWebhookEvent,
  insertSession,
  insertWebhookEventOnce,
  selectUnfinishedSessions,
  updateSession,
  webhookEventHandled,
} from './payment-sessions.repository.js';
import type { PaymentSessionRow, PaymentSessionStatus } from './payments.table.js';

export type { PaymentSessionStatus } from './payments.table.js';

export interface PaymentSessionRecord {
  id: string;
  checkoutId: string;
  provider: PaymentProviderName;
  /** The provider's payment (a PaymentIntent id). */
  providerRef: string;
  amountMinor: number;
  currency: string;
  status: PaymentSessionStatus;
  lastDeclineKey: string | null;
  orderId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const toRecord = (row: PaymentSessionRow): PaymentSessionRecord => ({
  id: row.id,
  checkoutId: row.checkout_id,
  provider: row.provider,
  providerRef: row.provider_ref,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  status: row.status,
  lastDeclineKey: row.last_decline_key,
  orderId: row.order_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const maybe = (row: PaymentSessionRow | undefined) => (row ? toRecord(row) : undefined);

/** The checkout's session at this provider that is not refunded or canceled, if any. */
export const findLivePaymentSession = async (db: Db, checkoutId: string, provider: PaymentProviderName) =>
  maybe(await findLiveSession(db, checkoutId, provider));

/** How many sessions the checkout had at this provider: the idempotency key of the next one's payment counts it. */
export const paymentSessionGeneration = (db: Db, checkoutId: string, provider: PaymentProviderName) =>
  countSessions(db, checkoutId, provider);

export const findPaymentSession = async (db: Db, id: string) => maybe(await findSession(db, id));

/** The session an order was paid with, when it was paid through a provider. */
export const findOrderPaymentSession = async (db: Db, orderId: string) =>
  maybe(await findSessionByOrder(db, orderId));

export const findPaymentSessionByRef = async (db: Db, provider: PaymentProviderName, ref: string) =>
  maybe(await findSessionByRef(db, provider, ref));

/**
 * Records a new session for a payment just started at the provider.
 * @example const session = await recordPaymentSession(trx, clock, { checkoutId, provider: 'stripe', providerRef, amountMinor, currency })
 */
export async function recordPaymentSession(
  db: Db,
  clock: Clock,
  input: Pick<
    PaymentSessionRecord,
    'checkoutId' | 'provider' | 'providerRef' | 'amountMinor' | 'currency'
  > & {
    status?: PaymentSessionStatus;
  },
): Promise<PaymentSessionRecord> {
  const now = clock();
  const record: PaymentSessionRecord = {
    id: randomUUID(),
    status: 'OPEN',
    lastDeclineKey: null,
    orderId: null,
    createdAt: now,
    updatedAt: now,
    ...input,
  };
  await insertSession(db, {
    id: record.id,
    checkout_id: record.checkoutId,
    provider: record.provider,
    provider_ref: record.providerRef,
    amount_minor: record.amountMinor,
    currency: record.currency,
    status: record.status,
    created_at: now,
    updated_at: now,
  });
  return record;
}

/**
 * Moves a session (its status, amount, ref, order or the decline last recorded); answers it as it now is.
 * @example await updatePaymentSession(trx, clock, session, { status: 'COMPLETED', orderId })
 */
export async function updatePaymentSession(
  db: Db,
  clock: Clock,
  session: PaymentSessionRecord,
  change: Partial<
    Pick<PaymentSessionRecord, 'status' | 'amountMinor' | 'providerRef' | 'orderId' | 'lastDeclineKey'>
  >,
): Promise<PaymentSessionRecord> {
  const now = clock();
  await updateSession(db, session.id, {
    updated_at: now,
    ...(change.status === undefined ? {} : { status: change.status }),
    ...(change.amountMinor === undefined ? {} : { amount_minor: change.amountMinor }),
    ...(change.providerRef === undefined ? {} : { provider_ref: change.providerRef }),
    ...(change.orderId === undefined ? {} : { order_id: change.orderId }),
    ...(change.lastDeclineKey === undefined ? {} : { last_decline_key: change.lastDeclineKey }),
  });
  return { ...session, ...change, updatedAt: now };
}

/** Notes that the reconciliation task read this session now, so the next run passes it by for a while. */
export async function markPaymentSessionChecked(db: Db, clock: Clock, id: string): Promise<void> {
  await updateSession(db, id, { checked_at: clock() });
}

/**
 * Sessions not finished (open, requiring action, processing, paid without an order) untouched for `idleMs` and
 * not read for as long, made within `maxAgeMs`: what the reconciliation task reads from the provider.
 */
export async function listUnfinishedPaymentSessions(
  db: Db,
  clock: Clock,
  window: { idleMs: number; maxAgeMs: number; limit: number },
): Promise<PaymentSessionRecord[]> {
  const now = clock().getTime();
  const rows = await selectUnfinishedSessions(db, {
    before: new Date(now - window.idleMs),
    since: new Date(now - window.maxAgeMs),
    limit: window.limit,
  });
  return rows.map(toRecord);
}

/** Whether this provider event was handled already (a redelivery). */
export const isWebhookEventHandled = (db: Db, provider: PaymentProviderName, eventId: string) =>
  webhookEventHandled(db, provider, eventId);

/** Records a provider event as handled, after its work committed. */
export const recordWebhookEventHandled = (
  db: Db,
  clock: Clock,
  provider: PaymentProviderName,
  eventId: string,
) => insertHandledWebhookEvent(db, provider, eventId, clock());

/**
 * Records a provider event as handled in the caller's transaction, answering false when it was already: the work
 * of an event that must not happen twice (a dispute recorded) runs only when this answers true, and commits with it.
 * @example if (await claimWebhookEvent(trx, clock, 'stripe', event.id)) await recordIt(trx)
 */
export const claimWebhookEvent = (db: Db, clock: Clock, provider: PaymentProviderName, eventId: string) =>
  insertWebhookEventOnce(db, provider, eventId, clock());
