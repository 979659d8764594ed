// Stock moves for orders: placing one takes what it sells from tracked stock, all or nothing; canceling or
// refunding with restock puts it back.
import type { Db } from '../../../db/database.js';
import { type CatalogItemReference, findCatalogItems } from '../catalog/catalog-items.js';
import { DEFAULT_VARIANT_ID } from '../snapshot/computed-fields.js';
import { returnUnits, type StockRow, takeUnits } from './stock.repository.js';

export interface StockTake {
  /** The caller's name for the line (an order line id). */
  key: string;
  ref: CatalogItemReference;
  quantity: number;
}

export interface StockTaken {
  key: string;
  /** The row the units came from; absent when the item does not track stock. */
  from?: StockRow;
}

export type TakeStockResult =
  | { ok: true; taken: StockTaken[] }
  | { ok: false; short: Array<{ key: string; available: number }> };

/**
 * Takes every line's units from stock in the caller's transaction, or reports each line short of stock (a
 * product or variant that is gone or hidden has none left). On `ok: false` the caller rolls back: lines taken
 * before the short one stay taken inside the transaction. Rows are taken in one fixed order, so two orders
 * sharing items wait for each other instead of deadlocking.
 * @example const result = await takeStock(trx, [{ key: line.id, ref: { productId, variantId }, quantity: 2 }])
 */
export async function takeStock(db: Db, takes: readonly StockTake[]): Promise<TakeStockResult> {
  const { lookups } = await findCatalogItems(
    db,
    takes.map((t) => t.ref),
  );
  const planned = takes.map((take, i) => {
    const lookup = lookups[i]!;
    if (!lookup.found || !lookup.item.productVisible || !lookup.item.variantVisible) {
      return { take, row: undefined };
    }
    const { productId, variantId } = lookup.item;
    const row: StockRow = variantId === DEFAULT_VARIANT_ID ? { productId } : { productId, variantId };
    return { take, row };
  });
  const short: Array<{ key: string; available: number }> = [];
  const taken: StockTaken[] = [];
  const rowKey = (row: StockRow) => `${row.productId}/${row.variantId ?? ''}`;
  const ordered = [...planned].sort((a, b) =>
    a.row && b.row ? rowKey(a.row).localeCompare(rowKey(b.row)) : a.row ? 1 : -1,
  );
  for (const { take, row } of ordered) {
    if (!row) {
      short.push({ key: take.key, available: 0 });
      continue;
    }
    const outcome = await takeUnits(db, row, take.quantity);
    if (outcome === 'taken') taken.push({ key: take.key, from: row });
    else if (outcome === 'untracked') taken.push({ key: take.key });
    else short.push({ key: take.key, available: outcome.available });
  }
  if (short.length > 0) {
    const order = new Map(takes.map((t, i) => [t.key, i]));
    return { ok: false, short: short.sort((a, b) => order.get(a.key)! - order.get(b.key)!) };
  }
  return { ok: true, taken };
}

/**
 * Puts units back where they were taken from, in the caller's transaction.
 * @example await returnStock(trx, [{ from: { productId, variantId }, quantity: 2 }])
 */
export async function returnStock(
  db: Db,
  returns: ReadonlyArray<{ from: StockRow; quantity: number }>,
): Promise<void> {
  const sorted = [...returns].sort((a, b) =>
    `${a.from.productId}/${a.from.variantId ?? ''}`.localeCompare(
      `${b.from.productId}/${b.from.variantId ?? ''}`,
    ),
  );
  for (const { from, quantity } of sorted) await returnUnits(db, from, quantity);
}
