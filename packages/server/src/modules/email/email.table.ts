// The e-mail outbox: every message the store sends, kept with its delivery state.
import type { ColumnType, Generated, Selectable } from 'kysely';

/** LOGGED: printed to the log (no SMTP server configured); PENDING → SENT, or FAILED after the last retry. */
export type EmailDeliveryState = 'LOGGED' | 'PENDING' | 'SENT' | 'FAILED';

/** What links and codes a message carries, for tests and local development. */
export interface EmailData {
  code?: string;
  link?: string;
}

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** What the message is for: `verification-code`, `recovery-link`, `activation-link`, `welcome`, … */
  kind: string;
  data: ColumnType<EmailData, string, string>;
  created_at: Date;
  delivery_state: EmailDeliveryState;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
}

export type EmailOutboxRow = Selectable<EmailOutboxTable>;

/** Hourly counters of e-mails to addresses shoppers typed (back-in-stock confirmations, checkout recovery). */
export interface ShopperEmailThrottleTable {
  /** `email`: per target address; `address`: per client address that asked. */
  scope: 'email' | 'address';
  /** `<purpose>:<lower-cased e-mail>` or `<purpose>:<client address>`. */
  key: string;
  attempts: number;
  window_started_at: Date;
}
