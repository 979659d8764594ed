// The server's refusals of a pricing save as the form shows them.
import { ApiError, ValidationError } from '@cartwright/client';

import { describe, expect, it } from 'vitest';
import { COUPON_ERRORS } from './coupons/coupon-draft.js';
import { pricingFormErrors } from './pricing-errors.js';
import { SHIPPING_REGION_ERRORS } from './shipping/shipping-region-errors.js';
import { TAX_REGION_ERRORS } from './tax/tax-region-draft.js';

const invalid = (...violations: [string, string, ValidationError['violations'][number]['violatedRule']][]) =>
  new ValidationError(
    { status: 400 },
    violations.map(([field, description, violatedRule]) => ({ field, description, violatedRule })),
  );

describe('pricingFormErrors', () => {
  it('puts a coupon violation next to its field, with the pattern told in words', () => {
    const error = invalid(
      ['coupon.percentOff', 'must be at most 100', 'MAX'],
      ['coupon.code', 'must match ^[A-Za-z0-9_-]{1,50}$', 'FORMAT'],
      ['coupon.productIds[2]', 'must be at least 1 characters long', 'MIN_LENGTH'],
    );
    expect(pricingFormErrors(error, COUPON_ERRORS)).toEqual({
      fields: {
        percentOff: 'must be at most 100',
        code: 'Use 1 to 50 letters, digits, hyphens or underscores, with no spaces.',
        productIds: 'must be at least 1 characters long',
      },
    });
  });

  it('lands nested shipping paths on the right option and rate rule row', () => {
    const error = invalid(
      ['shippingRegion.options[0].rateRules[1].value', 'must match ^\\d{1,12}(\\.\\d{1,4})?$', 'FORMAT'],
      ['shippingRegion.options[1].rate', 'is required', 'REQUIRED_FIELD'],
      ['shippingRegion.options[0].code', '"standard" is used by another option', 'VALIDATION'],
      ['shippingRegion.destinations[0].subdivisions[1]', 'is not in US', 'VALIDATION'],
      ['shippingRegion.options[2].deliveryTimeSlot.to', 'must be later than the start', 'VALIDATION'],
      ['shippingRegion.options[0].pickup.address.country', 'must match ^[A-Z]{2}$', 'FORMAT'],
    );
    expect(pricingFormErrors(error, SHIPPING_REGION_ERRORS)).toEqual({
      fields: {
        'options[0].rateRules[1].value':
          'Enter an amount such as 12.50: up to 12 digits, then up to 4 after the point.',
        'options[1].rate': 'is required',
        'options[0].code': '"standard" is used by another option',
        'destinations[0].subdivisions': 'is not in US',
        'options[2].deliveryTimeSlot.to': 'must be later than the start',
        'options[0].pickup.address.country': 'Use the two-letter country code, such as US or DE.',
      },
    });
  });

  it("keeps an option's own rate apart from its rules' rates", () => {
    const error = invalid(['shippingRegion.options[0].rateRules[0].rate', 'is required', 'REQUIRED_FIELD']);
    expect(pricingFormErrors(error, SHIPPING_REGION_ERRORS).fields).toEqual({
      'options[0].rateRules[0].rate': 'is required',
    });
  });

  it('sums up violations of fields the form does not show', () => {
    const error = invalid([
      'shippingRegion.options[0].pickup.address.geocode.latitude',
      'must be at most 90',
      'MAX',
    ]);
    expect(pricingFormErrors(error, SHIPPING_REGION_ERRORS)).toEqual({
      fields: {},
      summary: 'Please check: options[0].pickup.address.geocode.latitude: must be at most 90.',
    });
  });

  it('puts conflicts next to the field they are about, and other failures in the summary', () => {
    const taken = new ApiError({
      status: 409,
      code: 'COUPON_CODE_ALREADY_EXISTS',
      message: '',
      description: 'Another coupon already has the code "SPRING15"',
      data: { code: 'SPRING15' },
    });
    expect(pricingFormErrors(taken, COUPON_ERRORS)).toEqual({
      fields: { code: 'Another coupon already has the code "SPRING15"' },
    });
    const twice = new ApiError({
      status: 409,
      code: 'TAX_REGION_ALREADY_EXISTS',
      message: '',
      description: 'US-CA already has a tax region',
      data: { country: 'US', subdivision: 'US-CA' },
    });
    expect(pricingFormErrors(twice, TAX_REGION_ERRORS).fields).toEqual({
      subdivision: 'US-CA already has a tax region',
    });
    const countryTwice = new ApiError({
      status: 409,
      code: 'TAX_REGION_ALREADY_EXISTS',
      message: '',
      description: 'DE already has a tax region',
      data: { country: 'DE' },
    });
    expect(pricingFormErrors(countryTwice, TAX_REGION_ERRORS).fields).toEqual({
      country: 'DE already has a tax region',
    });
    const gone = new ApiError({
      status: 404,
      code: 'COUPON_NOT_FOUND',
      message: '',
      description: 'Coupon x not found',
    });
    expect(pricingFormErrors(gone, COUPON_ERRORS)).toEqual({ fields: {}, summary: 'Coupon x not found' });
  });
});
