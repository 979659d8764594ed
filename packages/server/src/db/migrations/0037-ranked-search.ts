// Ranked, typo-tolerant, accent-insensitive product search (issue #34), on PGlite and PostgreSQL alike.
//
// Extensions: pg_trgm (trigram similarity), unaccent ("cafe" finds "Café") and fuzzystrmatch (edit distance).
// They live in one schema of their own, never in a store's schema: tests and hosted stores drop a schema
// with cascade, which would take a shared extension (and every index built on it) with it. An extension
// installed elsewhere before (public, by a DBA) is used where it is. Functions name them schema-qualified,
// so a store's search_path needs nothing.
//
// The document (0017's product_search) now holds the name (A), brand, SKUs and visible collection names (B),
// option names and choices (C) and the description text (D), all lowercased and unaccented; `name_key` is the
// normalised name the ranking compares whole. Triggers keep both current on every write that changes those
// words, collections and options included. `search_terms` is the vocabulary, every word ever indexed, under a
// trigram index: a typed word of 5+ letters also matches the words within two edits of it. Words no product
// has any more stay in it harmlessly (the document decides what matches); none is ever rebuilt on start.
import { type Kysely, type Migration, sql } from 'kysely';

const EXTENSIONS_SCHEMA = 'cartwright_extensions';
const EXTENSIONS = ['pg_trgm', 'unaccent', 'fuzzystrmatch'] as const;

/** Installs the extensions once per database (advisory lock: concurrent migrations race on the catalog). */
async function extensionSchemas(db: Kysely<unknown>): Promise<Record<(typeof EXTENSIONS)[number], string>> {
  await sql`select pg_advisory_xact_lock(hashtext('cartwright extensions'))`.execute(db);
  await sql`create schema if not exists ${sql.id(EXTENSIONS_SCHEMA)}`.execute(db);
  for (const name of EXTENSIONS) {
    await sql`create extension if not exists ${sql.id(name)} schema ${sql.id(EXTENSIONS_SCHEMA)}`.execute(db);
  }
  const { rows } = await sql<{ name: string; schema: string }>`
    select extname as name, nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where extname = any(${[...EXTENSIONS]})`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.schema])) as Record<
    (typeof EXTENSIONS)[number],
    string
  >;
}

async function createFunctions(db: Kysely<unknown>, schemas: Record<(typeof EXTENSIONS)[number], string>) {
  const [trgm, unaccent, fuzzy] = [schemas.pg_trgm, schemas.unaccent, schemas.fuzzystrmatch].map((s) =>
    sql.id(s),
  );
  // Lowercased, unaccented, `/` a word break, runs of space one: documents and typed text alike. The
  // dictionary is named with its schema: the one-argument unaccent looks it up on the search_path.
  await sql`create or replace function product_search_text(text) returns text language sql immutable strict
    as $$ select btrim(regexp_replace(lower(${unaccent}.unaccent(
      ${sql.lit(`${schemas.unaccent}.unaccent`)}::regdictionary, translate($1, '/', ' '))), '\\s+', ' ', 'g')) $$`.execute(
    db,
  );
  // A lexeme quoted for to_tsquery, so typed text is never read as tsquery syntax.
  await sql`create function product_search_quote(text) returns text language sql immutable strict
    as $$ select '''' || replace(replace($1, '\\', '\\\\'), '''', '''''') || '''' $$`.execute(db);
  // The vocabulary words within two edits of a typed word of 5+ letters, nearest first.
  await sql`create function product_search_near(text) returns setof text language sql stable strict
    as $$ select term from search_terms
      where length($1) >= 5 and length(term) between length($1) - 2 and length($1) + 2 and term <> $1
        -- levenshtein refuses words over 255 characters; no one types such a word with a typo.
        and case when length($1) <= 64 then ${fuzzy}.levenshtein_less_equal(term, $1, 2) else 3 end <= 2
      order by ${fuzzy}.levenshtein(term, $1), ${trgm}.similarity(term, $1) desc, term limit 8 $$`.execute(
    db,
  );
  await createQuery(db);
  // Every typed word as the start of a word (of the given weights: 'A', the name): the words as typed, which
  // rank above near words.
  await sql`create function product_search_prefix_query(text, weights text) returns tsquery
    language sql immutable strict
    as $$ select to_tsquery('simple', string_agg(product_search_quote(lexeme) || ':*' || $2, ' & '))
      from unnest(tsvector_to_array(to_tsvector('simple', product_search_text($1)))) lexeme $$`.execute(db);
  await sql`create function product_search_similarity(text, text) returns real language sql immutable strict
    as $$ select ${trgm}.similarity($1, $2) $$`.execute(db);
  await createRefresh(db);
}

