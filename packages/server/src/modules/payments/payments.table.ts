// The payments tables: a checkout's sessions at a provider, the provider events already handled, and the store's
// payment settings (one row).
import type { PaymentProviderName } from '@cartwright/contracts';
import type { ColumnType, Insertable, Selectable } from 'kysely';

export const PAYMENT_SESSION_STATUSES = [
  /** Made; not paid yet as far as the store knows. */
  'OPEN',
  'REQUIRES_ACTION',
  'PROCESSING',
  /** Paid at the provider, the order not placed yet (it will be: by the browser, the webhook or reconciliation). */
  'SUCCEEDED',
  'AUTHORIZED',
  /** Its order is placed. */
  'COMPLETED',
  /** Paid but no order could be placed (prices changed, stock ran out): the payment was refunded in full. */
  'REFUNDED',
  'CANCELED',
] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

export interface PaymentSessionsTable {
  id: string;
  checkout_id: string;
  provider: PaymentProviderName;
  provider_ref: string;
  /** A bigint: the drivers answer it as a string or a number. */
  amount_minor: ColumnType<string | number, number, number>;
  currency: string;
  status: PaymentSessionStatus;
  last_decline_key: ColumnType<string | null, string | null | undefined, string | null>;
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type PaymentSessionRow = Selectable<PaymentSessionsTable>;
export type NewPaymentSessionRow = Insertable<PaymentSessionsTable>;

export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  received_at: Date;
}

export interface PaymentSettingsTable {
  /** Always 1. */
  id: number;
  capture_later: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
