// Type guards for the application errors of the cart calls, so callers can branch on them.
import type { CartErrorCode, CouponErrorCode } from '@cartwright/contracts';
import { COUPON_ERROR_CODES } from '@cartwright/contracts/enums';
import type { ApiError, KnownStoreError } from '../errors/errors.js';
import { isApiError } from '../errors/guards.js';

/** Every error a cart call can throw; `switch (error.code)` narrows it to the cart and coupon codes. */
export type CartCallError = KnownStoreError<CartErrorCode | CouponErrorCode>;

/** The caller has no cart yet (wire §1.1 C1): what `getCurrentCart` throws before the first add. */
export type OwnedCartNotFoundError = ApiError<'OWNED_CART_NOT_FOUND'>;

/**
 * True when the caller has no current cart, which a store front shows as an empty cart.
 * @example
 * const cart = await getCurrentCart(client).catch((error) => (isOwnedCartNotFoundError(error) ? undefined : Promise.reject(error)));
 */
export function isOwnedCartNotFoundError(error: unknown): error is OwnedCartNotFoundError {
  return isApiError(error) && error.code === 'OWNED_CART_NOT_FOUND';
}

const couponCodes: readonly string[] = COUPON_ERROR_CODES;

/**
 * True when a coupon code was refused; `error.code` says why (`COUPON_EXPIRED`, `COUPON_NOT_FOUND`, …).
 * @example
 * if (isCouponError(error)) showCouponMessage(error.code);
 */
export function isCouponError(error: unknown): error is ApiError<CouponErrorCode> {
  return isApiError(error) && couponCodes.includes(error.code);
}
