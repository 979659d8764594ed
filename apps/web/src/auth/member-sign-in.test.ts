// Tests of how the store's sign-in answers and refusals become the step a page shows.
import { ApiError, NetworkError, ValidationError } from '@cartwright/client';
import { expect, it } from 'vitest';
import { stepFromError, stepFromResponse, withCaptcha } from './member-sign-in.js';

const refused = (status: number, code: string, data?: Record<string, unknown>) =>
  new ApiError({ status, code, message: code, description: code, ...(data ? { data } : {}) });

it('reads success with the identity, verification with its state token, and owner approval', () => {
  const identity = {
    email: { address: 'ada@example.com', isVerified: true },
    identityProfile: { firstName: 'Ada', lastName: 'Lovelace' },
  } as never;
  expect(stepFromResponse({ state: 'SUCCESS', sessionToken: 'st', identity })).toEqual({
    state: 'SUCCESS',
    sessionToken: 'st',
    profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(stepFromResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state' })).toEqual({
    state: 'EMAIL_VERIFICATION_REQUIRED',
    stateToken: 'state',
  });
  expect(stepFromResponse({ state: 'REQUIRE_OWNER_APPROVAL' })).toEqual({ state: 'OWNER_APPROVAL_REQUIRED' });
});

it('reads a second step with its state token and the factor types it offers', () => {
  const additionalData = {
    factorTypes: { listValue: { value: [{ strValue: 'TOTP' }, { strValue: 'SMS' }, { strValue: 'EMAIL' }] } },
  };
  expect(stepFromResponse({ state: 'REQUIRE_MFA', stateToken: 'mfa', additionalData })).toEqual({
    state: 'MFA_REQUIRED',
    stateToken: 'mfa',
    factorTypes: ['TOTP', 'EMAIL'],
  });
  // Without a state token or a factor the page can ask for, there is nothing to do.
  expect(stepFromResponse({ state: 'REQUIRE_MFA', additionalData })).toMatchObject({ state: 'FAILURE' });
  expect(stepFromResponse({ state: 'REQUIRE_MFA', stateToken: 'mfa', additionalData: {} })).toMatchObject({
    state: 'FAILURE',
  });
});

it('treats an answer it cannot act on as a failure, not a sign-in', () => {
  expect(stepFromResponse({ state: 'SUCCESS' })).toMatchObject({ state: 'FAILURE', problem: 'unknown' });
  expect(stepFromResponse({ state: 'REQUIRE_EMAIL_VERIFICATION' })).toMatchObject({ state: 'FAILURE' });
  expect(stepFromResponse({ state: 'STATUS_CHECK' })).toMatchObject({ state: 'FAILURE', problem: 'unknown' });
});

it('names each refusal of the spec and the store', () => {
  const cases: [ApiError, string][] = [
    [refused(409, '-19995'), 'emailAlreadyExists'],
    [refused(401, '-19976'), 'invalidPassword'],
    [refused(403, '-19973'), 'resetPassword'],
    [refused(401, 'INVALID_EMAIL'), 'invalidEmail'],
    [refused(403, 'MEMBER_BLOCKED'), 'memberBlocked'],
    [refused(400, 'BAD_CODE', { triesLeft: 3 }), 'badCode'],
    [refused(400, 'BAD_CODE', { triesLeft: 0 }), 'codeExpired'],
    [refused(404, 'NOT_FOUND'), 'codeExpired'],
  ];
  for (const [error, problem] of cases)
    expect(stepFromError(error, 'unknown'), error.code).toMatchObject({ problem });
});

it('keeps the wait of a throttled attempt and falls back to the call’s own meaning for other codes', () => {
  expect(stepFromError(refused(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 42 }), 'unknown')).toEqual({
    state: 'FAILURE',
    problem: 'throttled',
    retryAfterSeconds: 42,
  });
  // Spec §8: any other login code means the e-mail is not known.
  expect(stepFromError(refused(400, 'SOMETHING_ELSE'), 'invalidEmail')).toMatchObject({
    problem: 'invalidEmail',
  });
});

it('reads an e-mail violation as an invalid e-mail and a password one as too short', () => {
  const violation = (field: string) =>
    new ValidationError({ status: 400 }, [{ field, description: 'bad', violatedRule: 'FORMAT' } as never]);
  expect(stepFromError(violation('loginId.email'), 'unknown')).toMatchObject({ problem: 'invalidEmail' });
  expect(stepFromError(violation('password'), 'unknown')).toMatchObject({ problem: 'passwordTooShort' });
});

it('throws on what is no refusal (the network, the server failing)', () => {
  const failure = new NetworkError({ status: 503 });
  expect(() => stepFromError(failure, 'unknown')).toThrow(failure);
});

it('solves a captcha and tries once more only when the store asks for one', async () => {
  const calls: unknown[] = [];
  const solve = async () => [{ Recaptcha: 'challenge:42' }];
  const answering =
    (...steps: Parameters<typeof stepFromResponse>[0][]) =>
    async (tokens?: unknown) => {
      calls.push(tokens);
      return stepFromResponse(steps[calls.length - 1]!);
    };
  const success = { state: 'SUCCESS', sessionToken: 'st' } as const;
  expect(await withCaptcha(answering(success), solve)).toMatchObject({ state: 'SUCCESS' });
  expect(calls).toEqual([undefined]);

  calls.length = 0;
  const asking = async (tokens?: unknown) => {
    calls.push(tokens);
    return calls.length === 1 ? stepFromError(refused(400, '-19971'), 'unknown') : stepFromResponse(success);
  };
  expect(await withCaptcha(asking, solve)).toMatchObject({ state: 'SUCCESS' });
  expect(calls).toEqual([undefined, [{ Recaptcha: 'challenge:42' }]]);

  calls.length = 0;
  const wrongPassword = async (tokens?: unknown) => {
    calls.push(tokens);
    return stepFromError(refused(400, '-19976'), 'invalidEmail');
  };
  expect(await withCaptcha(wrongPassword, solve)).toMatchObject({ problem: 'invalidPassword' });
  expect(calls).toEqual([undefined]);
});
