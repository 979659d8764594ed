// Payments through a provider: one session per checkout and provider (a Stripe PaymentIntent) while it is live,
// the provider events already handled (a redelivered event is a no-op), and payment attempts that name their
// provider, their transaction status and the card's brand.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_sessions')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('checkout_id', 'uuid', (c) => c.notNull().references('checkouts.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'test')`))
      .addColumn('provider_ref', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`status in ('OPEN', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'AUTHORIZED', 'COMPLETED', 'REFUNDED', 'CANCELED')`,
          ),
      )
      /** Which try's refusal was last recorded on the checkout, so a decline read twice is one attempt. */
      .addColumn('last_decline_key', 'text')
      .addColumn('order_id', 'uuid')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      /** When the reconciliation task last read it from the provider. */
      .addColumn('checked_at', timestamp)
      .execute();
    await sql`create unique index payment_sessions_live on payment_sessions (checkout_id, provider)
      where status not in ('REFUNDED', 'CANCELED')`.execute(db);
    await sql`create unique index payment_sessions_ref on payment_sessions (provider, provider_ref)`.execute(
      db,
    );
    await sql`create index payment_sessions_unfinished on payment_sessions (updated_at)
      where status in ('OPEN', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'AUTHORIZED')`.execute(db);

    await db.schema
      .createTable('payment_webhook_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('received_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_webhook_events_pkey', ['provider', 'event_id'])
      .execute();

    await sql`alter table payment_attempts drop constraint payment_attempts_method_check`.execute(db);
    await sql`alter table payment_attempts add constraint payment_attempts_method_check
      check (method in ('CARD', 'OFFLINE', 'PROVIDER'))`.execute(db);
    await db.schema
      .alterTable('payment_attempts')
      .addColumn('provider', 'text')
      .addColumn('status', 'text')
      .addColumn('brand', 'text')
      .execute();
  },
};
