// The abandoned_checkouts table (one row per checkout the store has an answer about) and the settings row.
import type { AbandonedCheckoutStatus } from '@cartwright/contracts';
import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface AbandonedCheckoutsTable {
  checkout_id: string;
  id: string;
  /** Null: the checkout was completed before it was ever abandoned (a marker, never listed). */
  status: AbandonedCheckoutStatus | null;
  cart_id: string | null;
  owner_kind: string | null;
  owner_id: string | null;
  buyer_email: string | null;
  currency: string | null;
  /** Decimal strings in the store currency. */
  subtotal: ColumnType<string | null, string | null, string | null>;
  total: ColumnType<string | null, string | null, string | null>;
  item_count: number | null;
  checkout_created_at: Date | null;
  abandoned_at: Date | null;
  updated_at: Date;
  recovered_at: Date | null;
  completed_at: Date | null;
  recovery_email_at: Date | null;
  /** SHA-256 (hex) of the recovery e-mail's link token; the token itself is only in the e-mail. */
  recovery_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  recovery_token_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type AbandonedCheckoutRow = Selectable<AbandonedCheckoutsTable>;
export type NewAbandonedCheckoutRow = Insertable<AbandonedCheckoutsTable>;

export interface AbandonedCheckoutSettingsTable {
  id: ColumnType<number, 1, never>;
  abandon_after_minutes: ColumnType<number, number | undefined, number>;
  recovery_email_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  scanned_until: Date | null;
}
export type AbandonedCheckoutSettingsRow = Selectable<AbandonedCheckoutSettingsTable>;
