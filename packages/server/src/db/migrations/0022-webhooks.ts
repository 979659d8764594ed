// Webhook subscriptions and the delivery of outbox events to them: one delivery row per event and
// subscription (its signed body kept from the first attempt, so retries send the same bytes), one log row per
// attempt, the store's webhook signing key and instance id, and a notice on every outbox append so delivery
// workers and live feeds wake at commit instead of polling.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const webhooksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('event_types', 'jsonb', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('disabled_reason', 'text', (c) =>
        c.check(sql`disabled_reason in ('RECEIVER_GONE', 'FAILING')`),
      )
      .addColumn('disabled_at', timestamp)
      .addColumn('failing_since', timestamp)
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('webhook_id', 'uuid', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
      .addColumn('event_id', 'uuid', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      /** The entity's counter scope and id: deliveries of one entity go out in sequence order. */
      .addColumn('entity_key', 'text', (c) => c.notNull())
      .addColumn('entity_event_sequence', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'DELIVERED', 'FAILED')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp)
      .addColumn('first_attempt_at', timestamp)
      .addColumn('body', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('finished_at', timestamp)
      .addUniqueConstraint('webhook_deliveries_once', ['webhook_id', 'event_id'])
      .execute();
    await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where state = 'PENDING'`.execute(
      db,
    );
    await sql`create index webhook_deliveries_entity on webhook_deliveries (webhook_id, entity_key, entity_event_sequence) where state = 'PENDING'`.execute(
      db,
    );
    await sql`create index webhook_deliveries_finished on webhook_deliveries (finished_at) where state <> 'PENDING'`.execute(
      db,
    );

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('webhook_id', 'uuid', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
      .addColumn('event_id', 'uuid', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('attempted_at', timestamp, (c) => c.notNull())
      .addColumn('outcome', 'text', (c) =>
        c.notNull().check(sql`outcome in ('DELIVERED', 'RETRYING', 'FAILED')`),
      )
      .addColumn('status_code', 'integer')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('next_attempt_at', timestamp)
      .addColumn('test', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_attempts_by_webhook')
      .on('webhook_attempts')
      .columns(['webhook_id', 'attempted_at'])
      .execute();

    await db.schema
      .createTable('webhook_signing')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('instance_id', 'uuid', (c) => c.notNull())
      .addColumn('private_key_pem', 'text', (c) => c.notNull())
      .addColumn('public_key_pem', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    // Outbox events not yet handed to the subscriptions, in append order.
    await sql`create index event_outbox_undispatched on event_outbox (position) where delivered_at is null`.execute(
      db,
    );
    await sql`create function notify_event_appended() returns trigger language plpgsql as $$
      begin
        perform pg_notify('cartwright_event_appended', tg_table_schema);
        return null;
      end $$`.execute(db);
    await sql`create trigger event_outbox_appended after insert on event_outbox
      for each statement execute function notify_event_appended()`.execute(db);
  },
};
