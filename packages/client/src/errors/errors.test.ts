import { describe, expect, expectTypeOf, it } from 'vitest';
import { constantCase } from './error-from-response.js';
import {
  ApiError,
  AuthError,
  type KnownStoreError,
  NetworkError,
  StoreError,
  TimeoutError,
  ValidationError,
} from './errors.js';
import {
  isApiError,
  isAuthError,
  isNetworkError,
  isStoreError,
  isTimeoutError,
  isValidationError,
} from './guards.js';
import { redactSecrets } from './redact.js';

describe('error classes', () => {
  it('carry a stable code and name and work with instanceof', () => {
    const validation = new ValidationError({ status: 400 }, [
      { field: 'b', description: 'B', violatedRule: 'REQUIRED_FIELD' },
      { field: 'a', description: 'A', violatedRule: 'MAX' },
    ]);
    expect(validation).toBeInstanceOf(ApiError);
    expect(validation).toBeInstanceOf(StoreError);
    expect(validation.name).toBe('ValidationError');
    expect(validation.description).toBe('"a" A, "b" B');
    expect(new TimeoutError(5).message).toBe('Request timed out after 5 ms');
    expect(new NetworkError({ requestId: 'x' }).message).toBe('System error occurred, request-id: x');
  });

  it("uses the spec's auth messages", () => {
    expect(new AuthError('INVALID_STATE').message).toBe('Invalid _state');
    expect(new AuthError('MISSING_CODE_OR_STATE').message).toBe('Missing code or _state');
    expect(new AuthError('OAUTH_FLOW_TIMED_OUT').message).toBe('OAuth flow timed out');
    expect(new AuthError('TOKEN_REQUEST_FAILED').message).toBe('something went wrong');
    expect(new AuthError('MEMBER_TOKENS_FAILED').message).toBe('Failed to get member tokens');
  });

  it('lets switch (error.code) narrow to the error class', () => {
    const describeError = (error: KnownStoreError<'OWNED_CART_NOT_FOUND'>) => {
      switch (error.code) {
        case 'INVALID_ARGUMENT':
          expectTypeOf(error).toEqualTypeOf<ValidationError>();
          return error.violations.length;
        case 'TIMEOUT':
          expectTypeOf(error).toEqualTypeOf<TimeoutError>();
          return error.timeoutMs;
        case 'OWNED_CART_NOT_FOUND':
          expectTypeOf(error).toEqualTypeOf<ApiError<'OWNED_CART_NOT_FOUND'>>();
          return error.status;
        default:
          return error.message;
      }
    };
    expect(describeError(new TimeoutError(7))).toBe(7);
  });
});

describe('guards', () => {
  it('recognise errors by class and, across realms, by name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ValidationError', code: 'INVALID_ARGUMENT' });
    expect(isValidationError(foreign)).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isStoreError(foreign)).toBe(true);
    expect(isNetworkError(foreign)).toBe(false);
    expect(isTimeoutError(new TimeoutError(1))).toBe(true);
    expect(isAuthError(new AuthError('INVALID_STATE'))).toBe(true);
    expect(isApiError(new AuthError('INVALID_STATE'))).toBe(false);
    expect(isStoreError(new Error('plain'))).toBe(false);
    expect(isStoreError(null)).toBe(false);
    expect(isStoreError('ApiError')).toBe(false);
  });
});

describe('redactSecrets', () => {
  it('replaces secret values at any depth, in any key case, without touching the input', () => {
    const input = {
      email: 'a@b.c',
      Password: 'p',
      headers: { Authorization: 'tok' },
      list: [{ codeVerifier: 'v', stateToken: 's', apiKey: 'k', couponCode: 'SALE' }],
      when: new Date(0),
    };
    expect(redactSecrets([input])).toEqual([
      {
        email: 'a@b.c',
        Password: '[redacted]',
        headers: { Authorization: '[redacted]' },
        list: [
          { codeVerifier: '[redacted]', stateToken: '[redacted]', apiKey: '[redacted]', couponCode: 'SALE' },
        ],
        when: new Date(0),
      },
    ]);
    expect(input.Password).toBe('p');
  });

  it('copies shared references and cuts cycles', () => {
    const shared = { token: 't' };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({
      a: { token: '[redacted]' },
      b: { token: '[redacted]' },
      self: '[circular]',
    });
  });

  it('copies a __proto__ key as a key: the copy keeps Object.prototype', () => {
    const copy = redactSecrets(JSON.parse('{"__proto__":{"token":"t","x":1}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ token: '[redacted]', x: 1 });
  });
});

describe('constantCase', () => {
  it('turns status texts into codes', () => {
    expect(constantCase('Not Found')).toBe('NOT_FOUND');
    expect(constantCase("I'm a Teapot")).toBe('I_M_A_TEAPOT');
  });
});
