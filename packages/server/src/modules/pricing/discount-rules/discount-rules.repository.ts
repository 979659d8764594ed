// SQL for automatic discount rules; a rule's status is computed from its active time and the clock.
import type { DiscountRule, DiscountRuleInput } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { numberToDecimalText } from '../../../money/minor-units.js';
import { deleteAdminRow, listAdminRows } from '../admin-tables.repository.js';
import type { DiscountRuleRow, NewDiscountRuleRow } from '../pricing.table.js';
import { discountRuleStatus } from './discount-rule-status.js';

const json = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? JSON.stringify(ids) : null);
const date = (text: string | undefined) => (text === undefined ? null : new Date(text));

/** The columns an admin's input sets (all of them: a PUT replaces the whole rule). */
export function discountRuleInputColumns(input: DiscountRuleInput) {
  return {
    name: input.name,
    active: input.active ?? true,
    start_at: date(input.activeTimeInfo?.start),
    end_at: date(input.activeTimeInfo?.end),
    discount_type: input.discountType,
    percentage: input.percentage === undefined ? null : numberToDecimalText(input.percentage),
    fixed_amount: input.fixedAmount ?? null,
    fixed_price: input.fixedPrice ?? null,
    scope: input.scope,
    product_ids: json(input.productIds),
    collection_ids: json(input.collectionIds),
    minimum_subtotal: input.conditions?.minimumSubtotal ?? null,
    minimum_quantity: input.conditions?.minimumQuantity ?? null,
  };
}

export function rowToDiscountRule(row: DiscountRuleRow, now: Date): DiscountRule {
  const activeTimeInfo = {
    ...(row.start_at === null ? {} : { start: row.start_at.toISOString() }),
    ...(row.end_at === null ? {} : { end: row.end_at.toISOString() }),
  };
  const conditions = {
    ...(row.minimum_subtotal === null ? {} : { minimumSubtotal: row.minimum_subtotal }),
    ...(row.minimum_quantity === null ? {} : { minimumQuantity: row.minimum_quantity }),
  };
  return {
    id: row.id,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    name: row.name,
    active: row.active,
    ...(Object.keys(activeTimeInfo).length === 0 ? {} : { activeTimeInfo }),
    discountType: row.discount_type as DiscountRule['discountType'],
    ...(row.percentage === null ? {} : { percentage: Number(row.percentage) }),
    ...(row.fixed_amount === null ? {} : { fixedAmount: row.fixed_amount }),
    ...(row.fixed_price === null ? {} : { fixedPrice: row.fixed_price }),
    scope: row.scope as DiscountRule['scope'],
    ...(row.product_ids === null ? {} : { productIds: row.product_ids }),
    ...(row.collection_ids === null ? {} : { collectionIds: row.collection_ids }),
    ...(Object.keys(conditions).length === 0 ? {} : { conditions }),
    status: discountRuleStatus(activeTimeInfo, now),
    revision: String(row.revision),
  };
}

export async function insertDiscountRule(db: Db, row: NewDiscountRuleRow): Promise<DiscountRuleRow> {
  return db.insertInto('discount_rules').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Replaces the rule's fields and moves its revision on. */
export async function updateDiscountRuleRow(
  db: Db,
  id: string,
  columns: ReturnType<typeof discountRuleInputColumns> & { updated_at: Date },
): Promise<DiscountRuleRow | undefined> {
  return db
    .updateTable('discount_rules')
    .set({ ...columns, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function findDiscountRule(db: Db, id: string): Promise<DiscountRuleRow | undefined> {
  return db.selectFrom('discount_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

export const listDiscountRules = (db: Db, limit: number, offset: number) =>
  listAdminRows(db, 'discount_rules', limit, offset);

export const deleteDiscountRule = (db: Db, id: string) => deleteAdminRow(db, 'discount_rules', id);
