// Product rules: admin-only writes with computed fields kept consistent, visibility for shoppers,
// slugs, option-generated variants, and a catalog event in the same transaction as every change.
import { randomUUID } from 'node:crypto';
import type { Product, ProductInput, ProductPatch } from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import { isAdmin } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { actorIdentity, appendCatalogEvent } from '../events/index.js';
import { getStoreCurrency } from '../store/index.js';
import { changedFields, productColumns } from './product-input.js';
import { optionViolations, toOptionInserts, variantRows } from './product-options.js';
import { productNotFound, slugTaken, throwViolations } from './products.errors.js';
import {
  anyProductExists,
  deleteProductRow,
  findProductRow,
  insertProduct,
  insertVariants,
  lockSlugBase,
  replaceOptions,
  slugOwner,
  takenSlugs,
  updateProductRow,
  updateVariantRows,
} from './products.repository.js';
import type { ProductRow, ProductRowUpdate, ProductVariantRowUpdate } from './products.table.js';
import type { ReadContext } from './read-context.js';
import { nextFreeSlug, retryingSlugRace, slugify } from './slugs.js';
import { type ProductSnapshot, toWireProduct } from './snapshot/product-snapshot.js';
import { loadSnapshots, readProduct } from './snapshot/snapshot.repository.js';

export type ProductDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * What a write through another wire shape (V3) adds inside the same transaction: columns only it sets, a
 * check of the locked row before anything changes (a stale revision), and its own event after the change.
 */
export interface ProductWriteHooks {
  columns?: Pick<ProductRowUpdate, 'brand_id' | 'ribbon_id' | 'info_section_ids' | 'visible_in_pos'>;
  check?: (current: ProductRow) => void;
  after?: (trx: Db, id: string) => Promise<void>;
}

const V1 = 'V1_CATALOG' as const;
/** A generated slug can lose a race to a concurrent create; it is picked again this many times. */

async function wire(
  db: Db,
  snapshot: ProductSnapshot,
  ctx: ReadContext,
  merchantData: boolean,
): Promise<Product> {
  const currency = await getStoreCurrency({ db });
  return toWireProduct(snapshot, { currency, baseUrl: ctx.baseUrl, merchantData, includeVariants: true });
}

async function snapshotOf(db: Db, row: ProductRow): Promise<ProductSnapshot> {
  const [snapshot] = await loadSnapshots(db, [row]);
  return snapshot!;
}

async function chooseSlug(
  db: Db,
  explicit: string | undefined,
  name: string,
  selfId?: string,
): Promise<string> {
  if (explicit !== undefined) {
    const owner = await slugOwner(db, explicit);
    if (owner !== undefined && owner !== selfId) throw slugTaken(explicit);
    return explicit;
  }
  const base = slugify(name);
  await lockSlugBase(db, base);
  return nextFreeSlug(base, await takenSlugs(db, base));
}

/** Options (and so variants) when given; product-level stock flags apply to every variant. */
async function writeOptions(db: Db, row: ProductRow, input: ProductPatch): Promise<void> {
  if (input.productOptions === undefined && input.stock === undefined) return;
  const [before] = await loadSnapshots(db, [row]);
  let variantIds = before?.variants.map((v) => v.id) ?? [];
  if (input.productOptions !== undefined) {
    const inserts = toOptionInserts(input.productOptions);
    await replaceOptions(db, row.id, inserts);
    const rows = variantRows(row.id, inserts, before?.variants ?? [], { trackQuantity: row.track_inventory });
    await insertVariants(db, rows);
    variantIds = rows.map((v) => v.id);
  }
  const stock: ProductVariantRowUpdate = {};
  if (input.stock?.trackInventory !== undefined) stock.track_quantity = input.stock.trackInventory;
  if (input.stock?.inStock !== undefined) stock.in_stock = input.stock.inStock;
  await updateVariantRows(db, row.id, variantIds, stock);
}

/**
 * W1: creates a product (admins only) and appends ProductCreated.
 * @example await createProduct(deps, caller, { name: 'Mug', priceData: { price: 12.5 } }, { baseUrl })
 */
