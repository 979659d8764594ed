// Every change to a current cart runs here. The change edits a draft of the cart, its lines resolved
// against the catalog; one statement then writes the difference with the cart event, and applies only while
// the cart is still at the revision the draft was made from (cart-writes.repository.ts).
// A change only edits the draft (and attaches other modules' rows to the write), so it runs first without a
// transaction: on this instance's snapshot of the cart, or on the cart read just now, its write sharing a
// statement with other carts' (cart-write-batch.ts). When another write got there first, or a refusal was
// judged on a snapshot that may be out of date, or the call carries an Idempotency-Key, it runs in a
// transaction with the cart row locked (created on a first add, race-free). Writes to one cart therefore
// never interleave.
import type { Cart } from '@cartwright/contracts';
import type { StoredCart } from '../../../cached-shapes.js';
import type { CartCaller } from '../../../caller.js';
import { cartScope, ownerOf } from '../cart-owner.js';
import { runOncePerKey } from '../idempotency/idempotency.js';
import { type CartDeps, type Change, type Drafted, draftChange, type WriteOptions } from './cart-draft.js';
import { lockCart } from './cart-lock.js';
import { cartWriteBatcher } from './cart-write-batch.js';
import { writeCarts } from './cart-writes.repository.js';

export type { CartDeps, CartDraft, WriteContext, WriteOptions } from './cart-draft.js';

/** The answer of a call, and whether it wrote the cart, appending its event (and maybe others' with it). */
interface Written<B> {
  answer: B;
  appended: boolean;
}

/** One call of `writeCurrentCart`, as its two ways of writing take it. */
interface WriteCall<R, B> {
  deps: CartDeps;
  caller: CartCaller;
  options: WriteOptions;
  change: Change<R>;
  respond: (cart: Cart, result: R) => B;
}

/**
 * The change without a transaction, on the cart as this instance last wrote it or as read just now.
 * Undefined when it must run under the lock instead: there is no cart yet, another write got there first,
 * or the snapshot it ran on may be out of date for an answer that writes nothing.
 */
async function writeUnlocked<R, B>(call: WriteCall<R, B>): Promise<Written<B> | undefined> {
  const { deps, caller, options, change, respond } = call;
  const owner = ownerOf(caller);
  const state = await deps.cartSnapshots.current(deps.db, owner);
  if (!state) return undefined;
  let drafted: Drafted<R>;
  try {
    drafted = await draftChange(deps, deps.db, caller, state.stored, false, options, change);
  } catch (error) {
    if (state.remembered) return undefined;
    throw error;
  }
  if (!drafted.write) {
    return state.remembered
      ? undefined
      : { answer: respond(drafted.after.cart, drafted.result), appended: false };
  }
  if (!(await cartWriteBatcher(deps.db).write(drafted.write))) {
    deps.cartSnapshots.forget(owner);
    return undefined;
  }
  deps.cartSnapshots.keep(owner, drafted.after.stored, state.version);
  return { answer: respond(drafted.after.cart, drafted.result), appended: true };
}

/**
 * The change in a transaction, with the cart row locked first. With an Idempotency-Key, a replay answers
 * the stored response instead.
 */
async function writeLocked<R, B>(call: WriteCall<R, B>): Promise<Written<B>> {
  const { deps, caller, options, change, respond } = call;
  const owner = ownerOf(caller);
  let written: { stored: StoredCart; version: number } | undefined;
  const answer = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    return runOncePerKey(trx, owner, options.idempotency, now, async () => {
      const version = deps.cartSnapshots.version;
      const { stored, created } = await lockCart(
        trx,
        owner,
        options.create,
        now,
        deps.cartSnapshots.instance,
      );
      const drafted = await draftChange(deps, trx, caller, stored, created, options, change);
      if (drafted.write) {
        const applied = await writeCarts(trx, [drafted.write]);
        if (!applied.has(drafted.write.row.id)) throw new Error('A locked cart moved on during its write');
        written = { stored: drafted.after.stored, version };
      }
      return respond(drafted.after.cart, drafted.result);
    });
  });
  if (written) deps.cartSnapshots.keep(owner, written.stored, written.version);
  // The lock marked the transaction: its appends (a checkout's event too) wait for the notice of the write.
  return { answer, appended: written !== undefined };
}

/**
 * Applies `change` to the caller's current cart and answers `respond(cart, result)`. Every effect, the
 * attached rows and the events included, commits together or not at all.
 * @example await writeCurrentCart(deps, caller, { create: true, baseUrl }, (draft) => { draft.cart.buyer_note = 'hi'; }, (cart) => ({ cart }))
 */
export async function writeCurrentCart<R, B>(
  deps: CartDeps,
  caller: CartCaller,
  options: WriteOptions,
  change: Change<R>,
  respond: (cart: Cart, result: R) => B,
): Promise<B> {
  const call = { deps, caller, options, change, respond };
  const unlocked = options.idempotency === undefined ? await writeUnlocked(call) : undefined;
  const { answer, appended } = unlocked ?? (await writeLocked(call));
  // The events' listeners wake now that they committed (their appends send no notice, migration 0027).
  if (appended) deps.eventNotices.appended(deps.db);
  // This instance's cached answers of the cart go now; other instances hear the trigger's notice.
  deps.readCache.invalidate(cartScope(ownerOf(caller)));
  return answer;
}