/**
 * Typed text as a tsquery: every typed word must match, in any order, as the start of a word or as a near
 * word, or through a synonym of the word; or the whole text through a synonym of it ("hooded sweatshirt").
 */
async function createQuery(db: Kysely<unknown>) {
  await sql`create aggregate product_search_all(tsquery) (sfunc = tsquery_and, stype = tsquery)`.execute(db);
  await sql`create aggregate product_search_any(tsquery) (sfunc = tsquery_or, stype = tsquery)`.execute(db);
  await sql`create function product_search_lexeme_query(text) returns tsquery language sql stable strict
    as $$ select product_search_any(q) from (
      select to_tsquery('simple', product_search_quote($1) || ':*') q
      union all select to_tsquery('simple', product_search_quote(near)) from product_search_near($1) near) a $$`.execute(
    db,
  );
  // The other terms of the synonym groups holding `key` (normalised text), each as a phrase.
  await sql`create function product_search_synonyms(key text) returns setof tsquery language sql stable strict
    as $$ select phraseto_tsquery('simple', other) from search_synonyms s, unnest(s.keys) other
      where s.keys @> array[key] and other <> key $$`.execute(db);
  await sql`create function product_search_word_query(word text) returns tsquery language sql stable strict
    as $$ select product_search_any(q) from (
      select product_search_all(product_search_lexeme_query(lexeme)) q
        from unnest(tsvector_to_array(to_tsvector('simple', word))) lexeme
      union all select product_search_synonyms(word)) a $$`.execute(db);
  await sql`create or replace function product_search_query(text) returns tsquery language sql stable strict
    as $$ select product_search_any(q) from (
      select product_search_all(product_search_word_query(word)) q
        from regexp_split_to_table(product_search_text($1), ' ') word where word <> ''
      union all select product_search_synonyms(product_search_text($1)) where product_search_text($1) like '% %'
    ) a $$`.execute(db);
}

/** The document of each product named: its words by weight, and its new words into the vocabulary. */
async function createRefresh(db: Kysely<unknown>) {
  const words = (text: string) =>
    sql.raw(`to_tsvector('simple', product_search_text(coalesce(${text}, '')))`);
  await sql`create or replace function refresh_product_search(ids uuid[]) returns void language sql as $$
    insert into product_search (product_id, document, name_key)
    select p.id,
      setweight(${words('p.name')}, 'A')
      || setweight(${words(`concat_ws(' ', p.brand, p.sku,
        (select string_agg(v.sku, ' ') from product_variants v where v.product_id = p.id),
        (select string_agg(c.name, ' ') from product_collections pc join collections c on c.id = pc.collection_id
          where pc.product_id = p.id and c.visible))`)}, 'B')
      || setweight(${words(`(select string_agg(concat_ws(' ', o.name, ch.value, ch.description), ' ')
        from product_options o join product_choices ch on ch.option_id = o.id where o.product_id = p.id)`)}, 'C')
      || setweight(${words(`regexp_replace(p.description, '<[^>]*>|&[#a-z0-9]+;', ' ', 'gi')`)}, 'D'),
      product_search_text(p.name)
    from products p where p.id = any(ids)
    on conflict (product_id) do update set document = excluded.document, name_key = excluded.name_key;
    -- In word order: two writers adding the same new words wait on each other, never deadlock.
    insert into search_terms (term)
    select distinct term from product_search ps, unnest(tsvector_to_array(ps.document)) term
    where ps.product_id = any(ids) and length(term) >= 3 and term ~ '^[[:alpha:]]+$'
    order by term
    on conflict (term) do nothing $$`.execute(db);
}

