// C9, deleting the current cart: under the lock like every write, with the cart deleted event in the same
// transaction, and this instance's snapshot and cached answers of the cart dropped after.
import type { StoredCart } from '../../../cached-shapes.js';
import type { CartCaller, CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { appendCartDeleted } from '../cart-events.js';
import { cartScope, ownerOf } from '../cart-owner.js';
import { deleteCartRow, findCartByOwner } from '../reads/cart.repository.js';
import { lookUpCart, resolveCart } from '../reads/cart-view.js';
import type { CartDeps } from './cart-draft.js';
import { lockCart } from './cart-lock.js';

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
    await deleteStoredCart(deps, trx, caller, stored, ctx);
  });
  // The lock marked the transaction: the deleted event's listeners wake now.
  deps.eventNotices.appended(deps.db);
  forgetCart(deps, owner);
}

/**
 * Deletes the cart a checkout was made from, in the transaction that places its order, with the cart deleted
 * event; nothing when the owner's cart is another one by now (or none). Answers what to run after the commit:
 * dropping this instance's snapshot and cached answers of the cart.
 * @example const afterCommit = await deleteOrderedCart(deps, trx, caller, owner, checkout.cartId, { baseUrl })
 */
export async function deleteOrderedCart(
  deps: CartDeps,
  trx: Db,
  caller: CartCaller,
  owner: CartOwner,
  cartId: string,
  ctx: { baseUrl: string },
): Promise<() => void> {
  const stored = await findCartByOwner(trx, owner, { lock: true });
  if (!stored || stored.cart.id !== cartId) return () => {};
  await deleteStoredCart(deps, trx, caller, stored, ctx);
  return () => forgetCart(deps, owner);
}

/** Deletes the locked cart with its deleted event, which carries the cart as it reads at its last moment. */
async function deleteStoredCart(
  deps: CartDeps,
  trx: Db,
  caller: CartCaller,
  stored: StoredCart,
  ctx: { baseUrl: string },
): Promise<void> {
  const { answers, settings } = await lookUpCart(
    { db: trx, catalogLookups: deps.catalogLookups },
    stored,
    ctx.baseUrl,
  );
  const { cart } = resolveCart(stored, answers, settings);
  await deleteCartRow(trx, stored.cart.id);
  await appendCartDeleted(trx, deps.clock, caller, cart);
}

/** This instance's snapshot and cached answers of the owner's cart go (other instances hear the trigger). */
function forgetCart(deps: CartDeps, owner: CartOwner): void {
  deps.cartSnapshots.forget(owner);
  deps.readCache.invalidate(cartScope(owner));
}
