// Reads whole products in one statement: each product row carries its options (with choices and their
// media), variants, media and collection ids as JSON columns built by correlated subqueries, instead
// of one query per table. The JSON keeps the column names and value types of a plain row select
// (numerics as text, uuids as text), so the snapshot is the same either way.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { isUuid } from '../../../lib/secrets.js';
import { storeCurrencySql } from '../../store/index.js';
import type {
  ProductChoiceRow,
  ProductMediaRow,
  ProductOptionRow,
  ProductRow,
  ProductVariantRow,
} from '../products.table.js';
import type { ProductSnapshot } from './product-snapshot.js';

type ChoiceJson = ProductChoiceRow & { media_ids: string[] };
type OptionJson = ProductOptionRow & { choices: ChoiceJson[] };

/** The JSON columns of one product, aliased `p` in the statement they are selected in. */
export interface SnapshotColumns {
  snapshot_options: OptionJson[];
  snapshot_variants: ProductVariantRow[];
  snapshot_media: ProductMediaRow[];
  snapshot_collection_ids: string[];
}

const jsonList = (element: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
  sql`coalesce(json_agg(${element} order by ${order}), '[]'::json)`;

const choiceMediaIds = sql`(select ${jsonList(sql`cm.media_id`, sql`cm.position`)}
  from product_choice_media cm where cm.choice_id = c.id)`;

const choicesOfOption = sql`(select ${jsonList(
  sql`json_build_object('id', c.id, 'option_id', c.option_id, 'position', c.position, 'value', c.value,
    'description', c.description, 'in_stock', c.in_stock, 'visible', c.visible, 'media_ids', ${choiceMediaIds})`,
  sql`c.position`,
)} from product_choices c where c.option_id = o.id)`;

const optionsColumn = sql<OptionJson[]>`(select ${jsonList(
  sql`json_build_object('id', o.id, 'product_id', o.product_id, 'position', o.position, 'name', o.name,
    'option_type', o.option_type, 'choices', ${choicesOfOption})`,
  sql`o.position`,
)} from product_options o where o.product_id = p.id)`;

const variantsColumn = sql<ProductVariantRow[]>`(select ${jsonList(
  sql`json_build_object('id', v.id, 'product_id', v.product_id, 'position', v.position, 'choices', v.choices,
    'price', v.price::text, 'cost', v.cost::text, 'weight', v.weight::text, 'sku', v.sku, 'visible', v.visible,
    'product_dimensions', v.product_dimensions, 'package_dimensions', v.package_dimensions,
    'track_quantity', v.track_quantity, 'quantity', v.quantity, 'in_stock', v.in_stock)`,
  sql`v.position`,
)} from product_variants v where v.product_id = p.id)`;

const mediaColumn = sql<ProductMediaRow[]>`(select ${jsonList(
  sql`json_build_object('id', m.id, 'product_id', m.product_id, 'position', m.position,
    'media_type', m.media_type, 'url', m.url, 'width', m.width, 'height', m.height, 'title', m.title,
    'alt_text', m.alt_text)`,
  sql`m.position`,
)} from product_media m where m.product_id = p.id)`;

const collectionIdsColumn = sql<
  string[]
>`(select ${jsonList(sql`pc.collection_id`, sql`pc.added_at, pc.collection_id`)}
  from product_collections pc where pc.product_id = p.id)`;

/** The select list entries that bring a product's parts along with its row (the table aliased `p`). */
export const snapshotColumns = () => [
  optionsColumn.as('snapshot_options'),
  variantsColumn.as('snapshot_variants'),
  mediaColumn.as('snapshot_media'),
  collectionIdsColumn.as('snapshot_collection_ids'),
];

/** A product's snapshot from a row that selected `p.*` and {@link snapshotColumns}. */
export function toSnapshot(row: ProductRow & SnapshotColumns): ProductSnapshot {
  const {
    snapshot_options: options,
    snapshot_variants: variants,
    snapshot_media: media,
    snapshot_collection_ids: collectionIds,
    ...product
  } = row;
  const choiceMedia = new Map<string, string[]>();
  return {
    product,
    options: options.map(({ choices, ...option }) => ({
      ...option,
      choices: choices.map(({ media_ids, ...choice }) => {
        if (media_ids.length > 0) choiceMedia.set(choice.id, media_ids);
        return choice;
      }),
    })),
    variants,
    media,
    choiceMedia,
    collectionIds,
  };
}

/** The store currency as a column (an init plan: read once per statement), as `storeCurrency` answers it. */
export const currencyColumn = () => storeCurrencySql().as('store_currency');

/**
 * One product with everything stored about it and the store currency, in one statement; undefined for
 * unknown ids, including strings that are not uuids.
 */
export async function readProduct(
  db: Db,
  id: string,
): Promise<{ snapshot: ProductSnapshot; currency: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .selectFrom('products as p')
    .selectAll('p')
    .select([...snapshotColumns(), currencyColumn()])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { store_currency: currency, ...rest } = row;
  return { snapshot: toSnapshot(rest as ProductRow & SnapshotColumns), currency };
}

/** The products with these ids and everything stored about them, in one statement, in no particular order. */
export async function readSnapshots(db: Db, ids: string[]): Promise<ProductSnapshot[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .selectAll('p')
    .select(snapshotColumns())
    .where('p.id', 'in', valid)
    .execute();
  return rows.map(toSnapshot);
}

/** The parts of products already read (perhaps locked in a transaction), in one statement. */
export async function loadSnapshots(db: Db, products: ProductRow[]): Promise<ProductSnapshot[]> {
  if (products.length === 0) return [];
  const parts = await db
    .selectFrom('products as p')
    .select('p.id')
    .select(snapshotColumns())
    .where(
      'p.id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  const byId = new Map(parts.map((part) => [part.id, part as { id: string } & SnapshotColumns]));
  return products.map((product) => {
    const part = byId.get(product.id);
    return toSnapshot({
      ...product,
      snapshot_options: part?.snapshot_options ?? [],
      snapshot_variants: part?.snapshot_variants ?? [],
      snapshot_media: part?.snapshot_media ?? [],
      snapshot_collection_ids: part?.snapshot_collection_ids ?? [],
    });
  });
}
