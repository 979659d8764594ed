// Stock moves for orders. Placing one plans first (which row each line's units come from, refused early when
// too few are left, reading only), then takes them, all or nothing, as late as it can: a taken row stays locked
// until the order commits. Canceling or refunding with restock puts units back, with the catalog's event.
import type { Caller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { actorIdentity, appendCatalogEvent } from '../../events/index.js';
import { type CatalogItemReference, findCatalogItems } from '../catalog/catalog-items.js';
import { DEFAULT_VARIANT_ID } from '../snapshot/computed-fields.js';
import { returnUnits, type StockRow, takeUnits } from './stock.repository.js';

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
 * Takes the planned units in the caller's transaction, each only while enough is left (never below zero), or
 * reports every line short now; the caller then rolls back. Rows are taken in one fixed order, so two orders
 * sharing items wait for each other instead of deadlocking. A row no longer tracked gives nothing to take.
 * @example const taken = await takeStock(trx, plan)
 */
export async function takeStock(db: Db, plan: readonly PlannedTake[]): Promise<StockAnswer<PlannedTake[]>> {
  const tracked = plan
    .filter((p) => p.from !== undefined)
    .sort((a, b) => rowKey(a.from!).localeCompare(rowKey(b.from!)));
  const short: StockShort = [];
  const untracked = new Set<string>();
  for (const take of tracked) {
    const outcome = await takeUnits(db, take.from!, take.quantity);
    if (outcome === 'untracked') untracked.add(take.key);
    else if (outcome !== 'taken') short.push({ key: take.key, available: outcome.available });
  }
  if (short.length > 0) {
    const order = new Map(plan.map((p, i) => [p.key, i]));
    return { ok: false, short: short.sort((a, b) => order.get(a.key)! - order.get(b.key)!) };
  }
  return {
    ok: true,
    value: plan.map((p) => (untracked.has(p.key) ? { key: p.key, quantity: p.quantity } : p)),
  };
}

/**
 * Puts units back where they were taken from, in the caller's transaction, and appends the catalog event a
 * stock change through the catalog API appends (ProductChanged, or VariantsChanged per product, `stock`
 * changed): webhooks hear of it, and so do the listeners woken by appended events (back-in-stock requests).
 * @example await returnStock(trx, deps, caller, [{ from: { productId, variantId }, quantity: 2 }])
 */
export async function returnStock(
  db: Db,
  deps: Pick<AppDeps, 'clock'>,
  caller: Caller,
  returns: ReadonlyArray<{ from: StockRow; quantity: number }>,
): Promise<void> {
  const sorted = [...returns].sort((a, b) => rowKey(a.from).localeCompare(rowKey(b.from)));
  const products = new Set<string>();
  const variants = new Map<string, Map<string, Record<string, string>>>();
  for (const { from, quantity } of sorted) {
    const returned = await returnUnits(db, from, quantity);
    if (!returned) continue;
    if (!from.variantId) products.add(from.productId);
    else {
      const of = variants.get(from.productId) ?? new Map<string, Record<string, string>>();
      variants.set(from.productId, of.set(from.variantId, returned.choices ?? {}));
    }
  }
  const identity = actorIdentity(caller);
  for (const productId of products) {
    await appendCatalogEvent(db, deps.clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      entityId: productId,
      identity,
      data: { productId, changedFields: ['stock'], originatedFromVersion: V1 },
    });
  }
  for (const [productId, changed] of variants) {
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
