// Checkouts: recorded from a cart by the checkout-from-cart flow, read back by the buyer who created them.
import { type Checkout, canonicalJson, type PaymentAttempt } from '@cartwright/contracts';
import type { Caller, CartOwner } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { actorIdentity, appendDomainEvent, modifiedFields, pendingDomainEvent } from '../events/index.js';
import { type CheckoutRecord, rowToCheckoutRecord } from './checkout-record.js';
import { checkoutAlreadyCompleted, checkoutNotFound } from './checkouts.errors.js';
import {
  checkoutInsertStep,
  findCheckout,
  type NewCheckoutRow,
  updateCheckoutRow,
} from './checkouts.repository.js';
import type { CheckoutPricing } from './pricing-input.js';

export const CHECKOUT_ENTITY_FQDN = 'wix.ecom.v1.checkout';

/**
 * A new checkout and its created event, as the rows the statement that writes its cart stores with it (the
 * cart module's attached write): the checkout exists exactly when its cart's write applied.
 * @example write.attach(checkoutCreation(clock, caller, { owner, cartId, checkout, pricing }))
 */
export function checkoutCreation(
  clock: Clock,
  caller: Caller,
  input: {
    owner: CartOwner;
    cartId: string;
    checkout: Checkout;
    pricing: CheckoutPricing;
    clientAddress?: string;
  },
) {
  const { checkout } = input;
  const event = pendingDomainEvent(clock, {
    entityFqdn: CHECKOUT_ENTITY_FQDN,
    slug: 'created',
    entityId: checkout.id!,
    identity: actorIdentity(caller),
    body: { createdEvent: { entity: checkout } },
  });
  const record: NewCheckoutRow = {
    id: checkout.id!,
    owner_kind: input.owner.kind,
    owner_id: input.owner.id,
    cart_id: input.cartId,
    snapshot: checkout,
    pricing: input.pricing,
    created_at: clock(),
    client_address: input.clientAddress ?? null,
  };
  return { step: checkoutInsertStep, records: JSON.stringify([record]), events: [event] };
}

/** Bookkeeping that changes with every write: not reported as a modified field. */
const BOOKKEEPING = ['updatedDate', 'revision'];

/**
 * Appends a checkout's updated event with what changed, in the transaction that changed it.
 * @example await appendCheckoutUpdated(trx, clock, caller, before, after)
 */
export async function appendCheckoutUpdated(
  db: Db,
  clock: Clock,
  caller: Caller,
  before: Checkout,
  after: Checkout,
): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: CHECKOUT_ENTITY_FQDN,
    slug: 'updated',
    entityId: after.id!,
    identity: actorIdentity(caller),
    body: {
      updatedEvent: { currentEntity: after, modifiedFields: modifiedFields(before, after, BOOKKEEPING) },
    },
  });
}

/**
 * Appends `wix.ecom.v1.checkout_completed` (an action event whose body names the checkout and the order it
 * became), in the transaction that creates the order.
 * @example await appendCheckoutCompleted(trx, clock, caller, checkout, order.id)
 */
export async function appendCheckoutCompleted(
  db: Db,
  clock: Clock,
  caller: Caller,
  checkout: Checkout,
  orderId: string,
): Promise<void> {
  await appendDomainEvent(db, clock, {
    entityFqdn: CHECKOUT_ENTITY_FQDN,
    slug: 'completed',
    entityId: checkout.id!,
    identity: actorIdentity(caller),
    body: { actionEvent: { body: { checkout, orderId } } },
  });
}

/** Whether the caller is the visitor, member or admin whose cart made the checkout. */
export const ownedBy = (caller: Caller, kind: string, id: string) =>
  (caller.kind === 'visitor' && kind === 'visitor' && caller.visitorId === id) ||
  (caller.kind === 'member' && kind === 'member' && caller.memberId === id) ||
  (caller.kind === 'admin' && kind === 'admin' && caller.userId === id);

/**
 * A checkout, for the visitor or member who created it or any admin; 404 for everyone else, so
 * another buyer cannot even learn that it exists.
 * @example const checkout = await getCheckout(deps, caller, id)
 */
