// Catalog v1: products, options and choices, variants, media, collections and collection membership.
// size-gate: a migration, one table definition after another; it is never edited once released.
import { type Kysely, type Migration, sql } from 'kysely';

const money = sql`numeric(14, 2)`;
const timestamp = sql`timestamptz`;

export const catalogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('products')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('numeric_id', 'bigserial', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('product_type', 'text', (c) => c.notNull().defaultTo('physical'))
      .addColumn('price', money, (c) => c.notNull().defaultTo(0).check(sql`price >= 0`))
      .addColumn('cost', money, (c) => c.check(sql`cost >= 0`))
      .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('NONE'))
      .addColumn('discount_value', money, (c) => c.notNull().defaultTo(0).check(sql`discount_value >= 0`))
      .addColumn('weight', 'numeric', (c) => c.check(sql`weight >= 0`))
      .addColumn('ribbon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('manage_variants', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('track_inventory', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('quantity', 'integer', (c) => c.check(sql`quantity >= 0`))
      .addColumn('in_stock', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('price_per_unit_data', 'jsonb')
      .addColumn('additional_info_sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
      .addColumn('custom_text_fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
      .addColumn('product_dimensions', 'jsonb')
      .addColumn('package_dimensions', 'jsonb')
      .addColumn('seo_data', 'jsonb')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_name').on('products').column('name').execute();
    await db.schema.createIndex('products_price').on('products').column('price').execute();
    await db.schema.createIndex('products_updated_at').on('products').column('updated_at').execute();

    await db.schema
      .createTable('product_options')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('option_type', 'text', (c) => c.notNull())
      .addUniqueConstraint('product_options_name', ['product_id', 'name'])
      .execute();

    await db.schema
      .createTable('product_choices')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('option_id', 'uuid', (c) => c.notNull().references('product_options.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('in_stock', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
      .addUniqueConstraint('product_choices_description', ['option_id', 'description'])
      .execute();

    await db.schema
      .createTable('product_variants')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('choices', 'jsonb', (c) => c.notNull())
      .addColumn('price', money, (c) => c.check(sql`price >= 0`))
      .addColumn('cost', money, (c) => c.check(sql`cost >= 0`))
      .addColumn('weight', 'numeric', (c) => c.check(sql`weight >= 0`))
      .addColumn('sku', 'text')
      .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('product_dimensions', 'jsonb')
      .addColumn('package_dimensions', 'jsonb')
      .addColumn('track_quantity', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('quantity', 'integer', (c) => c.check(sql`quantity >= 0`))
      .addColumn('in_stock', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema
      .createIndex('product_variants_product')
      .on('product_variants')
      .column('product_id')
      .execute();

    await db.schema
      .createTable('product_media')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('product_media_product').on('product_media').column('product_id').execute();

    await db.schema
      .createTable('product_choice_media')
      .addColumn('choice_id', 'uuid', (c) => c.notNull().references('product_choices.id').onDelete('cascade'))
      .addColumn('media_id', 'uuid', (c) => c.notNull().references('product_media.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_choice_media_pk', ['choice_id', 'media_id'])
      .execute();

    await db.schema
      .createTable('collections')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('media', 'jsonb')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('product_collections')
      .addColumn('collection_id', 'uuid', (c) => c.notNull().references('collections.id').onDelete('cascade'))
      .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('added_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_collections_pk', ['collection_id', 'product_id'])
      .execute();
    await db.schema
      .createIndex('product_collections_product')
      .on('product_collections')
      .column('product_id')
      .execute();
  },
};
