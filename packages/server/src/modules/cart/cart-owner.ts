// Who owns a cart: the caller a cart belongs to, and the names its owner goes by in notices and caches.
import type { CartCaller, CartOwner } from '../../caller.js';

export function ownerOf(caller: CartCaller): CartOwner {
  switch (caller.kind) {
    case 'visitor':
      return { kind: 'visitor', id: caller.visitorId };
    case 'member':
      return { kind: 'member', id: caller.memberId };
    case 'admin':
      return { kind: 'admin', id: caller.userId };
  }
}

/** The read-cache scope of an owner's cart, as the carts trigger of migration 0009 names it in its notices. */
export const cartScope = (owner: CartOwner): string => `cart:${owner.kind}:${owner.id}`;
