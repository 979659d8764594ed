// The signed-in member's second factors (Cartwright's calls): enrol an authenticator app or e-mailed
// codes, confirm with a code, list and remove; the recovery codes that stand in for a lost factor. They send
// the client's member token.
import type {
  ConfirmFactorRequest,
  ConfirmFactorResponse,
  EnrollTotpResponse,
  MemberFactorResponse,
  MemberFactorsResponse,
  RecoveryCodesResponse,
  RecoveryCodesStatusResponse,
} from '@cartwright/contracts';
import { MEMBER_FACTORS_PATH, MEMBER_RECOVERY_CODES_PATH } from '@cartwright/contracts/factor-values';
import { callApi } from '../http/call-api.js';
import type { CallOptions } from '../http/types.js';
import { type SignInTarget, signInClient } from './sign-in-client.js';

/**
 * The member's factors, pending and active.
 * @example const { factors } = await factors.list(memberClient);
 */
export const list = (target: SignInTarget, options?: CallOptions) =>
  callApi<MemberFactorsResponse>(
    signInClient(target, true),
    { method: 'GET', path: MEMBER_FACTORS_PATH },
    undefined,
    options,
  );

/**
 * Starts enrolling an authenticator app: the secret and its `otpauth://` URI are answered this once.
 * ApiError `FACTOR_ALREADY_ACTIVE` (409) while one is active.
 * @example const { factor, secret, otpauthUri } = await factors.enrollTotp(memberClient);
 */
export const enrollTotp = (target: SignInTarget, options?: CallOptions) =>
  callApi<EnrollTotpResponse>(
    signInClient(target, true),
    { method: 'POST', path: `${MEMBER_FACTORS_PATH}/totp` },
    undefined,
    options,
  );

/**
 * Starts enrolling e-mailed sign-in codes: a code goes to the login address.
 * @example const { factor } = await factors.enrollEmail(memberClient);
 */
export const enrollEmail = (target: SignInTarget, options?: CallOptions) =>
  callApi<MemberFactorResponse>(
    signInClient(target, true),
    { method: 'POST', path: `${MEMBER_FACTORS_PATH}/email` },
    undefined,
    options,
  );

/**
 * Activates a pending factor with a code of it. ApiError `BAD_CODE` (`data.triesLeft`; at 0 enrol again).
 * When it turns two-step verification on, `recoveryCodes` holds ten recovery codes, answered this once:
 * show them to the member to keep.
 * @example const { factor, recoveryCodes } = await factors.confirm(memberClient, factorId, { code: '123456' });
 */
export const confirm = (
  target: SignInTarget,
  factorId: string,
  request: ConfirmFactorRequest,
  options?: CallOptions,
) =>
  callApi<ConfirmFactorResponse>(
    signInClient(target, true),
    { method: 'POST', path: `${MEMBER_FACTORS_PATH}/${encodeURIComponent(factorId)}/confirm` },
    request,
    options,
  );

/**
 * Removes a factor; an active one within 5 minutes of signing in (ApiError `RECENT_LOGIN_REQUIRED`).
 * @example await factors.remove(memberClient, factorId);
 */
export const remove = (target: SignInTarget, factorId: string, options?: CallOptions) =>
  callApi<Record<string, never>>(
    signInClient(target, true),
    { method: 'DELETE', path: `${MEMBER_FACTORS_PATH}/${encodeURIComponent(factorId)}` },
    undefined,
    options,
  );

/**
 * How many of the member's recovery codes are left unused (`GET /cartwright/v1/members/my/recovery-codes`);
 * the codes themselves are never answered again.
 * @example const { remaining } = await factors.getRecoveryCodesStatus(memberClient);
 */
export const getRecoveryCodesStatus = (target: SignInTarget, options?: CallOptions) =>
  callApi<RecoveryCodesStatusResponse>(
    signInClient(target, true),
    { method: 'GET', path: MEMBER_RECOVERY_CODES_PATH },
    undefined,
    options,
  );

/**
 * Makes ten new recovery codes, answered this once; the old ones stop working
 * (`POST /cartwright/v1/members/my/recovery-codes`). Within 5 minutes of signing in only (ApiError
 * `RECENT_LOGIN_REQUIRED`), with two-step verification on (`FACTOR_NOT_ACTIVE`).
 * @example const { recoveryCodes } = await factors.regenerateRecoveryCodes(memberClient);
 */
export const regenerateRecoveryCodes = (target: SignInTarget, options?: CallOptions) =>
  callApi<RecoveryCodesResponse>(
    signInClient(target, true),
    { method: 'POST', path: MEMBER_RECOVERY_CODES_PATH },
    undefined,
    options,
  );
