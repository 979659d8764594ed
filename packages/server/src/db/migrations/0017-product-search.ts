// Product search and the price a shopper pays.
//
// Search: each product's words (name, brand and SKUs, the variants' SKUs, the description without its
// HTML) in `product_search`, a tsvector per product under a GIN index. Triggers keep it current on
// every write that changes those words, whichever code writes them; a side table keeps the vector out
// of every product read. The `simple` configuration lowercases and keeps every word (no stemming, no
// stop words), so any language's names are found as typed. `/` splits words in documents and queries
// alike (the parser would read `steel/copper` as one file path); HTML tags and entities are no words.
// product_search_query turns typed text into "every word, as a prefix", tokenised by the same parser
// and quoted lexeme by lexeme, so no input is ever read as tsquery syntax.
//
// Price: `discounted_price`, the price after the product's own discount, as computed-fields.ts
// computes it (never below zero, a percentage rounded to the cent half away from zero), stored and
// indexed so that a storefront sorts and filters on the price it shows.
import { type Kysely, type Migration, sql } from 'kysely';

export const productSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table product_search (
      product_id uuid primary key references products (id) on delete cascade,
      document tsvector not null
    )`.execute(db);
    await sql`create index product_search_document on product_search using gin (document)`.execute(db);

    await sql`create function product_search_text(text) returns text language sql immutable strict
      as $$ select translate($1, '/', ' ') $$`.execute(db);
    await sql`create function product_search_query(text) returns tsquery language sql immutable strict
      as $$ select to_tsquery('simple', string_agg(
          '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & '))
        from unnest(tsvector_to_array(to_tsvector('simple', product_search_text($1)))) lexeme $$`.execute(db);

    // Name first, then brand and SKUs, then the description: ts_rank weighs A, B and C in that order.
    await sql`create function refresh_product_search(ids uuid[]) returns void language sql as $$
      insert into product_search (product_id, document)
      select p.id,
        setweight(to_tsvector('simple', product_search_text(p.name)), 'A')
        || setweight(to_tsvector('simple', product_search_text(concat_ws(' ', p.brand, p.sku,
          (select string_agg(v.sku, ' ') from product_variants v where v.product_id = p.id)))), 'B')
        || setweight(to_tsvector('simple', product_search_text(
          regexp_replace(p.description, '<[^>]*>', ' ', 'g'))), 'C')
      from products p where p.id = any(ids)
      on conflict (product_id) do update set document = excluded.document $$`.execute(db);

    await sql`create function product_search_product_changed() returns trigger language plpgsql as $$
      begin perform refresh_product_search(array[new.id]); return null; end $$`.execute(db);
    await sql`create function product_search_variant_changed() returns trigger language plpgsql as $$
      begin perform refresh_product_search(array[new.product_id]); return null; end $$`.execute(db);
    await sql`create function product_search_variants_changed() returns trigger language plpgsql as $$
      begin perform refresh_product_search(array(select distinct product_id from changed_rows)); return null; end $$`.execute(
      db,
    );

    await sql`create trigger product_search_inserted after insert on products
      for each row execute function product_search_product_changed()`.execute(db);
    await sql`create trigger product_search_updated after update of name, description, sku, brand on products
      for each row when (old.name is distinct from new.name or old.description is distinct from new.description
        or old.sku is distinct from new.sku or old.brand is distinct from new.brand)
      execute function product_search_product_changed()`.execute(db);
    // Options replace all variants at once: one refresh per statement, not per variant.
    await sql`create trigger product_search_variants_inserted after insert on product_variants
      referencing new table as changed_rows
      for each statement execute function product_search_variants_changed()`.execute(db);
    await sql`create trigger product_search_variants_deleted after delete on product_variants
      referencing old table as changed_rows
      for each statement execute function product_search_variants_changed()`.execute(db);
    await sql`create trigger product_search_variant_sku after update of sku on product_variants
      for each row when (old.sku is distinct from new.sku)
      execute function product_search_variant_changed()`.execute(db);

    await sql`select refresh_product_search(array(select id from products))`.execute(db);

    await sql`alter table products add column discounted_price numeric(14, 2) generated always as (
      case discount_type
        when 'AMOUNT' then greatest(0, price - discount_value)
        when 'PERCENT' then greatest(0, price - round(price * discount_value / 100, 2))
        else price
      end) stored`.execute(db);
    await sql`create index products_discounted_price on products (discounted_price)`.execute(db);
  },
};
