// SQL for coupons and coupon uses. Codes are looked up by lower(code), the unique index.
import type { Coupon, CouponInput } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { numberToDecimalText } from '../../../money/minor-units.js';
import { deleteAdminRow, listAdminRows } from '../admin-tables.repository.js';
import type { CouponRow, NewCouponRow } from '../pricing.table.js';

const json = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? JSON.stringify(ids) : null);

/**
 * The columns an admin's input sets (all of them: a PUT replaces the whole coupon). Codes are kept in upper case,
 * as shoppers see them printed, whatever case the owner typed; they match in any case.
 */
export function couponInputColumns(input: CouponInput) {
  return {
    code: input.code.toUpperCase(),
    name: input.name,
    type: input.type,
    percent_off: input.percentOff === undefined ? null : numberToDecimalText(input.percentOff),
    amount: input.amount ?? null,
    minimum_subtotal: input.minimumSubtotal ?? null,
    product_ids: json(input.productIds),
    collection_ids: json(input.collectionIds),
    start_date: input.startDate === undefined ? null : new Date(input.startDate),
    expiration_date: input.expirationDate === undefined ? null : new Date(input.expirationDate),
    usage_limit: input.usageLimit ?? null,
    limit_per_customer: input.limitPerCustomer ?? null,
    active: input.active ?? true,
  };
}

export function rowToCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    code: row.code,
    name: row.name,
    type: row.type as Coupon['type'],
    ...(row.percent_off === null ? {} : { percentOff: Number(row.percent_off) }),
    ...(row.amount === null ? {} : { amount: row.amount }),
    ...(row.minimum_subtotal === null ? {} : { minimumSubtotal: row.minimum_subtotal }),
    ...(row.product_ids === null ? {} : { productIds: row.product_ids }),
    ...(row.collection_ids === null ? {} : { collectionIds: row.collection_ids }),
    ...(row.start_date === null ? {} : { startDate: row.start_date.toISOString() }),
    ...(row.expiration_date === null ? {} : { expirationDate: row.expiration_date.toISOString() }),
    ...(row.usage_limit === null ? {} : { usageLimit: row.usage_limit }),
    ...(row.limit_per_customer === null ? {} : { limitPerCustomer: row.limit_per_customer }),
    active: row.active,
    timesUsed: row.times_used,
  };
}

export async function insertCoupon(db: Db, row: NewCouponRow): Promise<CouponRow> {
  return db.insertInto('coupons').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateCouponRow(
  db: Db,
  id: string,
  columns: ReturnType<typeof couponInputColumns> & { updated_at: Date },
): Promise<CouponRow | undefined> {
  return db.updateTable('coupons').set(columns).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function findCoupon(db: Db, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

/** The coupon row, locked until the transaction ends so uses are counted one checkout at a time. */
export async function lockCoupon(db: Db, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export const listCoupons = (db: Db, limit: number, offset: number) =>
  listAdminRows(db, 'coupons', limit, offset);

export const deleteCoupon = (db: Db, id: string) => deleteAdminRow(db, 'coupons', id);

/** How many checkouts this buyer has made with the coupon. */
export async function countBuyerUses(db: Db, couponId: string, buyerKey: string): Promise<number> {
  const row = await db
    .selectFrom('coupon_uses')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('coupon_id', '=', couponId)
    .where('buyer_key', '=', buyerKey)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function couponUseExists(db: Db, couponId: string, checkoutId: string): Promise<boolean> {
  const row = await db
    .selectFrom('coupon_uses')
    .select('checkout_id')
    .where('coupon_id', '=', couponId)
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a use and counts it on the coupon; false (and nothing changed) when this checkout was already counted. */
export async function insertCouponUse(
  db: Db,
  use: { couponId: string; checkoutId: string; buyerKey: string | null; usedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('coupon_uses')
    .values({
      coupon_id: use.couponId,
      checkout_id: use.checkoutId,
      buyer_key: use.buyerKey,
      used_at: use.usedAt,
    })
    .onConflict((oc) => oc.columns(['coupon_id', 'checkout_id']).doNothing())
    .returning('coupon_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', use.couponId)
    .execute();
  return true;
}
