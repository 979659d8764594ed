// SQL for stock moves: a tracked quantity taken only while enough is left (never below zero), and put back.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Where a sellable unit's stock lives: the variant row, or the product row of a product without variants. */
export type StockRow = { productId: string; variantId?: string };

/** A row's units to take: the sum of the lines they come from. */
export interface RowTake {
  at: StockRow;
  quantity: number;
}

/** What a take did to each row: taken (a variant with its choices), or not, with what the row holds now. */
export type RowOutcome =
  | { taken: true; choices?: Record<string, string> }
  | { taken: false; tracked: boolean; available: number };

const choicesOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;

/**
 * Takes each row's units when it tracks stock and holds at least that many (never below zero): one statement
 * for the products' own rows, then one for the variants' rows. Each first locks its rows in id order (an
 * uncorrelated `array(… for update)`, evaluated whole before the update), so two orders of the same items
 * wait for each other instead of deadlocking; the update then tests the condition against what a previous
 * holder left. Rows not taken are read again, so the caller can tell short from untracked.
 * @returns each row's outcome, by `${productId}/${variantId ?? ''}`.
 */
export async function takeRows(db: Db, takes: readonly RowTake[]): Promise<Map<string, RowOutcome>> {
  const outcomes = new Map<string, RowOutcome>();
  const products = takes.filter((t) => t.at.variantId === undefined);
  const variants = takes.filter((t) => t.at.variantId !== undefined);
  if (products.length > 0) {
    const ids = products.map((t) => t.at.productId);
    const quantities = products.map((t) => t.quantity);
    const { rows: taken } = await sql<{ id: string }>`
      update products as p set quantity = p.quantity - t.quantity
        from unnest(${ids}::uuid[], ${quantities}::int[]) as t(id, quantity)
       where p.id = t.id
         and p.id = any(array(select id from products where id = any(${ids}::uuid[]) order by id for update))
         and p.track_inventory and p.quantity >= t.quantity
      returning p.id`.execute(db);
    for (const row of taken) outcomes.set(`${row.id}/`, { taken: true });
    const missed = ids.filter((id) => !outcomes.has(`${id}/`));
    if (missed.length > 0) {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'track_inventory as tracked', 'quantity'])
        .where('id', 'in', missed)
        .execute();
      for (const row of rows) {
        outcomes.set(`${row.id}/`, {
          taken: false,
          tracked: row.tracked,
          available: Math.max(0, row.quantity ?? 0),
        });
      }
    }
  }
  if (variants.length > 0) {
    const ids = variants.map((t) => t.at.variantId!);
    const productIds = variants.map((t) => t.at.productId);
    const quantities = variants.map((t) => t.quantity);
    const { rows: taken } = await sql<{ id: string; product_id: string; choices: unknown }>`
      update product_variants as v set quantity = v.quantity - t.quantity
        from unnest(${ids}::uuid[], ${productIds}::uuid[], ${quantities}::int[]) as t(id, product_id, quantity)
       where v.id = t.id and v.product_id = t.product_id
         and v.id = any(array(select id from product_variants where id = any(${ids}::uuid[]) order by id for update))
         and v.track_quantity and v.quantity >= t.quantity
      returning v.id, v.product_id, v.choices`.execute(db);
    for (const row of taken) {
      outcomes.set(`${row.product_id}/${row.id}`, { taken: true, choices: choicesOf(row.choices) });
    }
    const missed = variants.filter((t) => !outcomes.has(`${t.at.productId}/${t.at.variantId}`));
    if (missed.length > 0) {
      const rows = await db
        .selectFrom('product_variants')
        .select(['id', 'product_id', 'track_quantity as tracked', 'quantity'])
        .where(
          'id',
          'in',
          missed.map((t) => t.at.variantId!),
        )
        .execute();
      for (const row of rows) {
        outcomes.set(`${row.product_id}/${row.id}`, {
          taken: false,
          tracked: row.tracked,
          available: Math.max(0, row.quantity ?? 0),
        });
      }
    }
  }
  return outcomes;
}

/**
 * Puts units back on a row that tracks stock (a canceled or refunded order); untracked rows stay as they are.
 * @returns whether the row took them, with a variant's choices (for its VariantsChanged event).
 */
export async function returnUnits(
  db: Db,
  at: StockRow,
  quantity: number,
): Promise<{ choices?: Record<string, string> } | undefined> {
  if (at.variantId) {
    const row = await db
      .updateTable('product_variants')
      .set({ quantity: sql`coalesce(quantity, 0) + ${quantity}` })
      .where('id', '=', at.variantId)
      .where('product_id', '=', at.productId)
      .where('track_quantity', '=', true)
      .returning('choices')
      .executeTakeFirst();
    if (!row) return undefined;
    const choices = typeof row.choices === 'string' ? JSON.parse(row.choices) : row.choices;
    return { choices: choices as Record<string, string> };
  }
  const row = await db
    .updateTable('products')
    .set({ quantity: sql`coalesce(quantity, 0) + ${quantity}` })
    .where('id', '=', at.productId)
    .where('track_inventory', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row ? {} : undefined;
}
