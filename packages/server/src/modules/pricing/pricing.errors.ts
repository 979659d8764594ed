// Pricing failures with their application error codes. Coupon refusals carry COUPON_ERROR_CODES.
import type { ApplicationError } from '@cartwright/contracts';
import { AppError } from '../../errors/app-error.js';

export const PRICING_ERROR_CODES = {
  couponNotFound: 'COUPON_NOT_FOUND',
  couponCodeTaken: 'COUPON_CODE_ALREADY_EXISTS',
  discountRuleNotFound: 'DISCOUNT_RULE_NOT_FOUND',
  shippingRegionNotFound: 'SHIPPING_REGION_NOT_FOUND',
  shippingRegionOverlap: 'SHIPPING_REGION_OVERLAP',
  taxRegionNotFound: 'TAX_REGION_NOT_FOUND',
  taxRegionExists: 'TAX_REGION_ALREADY_EXISTS',
} as const;

const shortId = (id: string) => id.slice(0, 100);

/** A coupon refused for a cart (400), with the refusal's own code. */
export const couponRefused = (refusal: ApplicationError) =>
  new AppError(400, refusal.code, refusal.description, refusal.data);

export const couponNotFoundById = (id: string) =>
  new AppError(404, PRICING_ERROR_CODES.couponNotFound, `Coupon ${shortId(id)} not found`, {
    id: shortId(id),
  });

export const couponCodeTaken = (code: string) =>
  new AppError(409, PRICING_ERROR_CODES.couponCodeTaken, `Another coupon already has the code "${code}"`, {
    code,
  });

export const discountRuleNotFound = (id: string) =>
  new AppError(404, PRICING_ERROR_CODES.discountRuleNotFound, `Discount rule ${shortId(id)} not found`, {
    id: shortId(id),
  });

export const shippingRegionNotFound = (id: string) =>
  new AppError(404, PRICING_ERROR_CODES.shippingRegionNotFound, `Shipping region ${shortId(id)} not found`, {
    id: shortId(id),
  });

/** A region may not cover a country or subdivision another region covers. */
export const shippingRegionOverlap = (place: { country: string; subdivision: string; regionId: string }) =>
  new AppError(
    409,
    PRICING_ERROR_CODES.shippingRegionOverlap,
    `${place.subdivision || place.country} is already in shipping region ${place.regionId}`,
    {
      country: place.country,
      ...(place.subdivision ? { subdivision: place.subdivision } : {}),
      regionId: place.regionId,
    },
  );

export const taxRegionNotFound = (id: string) =>
  new AppError(404, PRICING_ERROR_CODES.taxRegionNotFound, `Tax region ${shortId(id)} not found`, {
    id: shortId(id),
  });

export const taxRegionExists = (place: { country: string; subdivision: string; regionId?: string }) =>
  new AppError(
    409,
    PRICING_ERROR_CODES.taxRegionExists,
    `${place.subdivision || place.country} already has a tax region`,
    {
      country: place.country,
      ...(place.subdivision ? { subdivision: place.subdivision } : {}),
      ...(place.regionId ? { regionId: place.regionId } : {}),
    },
  );
