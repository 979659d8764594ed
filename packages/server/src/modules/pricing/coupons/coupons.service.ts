// Coupon administration (`/cartwright/v1/coupons`): codes unique whatever their case, cross-field rules checked.
import { randomUUID } from 'node:crypto';
import type { Coupon, CouponInput, ListCouponsResponse } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { isUniqueViolation, type ListPage, pageMetadata, pageOf } from '../admin-paging.js';
import { checkCouponInput } from '../input-rules.js';
import { couponCodeTaken, couponNotFoundById } from '../pricing.errors.js';
import {
  couponInputColumns,
  deleteCoupon as deleteCouponRow,
  findCoupon,
  insertCoupon,
  listCoupons as listCouponRows,
  rowToCoupon,
  updateCouponRow,
} from './coupons.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function savingCode<T>(code: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw couponCodeTaken(code.toUpperCase());
    throw error;
  }
}

/**
 * Creates a coupon; a code another coupon has (in any case) is 409 COUPON_CODE_ALREADY_EXISTS.
 * @example await createCoupon(deps, { code: 'WELCOME10', name: 'Welcome', type: 'PERCENT_OFF', percentOff: 10 })
 */
export async function createCoupon(deps: Deps, input: CouponInput): Promise<Coupon> {
  checkCouponInput(input);
  const now = deps.clock();
  const row = await savingCode(input.code, () =>
    insertCoupon(deps.db, {
      id: randomUUID(),
      ...couponInputColumns(input),
      created_at: now,
      updated_at: now,
    }),
  );
  return rowToCoupon(row);
}

/** Replaces every field an admin sets (left-out optional fields are cleared); `timesUsed` stays. */
export async function updateCoupon(deps: Deps, id: string, input: CouponInput): Promise<Coupon> {
  checkCouponInput(input);
  const row = await savingCode(input.code, () =>
    updateCouponRow(deps.db, id, { ...couponInputColumns(input), updated_at: deps.clock() }),
  );
  if (!row) throw couponNotFoundById(id);
  return rowToCoupon(row);
}

export async function getCoupon(deps: Deps, id: string): Promise<Coupon> {
  const row = await findCoupon(deps.db, id);
  if (!row) throw couponNotFoundById(id);
  return rowToCoupon(row);
}

/** Oldest first. */
export async function listCoupons(deps: Deps, query: ListPage): Promise<ListCouponsResponse> {
  const { limit, offset } = pageOf(query);
  const { rows, total } = await listCouponRows(deps.db, limit, offset);
  return { coupons: rows.map(rowToCoupon), metadata: pageMetadata(rows.length, offset, total) };
}

/** Deletes the coupon and its use records; carts that name its code see COUPON_NOT_FOUND when priced. */
export async function deleteCoupon(deps: Deps, id: string): Promise<void> {
  if (!(await deleteCouponRow(deps.db, id))) throw couponNotFoundById(id);
}
