// Bulk product changes (W18 set, W19 adjust): each id is its own transaction with its own event, so
// one bad id fails that item only; results keep the request's order and indexes.
import type {
  AdjustValue,
  ApplicationError,
  BulkAdjustProductPropertiesRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
} from '@cartwright/contracts';
import { MAX_AMOUNT } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import { AppError } from '../../../errors/app-error.js';
import { centsToDecimal, percentOf, toCents } from '../../../money/money.js';
import { actorIdentity, appendCatalogEvent } from '../../events/index.js';
import { productNotFound } from '../products.errors.js';
import { findProductRow, updateProductRow } from '../products.repository.js';
import type { ProductDeps } from '../products.service.js';
import type { ProductRow, ProductRowUpdate } from '../products.table.js';

type Change = (row: ProductRow) => { columns: ProductRowUpdate; field: string };

const FIELD_OF = {
  price: 'priceData',
  cost: 'costAndProfitData',
  weight: 'weight',
  ribbon: 'ribbon',
  brand: 'brand',
} as const;

export const negativeAdjustment = (field: string) =>
  new AppError(400, 'INVALID_ADJUSTMENT', `The adjustment would make ${field} negative`, { field });

/** The columns hold at most MAX_AMOUNT (numeric(14, 2)): past it PostgreSQL refuses the write. */
const oversizeAdjustment = (field: string) =>
  new AppError(400, 'INVALID_ADJUSTMENT', `The adjustment would make ${field} greater than ${MAX_AMOUNT}`, {
    field,
    maximum: MAX_AMOUNT,
  });
const MAX_AMOUNT_CENTS = Math.round(MAX_AMOUNT * 100);

async function applyEach(
  deps: ProductDeps,
  caller: Caller,
  ids: string[],
  change: Change,
): Promise<BulkProductsResponse> {
  const results: BulkProductsResponse['results'] = [];
  for (const [originalIndex, id] of ids.entries()) {
    try {
      await deps.db.transaction().execute(async (trx) => {
        const row = await findProductRow(trx, id, true);
        if (!row) throw productNotFound(id);
        const { columns, field } = change(row);
        await updateProductRow(trx, id, { ...columns, updated_at: deps.clock() });
        await appendCatalogEvent(trx, deps.clock, {
          eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
          entityId: id,
          identity: actorIdentity(caller),
          data: { productId: id, changedFields: [field], originatedFromVersion: 'V1_CATALOG' },
        });
      });
      results.push({ itemMetadata: { id, originalIndex, success: true } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const itemError: ApplicationError = {
        code: error.code,
        description: error.description,
        ...(error.data ? { data: error.data } : {}),
      };
      results.push({ itemMetadata: { id, originalIndex, success: false, error: itemError } });
    }
  }
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  };
}

/**
 * W18: sets one of price, cost, weight, ribbon or brand on every listed product.
 * @example await bulkUpdateProducts(deps, caller, { ids: [a, b], set: { ribbon: 'Sale' } })
 */
export function bulkUpdateProducts(deps: ProductDeps, caller: Caller, request: BulkUpdateProductsRequest) {
  const [key, value] = Object.entries(request.set)[0] as [keyof typeof FIELD_OF, number | string];
  const columns: ProductRowUpdate =
    key === 'price' || key === 'cost'
      ? { [key]: centsToDecimal(toCents(value as number)) }
      : key === 'weight'
        ? { weight: String(value) }
        : { [key]: value as string };
  return applyEach(deps, caller, request.ids, () => ({ columns, field: FIELD_OF[key] }));
}

function adjustCents(cents: number, adjust: AdjustValue): number {
  const next =
    adjust.amount !== undefined
      ? cents + toCents(adjust.amount)
      : cents + percentOf(cents, toCents(adjust.percentage!.rate));
  return adjust.percentage?.roundToInt ? Math.round(next / 100) * 100 : next;
}

function adjustWeight(weight: number, adjust: AdjustValue): number {
  const next =
    adjust.amount !== undefined ? weight + adjust.amount : weight * (1 + adjust.percentage!.rate / 100);
  // Six decimals: enough for any scale, and no 0.30000000000000004 in the database.
  return adjust.percentage?.roundToInt ? Math.round(next) : Number(next.toFixed(6));
}

/**
 * W19: changes price, cost or weight of every listed product by an amount or a percentage;
 * an item whose value would go below zero fails and stays as it was.
 * @example await bulkAdjustProductProperty(deps, caller, { ids, adjust: { price: { percentage: { rate: -10 } } } })
 */
export function bulkAdjustProductProperty(
  deps: ProductDeps,
  caller: Caller,
  request: BulkAdjustProductPropertiesRequest,
) {
  const [key, adjust] = Object.entries(request.adjust)[0] as ['price' | 'cost' | 'weight', AdjustValue];
  return applyEach(deps, caller, request.ids, (row) => {
    if (key === 'weight') {
      const weight = adjustWeight(Number(row.weight ?? 0), adjust);
      if (weight < 0) throw negativeAdjustment('weight');
      if (weight > MAX_AMOUNT) throw oversizeAdjustment('weight');
      return { columns: { weight: String(weight) }, field: FIELD_OF.weight };
    }
    // A product without a cost keeps none: changing nothing by 10% is not a cost of 0.
    if (key === 'cost' && row.cost === null) return { columns: { cost: null }, field: FIELD_OF.cost };
    const cents = adjustCents(toCents(row[key] ?? '0'), adjust);
    if (cents < 0) throw negativeAdjustment(key);
    if (cents > MAX_AMOUNT_CENTS) throw oversizeAdjustment(key);
    return { columns: { [key]: centsToDecimal(cents) }, field: FIELD_OF[key] };
  });
}
