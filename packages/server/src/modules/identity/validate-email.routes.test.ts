// POST /_api/iam/authentication/v2/validate-email: format, taken in any case, and the per-address limit.
import type { ValidateEmailResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { newAddress, newEmail, post, register, state } from './test-support/sign-in-kit.js';
import { ADDRESS_LIMITS } from './throttle/login-throttle.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = (email: unknown, address?: string) =>
  post(t, '/_api/iam/authentication/v2/validate-email', { email }, { address });
const answerOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as ValidateEmailResponse;
};

describe('validate-email', () => {
  it('answers valid for a free address, ALREADY_REGISTERED for a taken one in any case', async () => {
    const email = newEmail();
    expect(await answerOf(await validate(email))).toEqual({ valid: true });
    await state(await register(t, email));
    expect(await answerOf(await validate(email.toUpperCase()))).toEqual({
      valid: false,
      failure: { reason: 'ALREADY_REGISTERED' },
    });
  });

  it.each(['plain', 'a@b', '', 'x y@shop.example'])('answers formatInvalid for %j', async (email) => {
    expect(await answerOf(await validate(email))).toEqual({
      valid: false,
      formatInvalid: true,
      failure: { reason: 'FORMAT_INVALID' },
    });
  });

  it('refuses a body without a string e-mail', async () => {
    expect(await violations(await validate(42))).toEqual([['email', 'VALIDATION']]);
  });

  it(`answers 429 after ${ADDRESS_LIMITS['validate-email']} checks from one address`, async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_LIMITS['validate-email']; i++) {
      expect((await validate(newEmail(), address)).status).toBe(200);
    }
    const refused = await validate(newEmail(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
