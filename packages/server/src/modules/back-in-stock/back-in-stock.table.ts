// The back_in_stock_requests table: one shopper's wish to hear when one product variant is back.
import type { BackInStockRequestStatus } from '@cartwright/contracts';
import type { Insertable, Selectable } from 'kysely';

export interface BackInStockRequestsTable {
  id: string;
  product_id: string;
  /** The variant's id, or the default variant id of a product without options. */
  variant_id: string;
  /** Lower-cased. */
  email: string;
  status: BackInStockRequestStatus;
  product_name: string;
  /** The product name with the variant's choices. */
  item_name: string;
  /** Who asked: `visitor`, `member` or `admin`, and their id. */
  requester_kind: string;
  requester_id: string;
  created_at: Date;
  updated_at: Date;
  notified_at: Date | null;
  failure_reason: string | null;
}
export type BackInStockRequestRow = Selectable<BackInStockRequestsTable>;
export type NewBackInStockRequestRow = Insertable<BackInStockRequestsTable>;