/** Collections renamed, shown or hidden, joined or left; options and choices replaced or renamed. */
async function createTriggers(db: Kysely<unknown>) {
  await sql`create function product_search_memberships_changed() returns trigger language plpgsql as $$
    begin perform refresh_product_search(array(select distinct product_id from changed_rows)); return null; end $$`.execute(
    db,
  );
  for (const [event, rows] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.id(`product_search_collections_${event}d`)} after ${sql.raw(event)}
      on product_collections referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function product_search_memberships_changed()`.execute(db);
    await sql`create trigger ${sql.id(`product_search_options_${event}d`)} after ${sql.raw(event)}
      on product_options referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function product_search_memberships_changed()`.execute(db);
  }
  await sql`create function product_search_collection_changed() returns trigger language plpgsql as $$
    begin perform refresh_product_search(array(select product_id from product_collections
      where collection_id = new.id)); return null; end $$`.execute(db);
  await sql`create trigger product_search_collection_updated after update of name, visible on collections
    for each row when (old.name is distinct from new.name or old.visible is distinct from new.visible)
    execute function product_search_collection_changed()`.execute(db);
  await sql`create function product_search_choices_changed() returns trigger language plpgsql as $$
    begin perform refresh_product_search(array(select distinct o.product_id from product_options o
      where o.id in (select option_id from changed_rows))); return null; end $$`.execute(db);
  await sql`create trigger product_search_choices_inserted after insert on product_choices
    referencing new table as changed_rows
    for each statement execute function product_search_choices_changed()`.execute(db);
  // Renames, row by row (a trigger with transition tables cannot name columns): stock changes refresh nothing.
  await sql`create function product_search_choice_changed() returns trigger language plpgsql as $$
    begin perform refresh_product_search(array(select product_id from product_options where id = new.option_id));
      return null; end $$`.execute(db);
  await sql`create trigger product_search_choice_updated after update of value, description on product_choices
    for each row when (old.value is distinct from new.value or old.description is distinct from new.description)
    execute function product_search_choice_changed()`.execute(db);
  // 0017's function: refreshes new.product_id.
  await sql`create trigger product_search_option_updated after update of name on product_options
    for each row when (old.name is distinct from new.name)
    execute function product_search_variant_changed()`.execute(db);
}

/** Tables this migration adds to those store-wide reads derive from (0009's STORE_DATA_TABLES). */
export const SEARCH_STORE_DATA_TABLES = ['search_synonyms'] as const;

export const rankedSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const schemas = await extensionSchemas(db);
    await sql`create table search_terms (term text primary key)`.execute(db);
    await sql`create index search_terms_trigrams on search_terms
      using gin (term ${sql.id(schemas.pg_trgm)}.gin_trgm_ops)`.execute(db);
    await sql`alter table product_search add column name_key text not null default ''`.execute(db);
    // The store's synonym groups, as the owner typed them and normalised (product_search_text) for lookup.
    await sql`create table search_synonyms (
      position integer primary key,
      terms text[] not null,
      keys text[] not null
    )`.execute(db);
    await sql`create index search_synonyms_keys on search_synonyms using gin (keys)`.execute(db);
    // Cached searches are answered anew once the synonyms change.
    await sql`create trigger search_synonyms_store_changed after insert or update or delete or truncate
      on search_synonyms for each statement execute function notify_store_changed()`.execute(db);
    await createFunctions(db, schemas);
    await createTriggers(db);
    // Products made before this version: searchable the new way from the first start on it.
    await sql`select refresh_product_search(array(select id from products))`.execute(db);
  },
};
