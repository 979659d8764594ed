// The checkouts table: what a cart became at create-checkout, kept as the wire snapshot it was answered with.
import type { Checkout } from '@cartwright/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { CartOwnerKind } from '../../caller.js';
import type { CheckoutPricing } from './pricing-input.js';

export interface CheckoutsTable {
  id: string;
  owner_kind: CartOwnerKind;
  owner_id: string;
  cart_id: string;
  snapshot: ColumnType<Checkout, string, string>;
  created_at: Date;
  /** Set once, in the transaction that places its order. */
  completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null for checkouts made before migration 0023: their lines are priced again from the snapshot. */
  pricing: ColumnType<CheckoutPricing | null, string | null | undefined, string | null>;
  /**
   * Whose cart it came from, set the first time a recovery link moves the checkout to another buyer (migration
   * 0028) and kept after; null while it never changed hands.
   */
  cart_owner_kind: ColumnType<CartOwnerKind | null, CartOwnerKind | null | undefined, CartOwnerKind | null>;
  cart_owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The client address create-checkout came from (migration 0033), which the recovery e-mail's hourly cap per
   * client address counts; null when not known (made before, or not over a socket).
   */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
}
export type CheckoutRow = Selectable<CheckoutsTable>;
