// Coupons (store admin): `/cartwright/v1/coupons`. A cart holds at most one; refusals are COUPON_ERROR_CODES.
import { type Static, Type } from '@sinclair/typebox';
import { amountInput, percentageInput } from '../cart/money.js';
import { COUPON_TYPES } from '../enums/discounts.js';
import { COUPON_CODE_MAX_LENGTH } from '../limits.js';
import { PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { entityMetadata, entityName, idArray, timestampInput } from './fields.js';

export const COUPONS_PATH = '/cartwright/v1/coupons';

const opt = Type.Optional;

export const COUPON_CODE_PATTERN = `^[A-Za-z0-9_-]{1,${COUPON_CODE_MAX_LENGTH}}$`;

/**
 * `percentOff` goes with PERCENT_OFF, `amount` with MONEY_OFF (off the eligible subtotal) and FIXED_PRICE (each
 * eligible unit costs `amount`); FREE_SHIPPING takes neither. Empty `productIds` and `collectionIds` mean every
 * product. Codes are unique, compared case-insensitively.
 */
const couponFields = {
  code: Type.String({ pattern: COUPON_CODE_PATTERN }),
  name: entityName,
  type: literalUnion(COUPON_TYPES),
  percentOff: opt(percentageInput),
  amount: opt(amountInput()),
  minimumSubtotal: opt(amountInput()),
  productIds: opt(idArray),
  collectionIds: opt(idArray),
  startDate: opt(timestampInput),
  expirationDate: opt(timestampInput),
  usageLimit: opt(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  limitPerCustomer: opt(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  active: opt(Type.Boolean({ default: true })),
};

export const CouponSchema = Type.Object({
  ...entityMetadata,
  ...couponFields,
  active: Type.Boolean(),
  timesUsed: Type.Integer({ description: 'checkouts created with this coupon' }),
});
export type Coupon = Static<typeof CouponSchema>;

export const CouponInputSchema = Type.Object(couponFields, { additionalProperties: false });
export type CouponInput = Static<typeof CouponInputSchema>;
/** Create, and `PUT /cartwright/v1/coupons/{id}` (the whole coupon: an optional field left out is cleared). */
export const CouponRequestSchema = Type.Object({ coupon: CouponInputSchema });
export type CouponRequest = Static<typeof CouponRequestSchema>;
export const CouponResponseSchema = Type.Object({ coupon: CouponSchema });
export const ListCouponsResponseSchema = Type.Object({
  coupons: Type.Array(CouponSchema),
  metadata: PagingMetadataSchema,
});
export type ListCouponsResponse = Static<typeof ListCouponsResponseSchema>;
