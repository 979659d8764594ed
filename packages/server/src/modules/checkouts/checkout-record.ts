// A checkout as the flows that price, pay and complete it see it: camelCase, mapped from its row here so no
// other module or flow reads a column name.
import type { Checkout } from '@cartwright/contracts';
import type { CartOwner } from '../../caller.js';
import type { CheckoutRow } from './checkouts.table.js';
import type { CheckoutPricing } from './pricing-input.js';

export interface CheckoutRecord {
  id: string;
  /** The buyer it is for. */
  owner: CartOwner;
  /** Whose cart it came from: its owner, unless a recovery link handed it to another buyer. */
  cartOwner: CartOwner;
  cartId: string;
  /** The wire checkout as last answered. */
  snapshot: Checkout;
  /** Null for checkouts made before migration 0023: their lines are priced again from the snapshot. */
  pricing: CheckoutPricing | null;
  createdAt: Date;
  /** Set once, in the transaction that places its order. */
  completedAt: Date | null;
  orderId: string | null;
  /** The client address create-checkout came from (recovery e-mails are capped by it); null before 0033. */
  clientAddress: string | null;
}

export function rowToCheckoutRecord(row: CheckoutRow): CheckoutRecord {
  const owner: CartOwner = { kind: row.owner_kind, id: row.owner_id };
  return {
    id: row.id,
    owner,
    cartOwner:
      row.cart_owner_kind && row.cart_owner_id ? { kind: row.cart_owner_kind, id: row.cart_owner_id } : owner,
    cartId: row.cart_id,
    snapshot: row.snapshot,
    pricing: row.pricing,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    orderId: row.order_id,
    clientAddress: row.client_address,
  };
}
