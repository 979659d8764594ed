// Cart notices go only where they are needed. Each cart write names the server instance that made it
// (`written_by`), and an instance keeps answers and snapshots only of the carts it wrote last, dropping them
// itself after each of its own writes. So a write notifies `cartwright_cart_changed` only when it comes from
// another instance than the last one (or from a writer that names none), and a delete always does.
// Before, every cart write notified: each notice wakes every listening session of the database, and
// PostgreSQL serializes the commits of notifying transactions, which capped cart writes.
import { type Kysely, type Migration, sql } from 'kysely';

export const cartWritersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table carts add column written_by text`.execute(db);
    await sql`create or replace function notify_cart_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('cartwright_cart_changed',
            json_build_array(tg_table_schema, 'cart:' || old.owner_kind || ':' || old.owner_id)::text);
        else
          perform pg_notify('cartwright_cart_changed',
            json_build_array(tg_table_schema, 'cart:' || new.owner_kind || ':' || new.owner_id,
              new.written_by)::text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`drop trigger carts_changed on carts`.execute(db);
    await sql`create trigger carts_changed after update on carts for each row
      when (new.written_by is null or old.written_by is distinct from new.written_by)
      execute function notify_cart_changed()`.execute(db);
    await sql`create trigger carts_deleted after delete on carts
      for each row execute function notify_cart_changed()`.execute(db);
  },
};
