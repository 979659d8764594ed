// The back_in_stock_requests table: one shopper's wish to hear when one product variant is back.
import type { BackInStockRequestStatus } from '@cartwright/contracts';
import type { ColumnType, Insertable, Selectable } from 'kysely';

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
  /** When the address confirmed the request (migration 0033); null while it waits for that. */
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** SHA-256 (hex) of the confirmation link's token; the token itself is only in the e-mail. */
  confirmation_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type BackInStockRequestRow = Selectable<BackInStockRequestsTable>;
export type NewBackInStockRequestRow = Insertable<BackInStockRequestsTable>;
