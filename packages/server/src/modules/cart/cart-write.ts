// Every change to a current cart runs here: in one transaction, with the cart row locked (created on a first
// add, race-free), the lines resolved against the catalog, the change applied to a draft, the difference
// written, and the cart event appended. Writes to one cart therefore run one after another.
import { randomUUID } from 'node:crypto';
import type { Cart } from '@cartwright/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { CatalogItemReference } from '../products/catalog-items.js';
import { ownedCartNotFound } from './cart.errors.js';
import { deleteCartRow, findCartByOwner, insertCartIfAbsent, writeCartChanges } from './cart.repository.js';
import type {
  CartLineItemsTable,
  CartOwner,
  CartRow,
  CartsTable,
  StoredCart,
  StoredLine,
} from './cart.table.js';
import { appendCartCreated, appendCartDeleted, appendCartUpdated } from './cart-events.js';
import {
  type CartCaller,
  type CartSettings,
  type CatalogAnswers,
  cartScope,
  lookUpCart,
  ownerOf,
  type ResolvedCart,
  resolveCart,
} from './cart-view.js';
import { type IdempotencyRequest, runOncePerKey } from './idempotency.js';

export type CartDeps = Pick<AppDeps, 'db' | 'clock' | 'readCache' | 'catalogLookups'>;

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
}

/** A cart row that starts empty. */
function newCartRow(owner: CartOwner, now: Date): Insertable<CartsTable> {
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
): Promise<{ stored: StoredCart; created: boolean }> {
  const existing = await findCartByOwner(trx, owner, { lock: true });
  if (existing) return { stored: existing, created: false };
  if (!create) throw ownedCartNotFound();
  // On a conflict this waits for the other transaction, after which the select sees its cart.
  const created = await insertCartIfAbsent(trx, newCartRow(owner, now));
  const stored = await findCartByOwner(trx, owner, { lock: true });
  if (!stored) throw ownedCartNotFound();
  return { stored, created };
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The cart columns a change edited, ready to write. */
function columnChanges(before: CartRow, after: CartRow): Updateable<CartsTable> {
  const changes: Updateable<CartsTable> = {};
  if (after.buyer_note !== before.buyer_note) changes.buyer_note = after.buyer_note;
  if (after.buyer_email !== before.buyer_email) changes.buyer_email = after.buyer_email;
  if (json(after.contact_info) !== json(before.contact_info)) changes.contact_info = json(after.contact_info);
  if (json(after.selected_shipping_option) !== json(before.selected_shipping_option)) {
    changes.selected_shipping_option = json(after.selected_shipping_option);
  }
  if (after.business_location_id !== before.business_location_id) {
    changes.business_location_id = after.business_location_id;
  }
  if (after.coupon_id !== before.coupon_id) changes.coupon_id = after.coupon_id;
  if (after.coupon_code !== before.coupon_code) changes.coupon_code = after.coupon_code;
  if (json(after.merchant_discounts) !== json(before.merchant_discounts)) {
    changes.merchant_discounts = after.merchant_discounts;
  }
  if (after.checkout_id !== before.checkout_id) changes.checkout_id = after.checkout_id;
  return changes;
}

function lineRow(cartId: string, line: StoredLine, now: Date): Insertable<CartLineItemsTable> {
  return {
    id: line.id,
    cart_id: cartId,
    position: line.position,
    quantity: line.quantity,
    catalog_reference: json(line.catalogReference),
    merge_key: line.mergeKey,
    custom_item: json(line.customItem),
    price: line.price,
    full_price: line.fullPrice,
    created_at: now,
  };
}

/** Writes what the draft changed; answers whether anything did. A new cart keeps revision 1. */
async function persist(
  trx: Db,
  stored: StoredCart,
  draft: CartDraft,
  now: Date,
  created: boolean,
): Promise<boolean> {
  const cartId = stored.cart.id;
  const previous = new Map(stored.lines.map((l) => [l.id, l]));
  const kept = new Set(draft.lines.map((l) => l.id));
  const added = draft.lines.filter((l) => !previous.has(l.id));
  const requantified = draft.lines.filter((l) => {
    const old = previous.get(l.id);
    return old !== undefined && old.quantity !== l.quantity;
  });
  const removed = stored.lines.filter((l) => !kept.has(l.id)).map((l) => l.id);
  const columns = columnChanges(stored.cart, draft.cart);
  const changed = added.length + requantified.length + removed.length > 0 || Object.keys(columns).length > 0;
  if (!changed) return false;
  draft.cart.updated_at = now;
  draft.cart.revision = Number(stored.cart.revision) + (created ? 0 : 1);
  await writeCartChanges(trx, cartId, {
    removedLineIds: removed,
    requantified,
    addedLines: added.map((l) => lineRow(cartId, l, now)),
    columns: { ...columns, updated_at: now, revision: draft.cart.revision },
  });
  return true;
}

/**
 * Applies `change` to the caller's current cart and answers `respond(cart, result)`; with an
 * Idempotency-Key, a replay answers the stored response instead. Every effect, including other
 * modules' writes through `ctx.trx` and the cart event, commits together or not at all.
 * @example await writeCurrentCart(deps, caller, { create: true, baseUrl }, (draft) => { draft.cart.buyer_note = 'hi'; }, (cart) => ({ cart }))
 */
export async function writeCurrentCart<R, B>(
  deps: CartDeps,
  caller: CartCaller,
  options: WriteOptions,
  change: (draft: CartDraft, ctx: WriteContext) => R | Promise<R>,
  respond: (cart: Cart, result: R) => B,
): Promise<B> {
  const owner = ownerOf(caller);
  const answer = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    return runOncePerKey(trx, owner, options.idempotency, now, async () => {
      const { stored, created } = await lockCart(trx, owner, options.create, now);
      const scoped = { db: trx, clock: deps.clock };
      const { answers, settings } = await lookUpCart(
        { db: trx, catalogLookups: deps.catalogLookups },
        stored,
        options.baseUrl,
        options.newRefs,
      );
      const before = resolveCart(stored, answers, settings);
      const draft: CartDraft = { cart: { ...stored.cart }, lines: stored.lines.map((l) => ({ ...l })) };
      const ctx: WriteContext = { trx, deps: scoped, caller, owner, before, answers, settings, created };
      const result = await change(draft, ctx);
      const changed = await persist(trx, stored, draft, now, created);
      const after = changed ? resolveCart({ ...draft, store: stored.store }, answers, settings) : before;
      if (created) await appendCartCreated(trx, deps.clock, caller, after.cart);
      else if (changed) await appendCartUpdated(trx, deps.clock, caller, before.cart, after.cart);
      return respond(after.cart, result);
    });
  });
  // Committed: this instance's cached answers of the cart go now; other instances hear the trigger's notice.
  deps.readCache.invalidate(cartScope(owner));
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
    const { stored } = await lockCart(trx, owner, false, deps.clock());
    const { answers, settings } = await lookUpCart(
      { db: trx, catalogLookups: deps.catalogLookups },
      stored,
      ctx.baseUrl,
    );
    const { cart } = resolveCart(stored, answers, settings);
    await deleteCartRow(trx, stored.cart.id);
    await appendCartDeleted(trx, deps.clock, caller, cart);
  });
  deps.readCache.invalidate(cartScope(owner));
}
