// A checkout changing hands by its recovery link: the buyer who holds the e-mail opens it in another browser (or
// signed in), and the checkout becomes theirs, with what it is priced and completed for.
import type { Checkout } from '@cartwright/contracts';
import type { CartCaller, CartOwner } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { checkoutNotFound, checkoutOrderPlaced, checkoutSignInRequired } from './checkouts.errors.js';
import { findCheckout, updateCheckoutOwner } from './checkouts.repository.js';
import { appendCheckoutUpdated, ownedBy } from './checkouts.service.js';
import type { CheckoutPricing } from './pricing-input.js';

const ownerOf = (caller: CartCaller): CartOwner =>
  caller.kind === 'visitor'
    ? { kind: 'visitor', id: caller.visitorId }
    : caller.kind === 'member'
      ? { kind: 'member', id: caller.memberId }
      : { kind: 'admin', id: caller.userId };

/** The buyer ids a checkout (and its pricing input) names for an owner, as the cart names them. */
const buyerIds = (owner: CartOwner): CheckoutPricing['buyer'] =>
  owner.kind === 'visitor'
    ? { visitorId: owner.id }
    : owner.kind === 'member'
      ? { memberId: owner.id }
      : { userId: owner.id };

/**
 * Makes an open checkout the caller's, in the caller's transaction (the row locked until it ends). A visitor's
 * checkout goes to whoever holds its link (holding the e-mail is the proof); a member's (or an admin's own) stays
 * with that member, so anyone else gets 403 CHECKOUT_RECOVERY_SIGN_IN_REQUIRED; a completed one answers 409
 * CHECKOUT_RECOVERY_ORDER_PLACED (with its order id for its buyer). Taking it over again, back to the first
 * browser or twice, works the same. The buyer ids of the snapshot and of the pricing input follow the new owner
 * (a coupon's per-customer limit is then counted for the buyer who pays, when the order is placed); the first
 * cart owner is kept, so placing the order still empties the cart the checkout came from.
 * @example const checkout = await takeOverCheckout(trx, clock, caller, checkoutId)
 */
export async function takeOverCheckout(
  db: Db,
  clock: Clock,
  caller: CartCaller,
  id: string,
): Promise<Checkout> {
  const row = await findCheckout(db, id, { lock: true });
  // The token named it, so it existed; a checkout deleted since is as unknown as its link.
  if (!row) throw checkoutNotFound(id);
  if (row.completed_at !== null || row.order_id !== null) {
    throw checkoutOrderPlaced(ownedBy(caller, row.owner_kind, row.owner_id) ? row.order_id : null);
  }
  if (ownedBy(caller, row.owner_kind, row.owner_id)) return row.snapshot;
  if (row.owner_kind !== 'visitor') throw checkoutSignInRequired();
  const owner = ownerOf(caller);
  const buyer = buyerIds(owner);
  const before = row.snapshot;
  const email = before.buyerInfo?.email;
  const after: Checkout = {
    ...before,
    buyerInfo: { ...buyer, ...(email === undefined ? {} : { email }) },
    updatedDate: clock().toISOString(),
  };
  await updateCheckoutOwner(db, id, {
    owner,
    cartOwner: row.cart_owner_kind ? null : { kind: row.owner_kind, id: row.owner_id },
    snapshot: after,
    pricing: row.pricing ? { ...row.pricing, buyer } : null,
  });
  await appendCheckoutUpdated(db, clock, caller, before, after);
  return after;
}
