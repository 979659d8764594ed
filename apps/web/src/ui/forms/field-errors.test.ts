// formErrors: server violations land on the form's fields, everything else in the summary.
import { ApiError, NetworkError, ValidationError } from '@cartwright/client';
import { describe, expect, it } from 'vitest';
import { DraftInvalid, describeError, formErrors } from './field-errors.js';

const invalid = (...fields: [string, string][]) =>
  new ValidationError(
    { status: 400 },
    fields.map(([field, description]) => ({ field, description, violatedRule: 'VALIDATION' as const })),
  );

describe('formErrors', () => {
  it('puts violations on the shown fields without the request wrapper, first message per field', () => {
    const error = invalid(
      ['product.name', 'must be at least 1 characters long'],
      ['product.priceData.price', 'must be at most 1000000000000'],
      ['product.name', 'second message'],
    );
    expect(formErrors(error, ['name', 'priceData.price'])).toEqual({
      fields: {
        name: 'must be at least 1 characters long',
        'priceData.price': 'must be at most 1000000000000',
      },
    });
  });

  it('maps pattern matches to the control they name, and lists fields the form lacks in the summary', () => {
    const error = invalid(
      ['product.productOptions[1].choices[0].value', 'is required'],
      ['collection.slug', 'must match the slug pattern'],
    );
    expect(formErrors(error, [/^productOptions\[\d+\]\.(name|choices)/])).toEqual({
      fields: { 'productOptions[1].choices': 'is required' },
      summary: 'Please check: slug: must match the slug pattern.',
    });
  });

  it('summarises other failures in one sentence, and nothing for no error', () => {
    expect(formErrors(undefined)).toEqual({ fields: {} });
    const conflict = new ApiError({
      status: 409,
      code: 'DUPLICATE_SLUG',
      message: 'm',
      description: 'Slug taken',
    });
    expect(formErrors(conflict)).toEqual({ fields: {}, summary: 'Slug taken' });
    expect(
      describeError(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: '', description: '' })),
    ).toBe('Your admin session has ended. Please sign in again.');
    expect(
      describeError(new ApiError({ status: 403, code: 'PERMISSION_DENIED', message: '', description: '' })),
    ).toBe('Your account may not do this.');
    expect(describeError(new NetworkError())).toBe('System error occurred');
  });

  it('gives the request id of a server failure, so that an admin can quote it', () => {
    const refused = new ApiError({
      status: 409,
      code: 'COUPON_CODE_ALREADY_EXISTS',
      message: 'm',
      description: 'Another coupon has that code',
      requestId: 'req-7',
    });
    expect(describeError(refused)).toBe('Another coupon has that code (request id req-7)');
    expect(describeError(new NetworkError({ status: 500, requestId: 'req-8' }))).toBe(
      'System error occurred (request id req-8)',
    );
    const invalid = new ValidationError({ status: 400, requestId: 'req-9' }, [
      { field: 'coupon.code', description: 'is taken', violatedRule: 'VALIDATION' },
      { field: 'coupon.rank', description: 'is too high', violatedRule: 'VALIDATION' },
    ]);
    expect(formErrors(invalid, ['code'])).toEqual({
      fields: { code: 'is taken' },
      summary: 'Please check: rank: is too high. (request id req-9)',
    });
    expect(formErrors(invalid, ['code', 'rank']).summary).toBe(
      'The store refused the marked fields. (request id req-9)',
    );
  });

  it('shows a draft the form would not send like a refused one, without a request id', () => {
    expect(formErrors(new DraftInvalid({ name: 'Enter a name.' }), ['name'])).toEqual({
      fields: { name: 'Enter a name.' },
      summary: 'Please correct the marked fields.',
    });
  });
});
