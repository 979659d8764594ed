// Register, login and code verification as login states (spec §4; wire.md §3.3, §3.4): never thrown,
// always a result. The state token of REQUIRE_EMAIL_VERIFICATION (or Cartwright's REQUIRE_MFA) is
// remembered per strategy for `processVerification` and `verifyFactor`.
import type {
  AuthErrorName,
  CaptchaToken,
  EnrollableFactorType,
  IdentityProfile,
  LoginState,
  StateMachineResponse,
  VerificationErrorCode,
} from '@cartwright/contracts';
import { LOGIN_ERROR_CODES, REGISTRATION_ERROR_CODES } from '@cartwright/contracts/enums';
import { offeredFactorTypes } from '@cartwright/contracts/factor-values';
import { ApiError, ValidationError } from '../errors/errors.js';
import type { CallOptions } from '../http/types.js';
import * as authentication from './authentication.js';
import { type SignInTarget, strategyOf } from './sign-in-client.js';
import * as verification from './verification.js';

/** Why a login state is FAILURE: the spec's names, a verification code's reason, or no answer at all. */
export type LoginErrorCode = AuthErrorName | VerificationErrorCode | 'networkError';

export interface LoginStateResult {
  loginState: Exclude<LoginState, 'INITIAL'>;
  /**
   * `sessionToken` on SUCCESS (exchange it for member tokens), `stateToken` while the e-mail is verified
   * or a second factor is due; `factorTypes` on MFA_REQUIRED: the factors the member may answer with.
   */
  data?: { sessionToken?: string; stateToken?: string; factorTypes?: EnrollableFactorType[] };
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

/** The sign-in waiting for a code: an e-mail verification, or a second factor of these types. */
interface PendingState {
  stateToken: string;
  factorTypes?: EnrollableFactorType[];
}
const pendingStates = new WeakMap<object, PendingState>();

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
      pendingStates.set(strategy, { stateToken: response.stateToken ?? '' });
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: response.stateToken ?? '' } };
    case 'REQUIRE_MFA': {
      const factorTypes = offeredFactorTypes(response.additionalData);
      pendingStates.set(strategy, { stateToken: response.stateToken ?? '', factorTypes });
      return { loginState: 'MFA_REQUIRED', data: { stateToken: response.stateToken ?? '', factorTypes } };
    }
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
 * Sends the code of the last EMAIL_VERIFICATION_REQUIRED answer of this client (or strategy), or of its
 * MFA_REQUIRED answer (to the first factor type offered, as `verifyFactor`); FAILURE `'Unknown _state'`
 * when there is none. FAILURE codes: `BAD_CODE`, `NOT_FOUND`, `SEND_CODE_ERROR`, `VERIFICATION_FAILED`,
 * `networkError`.
 * @example const { loginState, data } = await processVerification(client, { verificationCode: '123456' });
 */
export async function processVerification(
  target: SignInTarget,
  params: { verificationCode?: string; code?: string },
  options?: CallOptions,
): Promise<LoginStateResult> {
  const pending = pendingStates.get(strategyOf(target));
  if (!pending) return { loginState: 'FAILURE', error: 'Unknown _state' };
  const code = params.verificationCode ?? params.code ?? '';
  if (pending.factorTypes) return verifyFactor(target, { code }, options);
  try {
    return resultOf(
      target,
      await verification.verifyDuringAuthentication(
        target,
        { code, stateToken: pending.stateToken },
        options,
      ),
    );
  } catch (error) {
    if (error instanceof ApiError) return failure(error, verificationCode(error.code));
    return failure(error, 'networkError');
  }
}

/** Where a second step's code travels in the verify request (A9). */
const CODE_FIELDS = { TOTP: 'totpData', EMAIL: 'emailData', RECOVERY_CODE: 'recoveryCodeData' } as const;

export interface VerifyFactorParams {
  code: string;
  /**
   * Which factor the code is of; the first the store offered by default. `RECOVERY_CODE` for one of the
   * member's recovery codes (`XXXX-XXXX`), good once each, when the factor is out of reach.
   */
  factorType?: EnrollableFactorType | 'RECOVERY_CODE';
  /** Skip the second step on this browser for 30 days (an HttpOnly cookie the store sets). */
  rememberThisDevice?: boolean;
}

/**
 * Sends a second factor's code for the last MFA_REQUIRED answer of this client (or strategy): SUCCESS
 * with a session token, or FAILURE (`BAD_CODE` with tries left: call again; `NOT_FOUND`: the sign-in
 * expired or was tried too often, log in again; `networkError`). FAILURE `'Unknown _state'` when no
 * second step is pending.
 * @example const { loginState, data } = await verifyFactor(client, { code: '123456', rememberThisDevice: true });
 */
export async function verifyFactor(
  target: SignInTarget,
  params: VerifyFactorParams,
  options?: CallOptions,
): Promise<LoginStateResult> {
  const pending = pendingStates.get(strategyOf(target));
  if (!pending?.factorTypes) return { loginState: 'FAILURE', error: 'Unknown _state' };
  const factorType = params.factorType ?? pending.factorTypes[0] ?? 'TOTP';
  const data = { code: params.code };
  try {
    const response = await authentication.verify(
      target,
      factorType,
      {
        stateToken: pending.stateToken,
        ...(params.rememberThisDevice === undefined ? {} : { rememberThisDevice: params.rememberThisDevice }),
        [CODE_FIELDS[factorType]]: data,
      },
      options,
    );
    return resultOf(target, response);
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
