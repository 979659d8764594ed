// The outbox keeps each payload as the JSON text it was built as (`json`), not as jsonb. An event's payload
// is written once and read whole (a webhook body, the live feed), never searched, yet as jsonb every append
// parsed it, copied it to add the event's number and compressed it again: a cart event carries the whole cart,
// and that work was about 40% of add-to-cart's database time. Compressing costs too:
// - a row stays uncompressed up to a page's size (8,160 bytes, not about 2 kB): compressing a 2 kB cart
//   event cost more CPU than writing its 0.9 kB saving, and the outbox keeps events only for its retention days;
// - a larger payload (removing a line from a 30-line cart appends about 70 kB) is compressed with lz4 where
//   the server has it, at less than half pglz's CPU. PGlite has pglz only.
import { type Kysely, type Migration, sql } from 'kysely';

export const outboxPayloadTextMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table event_outbox alter column payload type json using payload::json`.execute(db);
    await sql`alter table event_outbox set (toast_tuple_target = 8160)`.execute(db);
    const { rows } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4 from pg_settings
      where name = 'default_toast_compression'`.execute(db);
    if (rows[0]?.lz4)
      await sql`alter table event_outbox alter column payload set compression lz4`.execute(db);
  },
};
