// The checkouts table: what a cart became at create-checkout, kept as the wire snapshot it was answered with.
import type { Checkout } from '@cartwright/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { CartOwnerKind } from '../../caller.js';

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
}
export type CheckoutRow = Selectable<CheckoutsTable>;