export async function createProduct(
  deps: ProductDeps,
  caller: Caller,
  input: ProductInput,
  ctx: ReadContext,
  hooks: ProductWriteHooks = {},
): Promise<Product> {
  const { columns, violations } = productColumns(input, 'product');
  throwViolations([...violations, ...optionViolations(input.productOptions ?? [], 'product.productOptions')]);
  return retryingSlugRace(input.slug, slugTaken, () =>
    deps.db.transaction().execute(async (trx) => {
      const now = deps.clock();
      const row = await insertProduct(trx, {
        ...columns,
        ...hooks.columns,
        id: randomUUID(),
        name: columns.name ?? input.name,
        slug: await chooseSlug(trx, input.slug, input.name),
        created_at: now,
        updated_at: now,
      });
      await writeOptions(trx, row, input);
      const product = await wire(trx, await snapshotOf(trx, row), ctx, true);
      await appendCatalogEvent(trx, deps.clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
        entityId: row.id,
        identity: actorIdentity(caller),
        data: {
          productId: row.id,
          name: row.name,
          price: product.priceData as Required<Pick<NonNullable<Product['priceData']>, 'currency' | 'price'>>,
          visible: row.visible,
          media: { items: [] },
          sku: row.sku,
          productPageUrl: { base: ctx.baseUrl, path: `/product-page/${row.slug}` },
          brand: row.brand,
          ...(product.costAndProfitData ? { costAndProfitData: product.costAndProfitData } : {}),
          originatedFromVersion: V1,
          slug: row.slug,
        },
      });
      await hooks.after?.(trx, row.id);
      return product;
    }),
  );
}

/**
 * W2: changes the given fields only (admins only) and appends ProductChanged with those fields.
 * @example await updateProduct(deps, caller, id, { priceData: { price: 10 } }, { baseUrl })
 */
export async function updateProduct(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  input: ProductPatch,
  ctx: ReadContext,
  hooks: ProductWriteHooks = {},
): Promise<Product> {
  const { columns, violations } = productColumns(input, 'product');
  throwViolations([...violations, ...optionViolations(input.productOptions ?? [], 'product.productOptions')]);
  return retryingSlugRace(input.slug, slugTaken, () =>
    deps.db.transaction().execute(async (trx) => {
      const current = await findProductRow(trx, id, true);
      if (!current) throw productNotFound(id);
      hooks.check?.(current);
      if (input.slug !== undefined) columns.slug = await chooseSlug(trx, input.slug, current.name, id);
      const row = await updateProductRow(trx, id, { ...columns, ...hooks.columns, updated_at: deps.clock() });
      await writeOptions(trx, row, input);
      await appendProductChanged(trx, deps, caller, id, changedFields(input));
      await hooks.after?.(trx, id);
      return wire(trx, await snapshotOf(trx, row), ctx, true);
    }),
  );
}

async function appendProductChanged(db: Db, deps: ProductDeps, caller: Caller, id: string, fields: string[]) {
  await appendCatalogEvent(db, deps.clock, {
    eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    entityId: id,
    identity: actorIdentity(caller),
    data: { productId: id, changedFields: fields, originatedFromVersion: V1 },
  });
}

/** W3: deletes a product with its options, variants, media and memberships, and appends ProductDeleted. */
export async function deleteProduct(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  hooks: Pick<ProductWriteHooks, 'after'> = {},
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteProductRow(trx, id))) throw productNotFound(id);
    await hooks.after?.(trx, id);
    await appendCatalogEvent(trx, deps.clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
      entityId: id,
      identity: actorIdentity(caller),
      data: { productId: id, originatedFromVersion: V1 },
    });
  });
}

/** W13/W14: clears the brand or the ribbon. */
export async function clearProductField(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  field: 'brand' | 'ribbon',
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findProductRow(trx, id, true))) throw productNotFound(id);
    await updateProductRow(trx, id, { [field]: '', updated_at: deps.clock() });
    await appendProductChanged(trx, deps, caller, id, field === 'ribbon' ? ['ribbon', 'ribbons'] : ['brand']);
  });
}

/**
 * a product by id. Hidden products are 404 to everyone but admins; cost and profit are shown
 * to admins who ask for merchant data.
 */
export async function getProduct(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
  options: { includeMerchantSpecificData?: boolean },
  ctx: ReadContext,
): Promise<Product> {
  const read = await readProduct(deps.db, id);
  if (!read || (!read.snapshot.product.visible && !isAdmin(caller))) throw productNotFound(id);
  const merchantData = isAdmin(caller) && options.includeMerchantSpecificData === true;
  return toWireProduct(read.snapshot, {
    currency: read.currency,
    baseUrl: ctx.baseUrl,
    merchantData,
    includeVariants: true,
  });
}

/** True once the catalog has any product (the demo catalog is added to an empty one only). */
export async function catalogHasProducts(deps: Pick<ProductDeps, 'db'>): Promise<boolean> {
  return anyProductExists(deps.db);
}
