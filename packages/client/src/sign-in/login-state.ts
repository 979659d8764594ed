// Register, login and code verification as login states (spec §4; wire.md §3.3, §3.4): never thrown,
// always a result. The state token of REQUIRE_EMAIL_VERIFICATION is remembered per strategy for
// `processVerification`.
import {
  type AuthErrorName,
  type CaptchaToken,
  type IdentityProfile,
  LOGIN_ERROR_CODES,
  type LoginState,
  REGISTRATION_ERROR_CODES,
  type StateMachineResponse,
  type VerificationErrorCode,
} from '@cartwright/contracts';
import { ApiError, ValidationError } from '../errors/errors.js';
import type { CallOptions } from '../http/types.js';
import * as authentication from './authentication.js';
import { type SignInTarget, strategyOf } from './sign-in-client.js';
import * as verification from './verification.js';

/** Why a login state is FAILURE: the spec's names, a verification code's reason, or no answer at all. */
export type LoginErrorCode = AuthErrorName | VerificationErrorCode | 'networkError';

export interface LoginStateResult {
  loginState: Exclude<LoginState, 'INITIAL'>;
  /** `sessionToken` on SUCCESS (exchange it for member tokens), `stateToken` while the e-mail is verified. */
  data?: { sessionToken?: string; stateToken?: string };
  /** What went wrong, for FAILURE. */
  error?: string;
  errorCode?: LoginErrorCode;
}

export interface RegisterParams {
  email: string;
  password: string;
  profile?: IdentityProfile;
  /** One token object may carry both a visible and an invisible captcha token (wire.md §3.3). */
  captchaTokens?: CaptchaToken[];
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaToken[];
}

const pendingStates = new WeakMap<object, string>();

/** The server's state as a login state; remembers or forgets the state token. */
function resultOf(target: SignInTarget, response: StateMachineResponse): LoginStateResult {
  const strategy = strategyOf(target);
  switch (response.state) {
    case 'SUCCESS':
      pendingStates.delete(strategy);
      return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken ?? '' } };
    case 'REQUIRE_OWNER_APPROVAL':
      pendingStates.delete(strategy);
      return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    case 'REQUIRE_EMAIL_VERIFICATION':
      pendingStates.set(strategy, response.stateToken ?? '');
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: response.stateToken ?? '' } };
    default:
      return { loginState: 'FAILURE', error: 'Unknown _state' };
  }
}

const failure = (error: unknown, errorCode?: LoginErrorCode): LoginStateResult => ({
  loginState: 'FAILURE',
  error: error instanceof Error ? error.message : String(error),
  ...(errorCode === undefined ? {} : { errorCode }),
});

const mapped = <M extends Record<string, AuthErrorName>>(
  codes: M,
  code: string,
): AuthErrorName | undefined => (Object.hasOwn(codes, code) ? codes[code as keyof M] : undefined);

/**
 * Registers a member with e-mail and password. SUCCESS carries a session token; a store that verifies
 * e-mails answers EMAIL_VERIFICATION_REQUIRED (call `processVerification` with the e-mailed code); one
 * that approves members answers OWNER_APPROVAL_REQUIRED. FAILURE codes: `emailAlreadyExists`,
 * `invalidEmail`, `missingCaptchaToken`, `invalidCaptchaToken`, `networkError`, or none.
 * @example const { loginState, data } = await register(client, { email, password, profile: { firstName: 'Ada' } });
 */
export async function register(
  target: SignInTarget,
  params: RegisterParams,
  options?: CallOptions,
): Promise<LoginStateResult> {
  try {
    const response = await authentication.register(
      target,
      {
        loginId: { email: params.email },
        password: params.password,
        ...(params.profile === undefined ? {} : { profile: params.profile }),
        ...(params.captchaTokens === undefined ? {} : { captchaTokens: params.captchaTokens }),
      },
      options,
    );
    return resultOf(target, response);
  } catch (error) {
    if (error instanceof ValidationError) {
      const email = error.violations.find((v) => v.data?.type === 'EMAIL');
      return email ? failure(email.description, 'invalidEmail') : failure(error);
    }
    if (error instanceof ApiError) return failure(error, mapped(REGISTRATION_ERROR_CODES, error.code));
    return failure(error, 'networkError');
  }
}

/**
 * Logs a member in with e-mail and password; states as `register`. FAILURE codes: `invalidPassword`,
 * `resetPassword`, `missingCaptchaToken`, `invalidCaptchaToken`, `invalidEmail` (any other answer,
 * throttling included), `networkError`.
 * @example const { loginState, data } = await login(client, { email, password });
 */
export async function login(
  target: SignInTarget,
  params: LoginParams,
  options?: CallOptions,
): Promise<LoginStateResult> {
  try {
    const response = await authentication.login(
      target,
      {
        loginId: { email: params.email },
        password: params.password,
        ...(params.captchaTokens === undefined ? {} : { captchaTokens: params.captchaTokens }),
      },
      options,
    );
    return resultOf(target, response);
  } catch (error) {
    if (error instanceof ApiError)
      return failure(error, mapped(LOGIN_ERROR_CODES, error.code) ?? 'invalidEmail');
    return failure(error, 'networkError');
  }
}

/**
 * Sends the e-mailed code of the last EMAIL_VERIFICATION_REQUIRED answer of this client (or strategy);
 * FAILURE `'Unknown _state'` when there is none. FAILURE codes: `BAD_CODE`, `NOT_FOUND`,
 * `SEND_CODE_ERROR`, `VERIFICATION_FAILED`, `networkError`.
 * @example const { loginState, data } = await processVerification(client, { verificationCode: '123456' });
 */
export async function processVerification(
  target: SignInTarget,
  params: { verificationCode?: string; code?: string },
  options?: CallOptions,
): Promise<LoginStateResult> {
  const stateToken = pendingStates.get(strategyOf(target));
  if (!stateToken) return { loginState: 'FAILURE', error: 'Unknown _state' };
  try {
    const code = params.verificationCode ?? params.code ?? '';
    return resultOf(
      target,
      await verification.verifyDuringAuthentication(target, { code, stateToken }, options),
    );
  } catch (error) {
    if (error instanceof ApiError) return failure(error, verificationCode(error.code));
    return failure(error, 'networkError');
  }
}

const VERIFICATION_CODES: readonly string[] = [
  'BAD_CODE',
  'NOT_FOUND',
  'SEND_CODE_ERROR',
  'VERIFICATION_FAILED',
];
const verificationCode = (code: string) =>
  VERIFICATION_CODES.includes(code) ? (code as VerificationErrorCode) : undefined;
