// The admin's members and orders search boxes (issue #34): any case and accents ("jose" finds "José"), any part
// of a word, over members' names, nickname, slug and login e-mail and orders' buyer e-mail and names. Each
// table gains its normalised search text (0037's product_search_text) as a stored generated column, kept
// current by every write, under a trigram index that answers `like '%word%'` on PGlite and PostgreSQL alike.
import { type Kysely, type Migration, sql } from 'kysely';

/** A jsonb text field, or '' (|| and coalesce are immutable, as a generated column needs; concat_ws is not). */
const field = (path: string) => `coalesce(${path}, '')`;
const words = (...paths: string[]) => `product_search_text(${paths.map(field).join(` || ' ' || `)})`;

export const adminSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ schema: string }>`
      select nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where extname = 'pg_trgm'`.execute(db);
    const trigrams = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
    await sql`alter table members add column search_text text generated always as (${sql.raw(
      words("contact->>'firstName'", "contact->>'lastName'", "profile->>'nickname'", 'slug', 'login_email'),
    )}) stored`.execute(db);
    await sql`create index members_search_trigrams on members using gin (search_text ${trigrams})`.execute(
      db,
    );
    await sql`alter table orders add column search_text text generated always as (${sql.raw(
      words(
        'buyer_email',
        "snapshot->'billingInfo'->'contactDetails'->>'firstName'",
        "snapshot->'billingInfo'->'contactDetails'->>'lastName'",
        "snapshot->'recipientInfo'->'contactDetails'->>'firstName'",
        "snapshot->'recipientInfo'->'contactDetails'->>'lastName'",
      ),
    )}) stored`.execute(db);
    await sql`create index orders_search_trigrams on orders using gin (search_text ${trigrams})`.execute(db);
  },
};
