// Every change to a current cart runs here. The change edits a draft of the cart, its lines resolved
// against the catalog; one statement then writes the difference with the cart event, and applies only while
// the cart is still at the revision the draft was made from (cart.repository.ts).
// Changes that only edit the draft run first without a transaction: on this instance's snapshot of the
// cart, or on the cart read just now. When another write got there first, or a refusal was judged on a
// snapshot that may be out of date, they run again the way every other change runs: in a transaction with
// the cart row locked (created on a first add, race-free). Writes to one cart therefore never interleave.
import { randomUUID } from 'node:crypto';
import type { Cart } from '@cartwright/contracts';
import type { Insertable } from 'kysely';
import type { CartCaller, CartOwner } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { CatalogItemReference } from '../products/index.js';
import { ownedCartNotFound } from './cart.errors.js';
import {
  type CartWrite,
  deleteCartRow,
  findCartByOwner,
  insertCartIfAbsent,
  writeCart,
} from './cart.repository.js';
import type { CartRow, CartsTable, StoredCart, StoredLine } from './cart.table.js';
import { appendCartDeleted, cartCreatedEvent, cartUpdatedEvent } from './cart-events.js';
import { cartScope, ownerOf } from './cart-owner.js';
import {
  type CartSettings,
  type CatalogAnswers,
  lookUpCart,
  type ResolvedCart,
  resolveCart,
} from './cart-view.js';
import { type IdempotencyRequest, runOncePerKey } from './idempotency.js';

export type CartDeps = Pick<AppDeps, 'db' | 'clock' | 'readCache' | 'catalogLookups' | 'cartSnapshots'>;

/** The next state of the cart, which a change edits in place. */
export interface CartDraft {
  cart: CartRow;
  lines: StoredLine[];
}

export interface WriteContext {
  /** The transaction: other modules' writes that belong to the change use it too. */
  trx: Db;
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: CartCaller;
  owner: CartOwner;
  /** The cart before the change. */
  before: ResolvedCart;
  /** Catalog answers for the cart's lines and the extra references; a change registers its new lines here. */
  answers: CatalogAnswers;
  settings: CartSettings;
  /** True when this call created the cart. */
  created: boolean;
}

export interface WriteOptions {
  /** Create the cart when the caller has none; otherwise that is OWNED_CART_NOT_FOUND. */
  create: boolean;
  baseUrl: string;
  /** References the change adds, looked up with the cart's own lines. */
  newRefs?: readonly CatalogItemReference[];
  idempotency?: IdempotencyRequest;
  /** The change edits the draft and writes nothing else (it may read): it may run without a transaction. */
  draftOnly?: boolean;
}

/** A cart row that starts empty. */
function newCartRow(owner: CartOwner, now: Date, instance: string): Insertable<CartsTable> {
  return {
    id: randomUUID(),
    owner_kind: owner.kind,
    owner_id: owner.id,
    buyer_note: null,
    buyer_email: null,
    contact_info: null,
    selected_shipping_option: null,
    business_location_id: null,
    coupon_id: null,
    coupon_code: null,
    checkout_id: null,
    written_by: instance,
    created_at: now,
    updated_at: now,
  };
}

/** The owner's cart, locked; created first when allowed (a concurrent creation wins harmlessly). */
async function lockCart(
  trx: Db,
  owner: CartOwner,
  create: boolean,
  now: Date,
  instance: string,
): Promise<{ stored: StoredCart; created: boolean }> {
  const existing = await findCartByOwner(trx, owner, { lock: true });
  if (existing) return { stored: existing, created: false };
  if (!create) throw ownedCartNotFound();
  // On a conflict this waits for the other transaction, after which the select sees its cart.
  const created = await insertCartIfAbsent(trx, newCartRow(owner, now, instance));
  const stored = await findCartByOwner(trx, owner, { lock: true });
  if (!stored) throw ownedCartNotFound();
  return { stored, created };
}

/** The cart columns a change may edit. */
const EDITABLE_COLUMNS = [
  'buyer_note',
  'buyer_email',
  'contact_info',
  'selected_shipping_option',
  'business_location_id',
  'coupon_id',
  'coupon_code',
  'merchant_discounts',
  'checkout_id',
] as const;

const columnsChanged = (before: CartRow, after: CartRow) =>
  EDITABLE_COLUMNS.some((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]));

/** A change: edits the draft in place, and answers what the caller's response needs besides the cart. */
type Change<R> = (draft: CartDraft, ctx: WriteContext) => R | Promise<R>;

/** One call of `writeCurrentCart`, as its two ways of writing take it. */
interface WriteCall<R, B> {
  deps: CartDeps;
  caller: CartCaller;
  options: WriteOptions;
  change: Change<R>;
  respond: (cart: Cart, result: R) => B;
}

/** What a change made of a cart. */
interface Drafted<R> {
  result: R;
  /** The cart after the change; the cart before when nothing changed. */
  after: ResolvedCart;
  /** What to write; nothing when nothing changed (a new cart is always written, for its event). */
  write: CartWrite | undefined;
}

