// SQL for stock moves: a tracked quantity taken only while enough is left (never below zero), and put back.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Where a sellable unit's stock lives: the variant row, or the product row of a product without variants. */
export type StockRow = { productId: string; variantId?: string };

/**
 * Takes `quantity` units when the row tracks stock and holds at least that many. Concurrent takes wait on the
 * row lock and test the condition again against what the first one left.
 * @returns 'taken', 'untracked' (nothing to take), or the units left when short.
 */
export async function takeUnits(
  db: Db,
  at: StockRow,
  quantity: number,
): Promise<'taken' | 'untracked' | { available: number }> {
  const taken = at.variantId
    ? await db
        .updateTable('product_variants')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
        .where('id', '=', at.variantId)
        .where('product_id', '=', at.productId)
        .where('track_quantity', '=', true)
        .where('quantity', '>=', quantity)
        .returning('quantity')
        .executeTakeFirst()
    : await db
        .updateTable('products')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
        .where('id', '=', at.productId)
        .where('track_inventory', '=', true)
        .where('quantity', '>=', quantity)
        .returning('quantity')
        .executeTakeFirst();
  if (taken) return 'taken';
  const row = at.variantId
    ? await db
        .selectFrom('product_variants')
        .select(['track_quantity as tracked', 'quantity'])
        .where('id', '=', at.variantId)
        .where('product_id', '=', at.productId)
        .executeTakeFirst()
    : await db
        .selectFrom('products')
        .select(['track_inventory as tracked', 'quantity'])
        .where('id', '=', at.productId)
        .executeTakeFirst();
  if (!row) return { available: 0 };
  return row.tracked ? { available: Math.max(0, row.quantity ?? 0) } : 'untracked';
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
