// What the V3 catalog needs beside the V1 rows (one catalog, two wire shapes): a product `revision` that every
// change raises (V1 or V3, the product row or its variants), so a V3 update with a stale revision is refused;
// visibility in the point of sale; the ids of the V3 brand, ribbon and info sections a product refers to.
import { type Kysely, type Migration, sql } from 'kysely';

export const catalogV3Migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table products
      add column revision bigint not null default 1,
      add column visible_in_pos boolean not null default true,
      add column brand_id text,
      add column ribbon_id text,
      add column info_section_ids jsonb not null default '[]'::jsonb`.execute(db);

    await sql`create function products_next_revision() returns trigger language plpgsql as $$
      begin new.revision := old.revision + 1; return new; end $$`.execute(db);
    await sql`create trigger products_revision before update on products
      for each row execute function products_next_revision()`.execute(db);

    // A variant's price, cost, weight, SKU, visibility or choices are the product's: they raise its revision.
    await sql`create function products_variants_revised() returns trigger language plpgsql as $$
      begin
        update products set revision = revision where id = any(array(select distinct product_id from changed_rows));
        return null;
      end $$`.execute(db);
    for (const [name, event] of [
      ['inserted', 'insert'],
      ['deleted', 'delete'],
    ] as const) {
      const rows = event === 'insert' ? 'new' : 'old';
      await sql`create trigger ${sql.raw(`product_variants_revision_${name}`)} after ${sql.raw(event)}
        on product_variants referencing ${sql.raw(rows)} table as changed_rows
        for each statement execute function products_variants_revised()`.execute(db);
    }
    await sql`create function products_variant_revised() returns trigger language plpgsql as $$
      begin update products set revision = revision where id = new.product_id; return null; end $$`.execute(
      db,
    );
    await sql`create trigger product_variants_revision_updated
      after update of price, cost, weight, sku, visible, choices on product_variants
      for each row when (old.price is distinct from new.price or old.cost is distinct from new.cost
        or old.weight is distinct from new.weight or old.sku is distinct from new.sku
        or old.visible is distinct from new.visible or old.choices is distinct from new.choices)
      execute function products_variant_revised()`.execute(db);
  },
};
