// Webhook subscriptions, their deliveries (one per event and subscription), the log of delivery attempts,
// and the store's webhook signing key.
import type { WebhookAttemptOutcome, WebhookDisabledReason } from '@cartwright/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface WebhooksTable {
  id: string;
  url: string;
  /** Event types, or `*`. */
  event_types: ColumnType<string[], string, string>;
  enabled: boolean;
  /** `whsec_…`: the Standard Webhooks signing secret, shown once at creation. */
  secret: string;
  created_at: Date;
  updated_at: Date;
  disabled_reason: WebhookDisabledReason | null;
  disabled_at: Date | null;
  /** When the current run of failed attempts began; null once one succeeds. */
  failing_since: Date | null;
}
export type WebhookRow = Selectable<WebhooksTable>;

export type DeliveryState = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** `<counter scope>:<entity id>`: deliveries of one entity to one subscription go out in sequence order. */
  entity_key: string;
  entity_event_sequence: ColumnType<number | bigint, number | bigint, never>;
  state: DeliveryState;
  attempts: Generated<number>;
  /** Due time while PENDING; while an attempt runs, the end of its lease. */
  next_attempt_at: Date | null;
  first_attempt_at: Date | null;
  /** The signed JWT, made at the first attempt and sent unchanged by every retry. */
  body: string | null;
  created_at: Date;
  finished_at: Date | null;
}
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface WebhookAttemptsTable {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  attempted_at: Date;
  outcome: WebhookAttemptOutcome;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: Date | null;
  test: boolean;
}
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;

/** One row: the key every webhook JWT is signed with, and the store's `instanceId`. */
export interface WebhookSigningTable {
  id: number;
  instance_id: string;
  private_key_pem: string;
  public_key_pem: string;
  created_at: Date;
}