/** Runs `change` on a draft of `stored` and works out the write it calls for; `db` only reads. */
async function draftChange<R>(
  deps: CartDeps,
  db: Db,
  caller: CartCaller,
  stored: StoredCart,
  created: boolean,
  options: WriteOptions,
  change: Change<R>,
): Promise<Drafted<R>> {
  const { answers, settings } = await lookUpCart(
    { db, catalogLookups: deps.catalogLookups },
    stored,
    options.baseUrl,
    options.newRefs,
  );
  const before = resolveCart(stored, answers, settings);
  const draft: CartDraft = { cart: { ...stored.cart }, lines: stored.lines.map((l) => ({ ...l })) };
  const owner = ownerOf(caller);
  const ctx: WriteContext = {
    trx: db,
    deps: { db, clock: deps.clock },
    caller,
    owner,
    before,
    answers,
    settings,
    created,
  };
  const result = await change(draft, ctx);
  const previous = new Map(stored.lines.map((l) => [l.id, l.quantity]));
  const kept = new Set(draft.lines.map((l) => l.id));
  const writtenLines = draft.lines.filter((l) => previous.get(l.id) !== l.quantity);
  const removedLineIds = stored.lines.filter((l) => !kept.has(l.id)).map((l) => l.id);
  const changed = writtenLines.length + removedLineIds.length > 0 || columnsChanged(stored.cart, draft.cart);
  if (!changed && !created) return { result, after: before, write: undefined };
  const revision = Number(stored.cart.revision);
  // A new cart keeps revision 1 for its first change.
  draft.cart.revision = created ? revision : revision + 1;
  draft.cart.updated_at = deps.clock();
  draft.cart.written_by = deps.cartSnapshots.instance;
  const after = resolveCart({ ...draft, store: stored.store }, answers, settings);
  const event = created
    ? cartCreatedEvent(deps.clock, caller, after.cart)
    : cartUpdatedEvent(deps.clock, caller, before.cart, after.cart);
  return {
    result,
    after,
    write: { row: draft.cart, expectedRevision: revision, removedLineIds, writtenLines, event },
  };
}

/**
 * The change without a transaction, on the cart as this instance last wrote it or as read just now.
 * Undefined when it must run under the lock instead: there is no cart yet, another write got there first,
 * or the snapshot it ran on may be out of date for an answer that writes nothing.
 */
async function writeUnlocked<R, B>(call: WriteCall<R, B>): Promise<{ answer: B } | undefined> {
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
    return state.remembered ? undefined : { answer: respond(drafted.after.cart, drafted.result) };
  }
  if (!(await writeCart(deps.db, drafted.write))) {
    deps.cartSnapshots.forget(owner);
    return undefined;
  }
  deps.cartSnapshots.keep(owner, drafted.after.stored, state.version);
  return { answer: respond(drafted.after.cart, drafted.result) };
}

/**
 * The change in a transaction, with the cart row locked first. With an Idempotency-Key, a replay answers
 * the stored response instead.
 */
async function writeLocked<R, B>(call: WriteCall<R, B>): Promise<B> {
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
        if (!(await writeCart(trx, drafted.write)))
          throw new Error('A locked cart moved on during its write');
        written = { stored: drafted.after.stored, version };
      }
      return respond(drafted.after.cart, drafted.result);
    });
  });
  if (written) deps.cartSnapshots.keep(owner, written.stored, written.version);
  return answer;
}

/**
 * Applies `change` to the caller's current cart and answers `respond(cart, result)`. Every effect,
 * including other modules' writes through `ctx.trx` and the cart event, commits together or not at all.
 * With `draftOnly` (and no Idempotency-Key) the change is tried without a transaction first.
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
  const unlocked =
    options.draftOnly && options.idempotency === undefined ? await writeUnlocked(call) : undefined;
  const answer = unlocked ? unlocked.answer : await writeLocked(call);
  // Written: this instance's cached answers of the cart go now; other instances hear the trigger's notice.
  deps.readCache.invalidate(cartScope(ownerOf(caller)));
  return answer;
}

/**
 * C9: deletes the caller's current cart and its line items, and appends the cart deleted event (with
 * the cart as it was). OWNED_CART_NOT_FOUND when there is none.
 * @example await deleteCurrentCart(deps, caller, { baseUrl })
 */
export async function deleteCurrentCart(
  deps: CartDeps,
  caller: CartCaller,
  ctx: { baseUrl: string },
): Promise<void> {
  const owner = ownerOf(caller);
  await deps.db.transaction().execute(async (trx) => {
    const { stored } = await lockCart(trx, owner, false, deps.clock(), deps.cartSnapshots.instance);
    const { answers, settings } = await lookUpCart(
      { db: trx, catalogLookups: deps.catalogLookups },
      stored,
      ctx.baseUrl,
    );
    const { cart } = resolveCart(stored, answers, settings);
    await deleteCartRow(trx, stored.cart.id);
    await appendCartDeleted(trx, deps.clock, caller, cart);
  });
  deps.cartSnapshots.forget(owner);
  deps.readCache.invalidate(cartScope(owner));
}
