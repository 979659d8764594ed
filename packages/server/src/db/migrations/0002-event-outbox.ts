// The event outbox every domain change writes to in its own transaction, and per-entity sequence counters.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const eventOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('event_outbox')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('entity_fqdn', 'text')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('identity', 'jsonb', (c) => c.notNull())
      .addColumn('entity_event_sequence', 'bigint', (c) => c.notNull().check(sql`entity_event_sequence > 0`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity().unique())
      .addColumn('delivered_at', timestamp)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp)
      .execute();
    // What the delivery worker scans: undelivered events, oldest first.
    await sql`create index event_outbox_undelivered on event_outbox (created_at, position) where delivered_at is null`.execute(
      db,
    );
    await db.schema
      .createIndex('event_outbox_entity')
      .on('event_outbox')
      .columns(['entity_id', 'position'])
      .execute();

    await db.schema
      .createTable('event_sequences')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('last_sequence', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('event_sequences_pk', ['scope', 'entity_id'])
      .execute();
  },
};
