// Tests of how a refused recovery link is sorted: wrong, expired, already ordered (with the buyer's order), a
// member's checkout, and anything else left to the error view.
import { ApiError, NetworkError } from '@cartwright/client';
import { expect, it } from 'vitest';
import { recoveryRefusal } from './recovery-refusal.js';

const refusal = (status: number, code: string, data?: Record<string, unknown>) =>
  new ApiError({ status, code, message: code, description: code, ...(data ? { data } : {}) });

it('sorts each recovery code to its screen', () => {
  expect(recoveryRefusal(refusal(404, 'CHECKOUT_RECOVERY_LINK_INVALID'))).toEqual({ kind: 'link-invalid' });
  expect(recoveryRefusal(refusal(410, 'CHECKOUT_RECOVERY_LINK_EXPIRED'))).toEqual({ kind: 'link-expired' });
  expect(recoveryRefusal(refusal(403, 'CHECKOUT_RECOVERY_SIGN_IN_REQUIRED'))).toEqual({ kind: 'sign-in' });
  expect(recoveryRefusal(refusal(409, 'CHECKOUT_RECOVERY_ORDER_PLACED', { orderId: 'o-1' }))).toEqual({
    kind: 'order-placed',
    orderId: 'o-1',
  });
  expect(recoveryRefusal(refusal(409, 'CHECKOUT_RECOVERY_ORDER_PLACED', {}))).toEqual({
    kind: 'order-placed',
  });
  expect(recoveryRefusal(refusal(409, 'CHECKOUT_RECOVERY_ORDER_PLACED', { orderId: 7 }))).toEqual({
    kind: 'order-placed',
  });
});

it('leaves other failures to the error view', () => {
  const other = refusal(400, 'INVALID_ARGUMENT');
  expect(recoveryRefusal(other)).toEqual({ kind: 'other', error: other });
  const offline = new NetworkError({ cause: new TypeError('offline') });
  expect(recoveryRefusal(offline)).toEqual({ kind: 'other', error: offline });
});