export async function getCheckout(deps: Pick<AppDeps, 'db'>, caller: Caller, id: string): Promise<Checkout> {
  const row = await findCheckout(deps.db, id);
  if (!row || !(caller.kind === 'admin' || ownedBy(caller, row.owner_kind, row.owner_id))) {
    throw checkoutNotFound(id);
  }
  return row.snapshot;
}

/**
 * The caller's own checkout, locked until the transaction ends: updates and completion of one checkout run one
 * after another. 404 for anyone else's, admins included (they read checkouts, they do not buy with them).
 * @example const row = await lockOwnCheckout(trx, caller, id)
 */
export async function lockOwnCheckout(db: Db, caller: Caller, id: string): Promise<CheckoutRecord> {
  const row = await findCheckout(db, id, { lock: true });
  if (!row || !ownedBy(caller, row.owner_kind, row.owner_id)) throw checkoutNotFound(id);
  return rowToCheckoutRecord(row);
}

/**
 * A checkout by id, locked until the transaction ends, whoever owns it: for the store acting on its own (a
 * provider's webhook that names the checkout paid). Undefined when there is none.
 * @example const row = await lockCheckoutById(trx, id)
 */
export async function lockCheckoutById(db: Db, id: string): Promise<CheckoutRecord | undefined> {
  const row = await findCheckout(db, id, { lock: true });
  return row ? rowToCheckoutRecord(row) : undefined;
}

/**
 * The caller's own checkout, locked, while its order is not placed: 409 CHECKOUT_ALREADY_COMPLETED after.
 * @example const row = await lockOpenCheckout(trx, caller, id)
 */
export async function lockOpenCheckout(db: Db, caller: Caller, id: string): Promise<CheckoutRecord> {
  const row = await lockOwnCheckout(db, caller, id);
  if (row.completedAt !== null) throw checkoutAlreadyCompleted();
  return row;
}

/**
 * Stores a checkout priced again (its snapshot and what it was priced from), with its updated event, in the
 * transaction that holds its lock; nothing when nothing but its bookkeeping changed.
 * @example const row = await saveRepricedCheckout(trx, clock, caller, row, { snapshot, pricing })
 */
export async function saveRepricedCheckout(
  db: Db,
  clock: Clock,
  caller: Caller,
  row: CheckoutRecord,
  repriced: { snapshot: Checkout; pricing: CheckoutPricing },
): Promise<CheckoutRecord> {
  const moved = Object.keys(modifiedFields(row.snapshot, repriced.snapshot, BOOKKEEPING)).length > 0;
  if (!moved && row.pricing && canonicalJson(row.pricing) === canonicalJson(repriced.pricing)) return row;
  await updateCheckoutRow(db, row.id, repriced);
  await appendCheckoutUpdated(db, clock, caller, row.snapshot, repriced.snapshot);
  return { ...row, snapshot: repriced.snapshot, pricing: repriced.pricing };
}

/**
 * Marks a checkout completed by its order, with its completed event, in the transaction that places the order.
 * @example const completed = await completeCheckout(trx, clock, caller, row, order.id)
 */
export async function completeCheckout(
  db: Db,
  clock: Clock,
  caller: Caller,
  row: CheckoutRecord,
  orderId: string,
): Promise<Checkout> {
  const now = clock();
  const checkout: Checkout = { ...row.snapshot, completed: true, orderId, updatedDate: now.toISOString() };
  await updateCheckoutRow(db, row.id, { snapshot: checkout, completedAt: now, orderId });
  await appendCheckoutCompleted(db, clock, caller, checkout, orderId);
  return checkout;
}

/**
 * Keeps a payment attempt on the open checkout (a declined card: the buyer sees it and tries again).
 * @example await addCheckoutPaymentAttempt(trx, row, attempt)
 */
export async function addCheckoutPaymentAttempt(
  db: Db,
  row: CheckoutRecord,
  attempt: PaymentAttempt,
): Promise<Checkout> {
  const checkout: Checkout = {
    ...row.snapshot,
    paymentAttempts: [...(row.snapshot.paymentAttempts ?? []), attempt],
  };
  await updateCheckoutRow(db, row.id, { snapshot: checkout });
  return checkout;
}
