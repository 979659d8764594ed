// Stock moves for orders. Placing one plans first (which row each line's units come from, refused early when
// too few are left, reading only), then takes them, all or nothing, as late as it can: a taken row stays locked
// until the order commits. Taking, and putting back (canceling or refunding with restock), append the
// catalog's stock event.
import type { Caller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { actorIdentity, appendCatalogEvent } from '../../events/index.js';
import { type CatalogItemReference, findCatalogItems } from '../catalog/catalog-items.js';
import { DEFAULT_VARIANT_ID } from '../snapshot/computed-fields.js';
import { type RowTake, returnUnits, type StockRow, takeRows } from './stock.repository.js';

export interface StockTake {
  /** The caller's name for the line (an order line id). */
  key: string;
  ref: CatalogItemReference;
  quantity: number;
}

export interface PlannedTake {
  key: string;
  quantity: number;
  /** The row the units come from; absent when the item does not track stock. */
  from?: StockRow;
}

export type StockShort = Array<{ key: string; available: number }>;

export type StockAnswer<T> = { ok: true; value: T } | { ok: false; short: StockShort };

const V1 = 'V1_CATALOG' as const;

const rowKey = (row: StockRow) => `${row.productId}/${row.variantId ?? ''}`;

/**
 * Where each line's units come from, read without locking; short lines (a product or variant that is gone or
 * hidden has none left) are reported, as in the store now. `takeStock` is the deciding step.
 * @example const plan = await planStock(trx, [{ key: line.id, ref: { productId, variantId }, quantity: 2 }])
 */
export async function planStock(db: Db, takes: readonly StockTake[]): Promise<StockAnswer<PlannedTake[]>> {
  const { lookups } = await findCatalogItems(
    db,
    takes.map((t) => t.ref),
  );
  const short: StockShort = [];
  const plan: PlannedTake[] = [];
  takes.forEach((take, i) => {
    const lookup = lookups[i]!;
    if (!lookup.found || !lookup.item.productVisible || !lookup.item.variantVisible) {
      short.push({ key: take.key, available: 0 });
      return;
    }
    const { item } = lookup;
    if (!item.trackQuantity) {
      plan.push({ key: take.key, quantity: take.quantity });
      return;
    }
    const available = Math.max(0, item.quantity ?? 0);
    if (available < take.quantity) short.push({ key: take.key, available });
    const from: StockRow =
      item.variantId === DEFAULT_VARIANT_ID
        ? { productId: item.productId }
        : { productId: item.productId, variantId: item.variantId };
    plan.push({ key: take.key, quantity: take.quantity, from });
  });
  return short.length > 0 ? { ok: false, short } : { ok: true, value: plan };
}

/**
 * Takes the planned units in the caller's transaction, each row only while enough is left (never below zero),
 * or reports every line short now; the caller then rolls back. Lines of one row are taken together, every
 * row in one fixed order, so two orders sharing items wait for each other instead of deadlocking. A row no
 * longer tracked gives nothing to take. The rows taken append the catalog's stock event, as `returnStock`
 * does: subscribers (an inventory sync) hear of every move. The taken rows stay locked until the commit.
 * @example const taken = await takeStock(trx, deps, caller, plan)
 */
export async function takeStock(
  db: Db,
  deps: Pick<AppDeps, 'clock'>,
  caller: Caller,
  plan: readonly PlannedTake[],
): Promise<StockAnswer<PlannedTake[]>> {
  const rows = new Map<string, RowTake>();
  for (const take of plan) {
    if (!take.from) continue;
    const key = rowKey(take.from);
    const row = rows.get(key) ?? { at: take.from, quantity: 0 };
    rows.set(key, { ...row, quantity: row.quantity + take.quantity });
  }
  const outcomes = await takeRows(
    db,
    [...rows.values()].sort((a, b) => rowKey(a.at).localeCompare(rowKey(b.at))),
  );
  const short: StockShort = [];
  const untracked = new Set<string>();
  const moved: Moved = { products: new Set(), variants: new Map() };
  for (const take of plan) {
    if (!take.from) continue;
    const outcome = outcomes.get(rowKey(take.from)) ?? { taken: false, tracked: true, available: 0 };
    if (outcome.taken) noteMove(moved, take.from, outcome.choices);
    else if (!outcome.tracked) untracked.add(take.key);
    else short.push({ key: take.key, available: outcome.available });
  }
  if (short.length > 0) return { ok: false, short };
  await appendStockEvents(db, deps, caller, moved);
  return {
    ok: true,
    value: plan.map((p) => (untracked.has(p.key) ? { key: p.key, quantity: p.quantity } : p)),
  };
}

/** The rows whose stock moved: products without variants, and variants (with their choices) by product. */
interface Moved {
  products: Set<string>;
  variants: Map<string, Map<string, Record<string, string>>>;
}

function noteMove(moved: Moved, from: StockRow, choices: Record<string, string> | undefined): void {
  if (!from.variantId) {
    moved.products.add(from.productId);
    return;
  }
  const of = moved.variants.get(from.productId) ?? new Map<string, Record<string, string>>();
  moved.variants.set(from.productId, of.set(from.variantId, choices ?? {}));
}

/**
 * Puts units back where they were taken from, in the caller's transaction, and appends the catalog's stock
 * event (see `appendStockEvents`): webhooks hear of it, and so do the listeners woken by appended events
 * (back-in-stock requests).
 * @example await returnStock(trx, deps, caller, [{ from: { productId, variantId }, quantity: 2 }])
 */
export async function returnStock(
  db: Db,
  deps: Pick<AppDeps, 'clock'>,
  caller: Caller,
  returns: ReadonlyArray<{ from: StockRow; quantity: number }>,
): Promise<void> {
  const sorted = [...returns].sort((a, b) => rowKey(a.from).localeCompare(rowKey(b.from)));
  const moved: Moved = { products: new Set(), variants: new Map() };
  for (const { from, quantity } of sorted) {
    const returned = await returnUnits(db, from, quantity);
    if (returned) noteMove(moved, from, returned.choices);
  }
  await appendStockEvents(db, deps, caller, moved);
}

/**
 * The event a stock change through the catalog API appends, once per product whose stock moved:
 * ProductChanged for a product's own stock, VariantsChanged naming its variants otherwise, `stock` changed.
 * Each locks its product's event counter until the commit, so they go in product id order: two orders of
 * variants of the same two products (no stock row in common) would otherwise wait on each other for ever.
 */
async function appendStockEvents(
  db: Db,
  deps: Pick<AppDeps, 'clock'>,
  caller: Caller,
  moved: Moved,
): Promise<void> {
  const identity = actorIdentity(caller);
  const productIds = [...new Set([...moved.products, ...moved.variants.keys()])].sort();
  for (const productId of productIds) {
    if (moved.products.has(productId)) {
      await appendCatalogEvent(db, deps.clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
        entityId: productId,
        identity,
        data: { productId, changedFields: ['stock'], originatedFromVersion: V1 },
      });
    }
    const changed = moved.variants.get(productId);
    if (changed) {
      await appendCatalogEvent(db, deps.clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
        entityId: productId,
        identity,
        data: {
          productId,
          variants: [...changed].map(([variantId, choices]) => ({
            variantId,
            choices,
            changedFields: ['stock'],
          })),
          originatedFromVersion: V1,
        },
      });
    }
  }
}
