// Sign-up, sign-in and e-mail verification calls of the sign-in pages, each answering the step to show next.
// They use the client's one-to-one calls rather than its login states: the pages tell apart what the spec's
// states merge (a blocked member, a throttled attempt and its wait, a code tried too often).
import { isApiError, isValidationError, type StoreClient } from '@cartwright/client';
import { authentication, verification } from '@cartwright/client/sign-in';
import {
  type CaptchaToken,
  type EnrollableFactorType,
  type Identity,
  offeredFactorTypes,
  type StateMachineResponse,
} from '@cartwright/contracts';
import { type AuthProblem, type AuthStep, failed } from './auth-step.js';
import type { MemberProfile } from './member-profile.js';

/** The e-mail and name an answer's identity carries. */
function profileOf(identity: Identity | undefined): MemberProfile | undefined {
  if (!identity?.email?.address) return undefined;
  const { firstName, lastName } = identity.identityProfile ?? {};
  return {
    email: identity.email.address,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
}

const CODE_PROBLEMS: Record<string, AuthProblem> = {
  '-19995': 'emailAlreadyExists',
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  INVALID_EMAIL: 'invalidEmail',
  MEMBER_BLOCKED: 'memberBlocked',
  TOO_MANY_REQUESTS: 'throttled',
  BAD_CODE: 'badCode',
  NOT_FOUND: 'codeExpired',
  SEND_CODE_ERROR: 'sendCodeError',
};

/** The step a server answer leads to. */
export function stepFromResponse(
  response: Pick<StateMachineResponse, 'sessionToken' | 'stateToken' | 'identity' | 'additionalData'> & {
    state: string;
  },
): AuthStep {
  if (response.state === 'SUCCESS' && response.sessionToken) {
    const profile = profileOf(response.identity);
    return { state: 'SUCCESS', sessionToken: response.sessionToken, ...(profile ? { profile } : {}) };
  }
  if (response.state === 'REQUIRE_EMAIL_VERIFICATION' && response.stateToken) {
    return { state: 'EMAIL_VERIFICATION_REQUIRED', stateToken: response.stateToken };
  }
  if (response.state === 'REQUIRE_OWNER_APPROVAL') return { state: 'OWNER_APPROVAL_REQUIRED' };
  if (response.state === 'REQUIRE_MFA' && response.stateToken) {
    const factorTypes = offeredFactorTypes(response.additionalData);
    if (factorTypes.length > 0)
      return { state: 'MFA_REQUIRED', stateToken: response.stateToken, factorTypes };
  }
  return failed('unknown');
}

/** The failure step of a refused call; anything but a refusal (network, 5xx) is thrown on. */
export function stepFromError(error: unknown, fallback: AuthProblem): AuthStep {
  if (isValidationError(error)) {
    const email = error.violations.some((v) => /email/i.test(v.field));
    const password = error.violations.some((v) => /password/i.test(v.field));
    return failed(email ? 'invalidEmail' : password ? 'passwordTooShort' : 'unknown', {
      detail: error.description,
    });
  }
  if (!isApiError(error)) throw error;
  const reason = String(error.data?.reason ?? error.data?.failureReason ?? '');
  // A code tried too often is as dead as an expired one: only a new code helps.
  const spent = error.code === 'BAD_CODE' && error.data?.triesLeft === 0;
  const problem = spent ? 'codeExpired' : (CODE_PROBLEMS[error.code] ?? CODE_PROBLEMS[reason] ?? fallback);
  const retryAfterSeconds = Number(error.data?.retryAfterSeconds) || undefined;
  return failed(problem, retryAfterSeconds ? { retryAfterSeconds } : {});
}

/** The step `call` leads to; a refusal is a FAILURE step, read as `fallback` when its code says nothing more. */
async function attempt(call: Promise<StateMachineResponse>, fallback: AuthProblem): Promise<AuthStep> {
  try {
    return stepFromResponse(await call);
  } catch (error) {
    return stepFromError(error, fallback);
  }
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates the account; SUCCESS signs in at once, otherwise the store asks for the code or the owner's approval. */
export function signUp(
  client: StoreClient,
  input: SignUpInput,
  captchaTokens?: CaptchaToken[],
): Promise<AuthStep> {
  const profile = {
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  return attempt(
    authentication.register(client, {
      loginId: { email: input.email },
      password: input.password,
      profile,
      ...(captchaTokens ? { captchaTokens } : {}),
    }),
    'unknown',
  );
}

/** Signs in with e-mail and password; an unknown code means the e-mail is unknown (spec §8). */
export function signIn(
  client: StoreClient,
  input: { email: string; password: string },
  captchaTokens?: CaptchaToken[],
): Promise<AuthStep> {
  return attempt(
    authentication.login(client, {
      loginId: { email: input.email },
      password: input.password,
      ...(captchaTokens ? { captchaTokens } : {}),
    }),
    'invalidEmail',
  );
}

/**
 * Runs `call`; when the store asks for a captcha (always, or after failed attempts, as its owner set), solves
 * one and runs `call` once more with the tokens.
 * @example await withCaptcha((tokens) => signIn(client, input, tokens), robotCheck.solve)
 */
export async function withCaptcha(
  call: (captchaTokens?: CaptchaToken[]) => Promise<AuthStep>,
  solve: () => Promise<CaptchaToken[]>,
): Promise<AuthStep> {
  const step = await call();
  const asked =
    step.state === 'FAILURE' &&
    (step.problem === 'missingCaptchaToken' || step.problem === 'invalidCaptchaToken');
  return asked ? call(await solve()) : step;
}

/** Sends the e-mailed code for the sign-in or sign-up that asked for it. */
export function verifyCode(
  client: StoreClient,
  input: { code: string; stateToken: string },
): Promise<AuthStep> {
  return attempt(verification.verifyDuringAuthentication(client, input), 'badCode');
}

/** Asks for a new code; the failure step when the store refuses (too soon, state expired). */
export async function resendCode(client: StoreClient, stateToken: string): Promise<AuthStep | undefined> {
  try {
    await verification.resendDuringAuthentication(client, { stateToken });
    return undefined;
  } catch (error) {
    return stepFromError(error, 'sendCodeError');
  }
}

/** What a second step takes: a factor's code, or one of the member's recovery codes. */
export type SecondStepType = EnrollableFactorType | 'RECOVERY_CODE';

const CODE_FIELDS = { TOTP: 'totpData', EMAIL: 'emailData', RECOVERY_CODE: 'recoveryCodeData' } as const;

export interface SecondFactorInput {
  factorType: SecondStepType;
  stateToken: string;
  code: string;
  rememberThisDevice: boolean;
}

/** Sends the second factor's code (or a recovery code) of a sign-in that asked for one. */
export function verifySecondFactor(client: StoreClient, input: SecondFactorInput): Promise<AuthStep> {
  const data = { code: input.code };
  return attempt(
    authentication.verify(client, input.factorType, {
      stateToken: input.stateToken,
      rememberThisDevice: input.rememberThisDevice,
      [CODE_FIELDS[input.factorType]]: data,
    }),
    'badCode',
  );
}
