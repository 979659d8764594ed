// The verification calls one to one (wire.md §1.5 V4–V6). `processVerification` of `./login-state.ts`
// sends V5 with the remembered state token.
import type {
  ResendDuringAuthenticationRequest,
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
} from '@cartwright/contracts';
import { callApi } from '../http/call-api.js';
import type { CallOptions } from '../http/types.js';
import { type SignInTarget, signInClient } from './sign-in-client.js';

const BASE = '/_api/iam/verification/v1';

/**
 * E-mails a verification code to a member's login address (V4); the member itself or an admin.
 * @example const { verificationId } = await verification.start(memberClient, { identityId, target: 'EMAIL' });
 */
export const start = (target: SignInTarget, request: StartVerificationRequest, options?: CallOptions) =>
  callApi<StartVerificationResponse>(
    signInClient(target, true),
    { method: 'POST', path: `${BASE}/start` },
    request,
    options,
  );

/**
 * Checks the e-mailed code of a sign-in (V5). Failures throw ApiError `BAD_CODE` (`data.triesLeft`),
 * `NOT_FOUND` (unknown or expired state token).
 * @example const { state, sessionToken } = await verification.verifyDuringAuthentication(client, { code, stateToken });
 */
export const verifyDuringAuthentication = (
  target: SignInTarget,
  request: VerifyDuringAuthenticationRequest,
  options?: CallOptions,
) =>
  callApi<StateMachineResponse>(
    signInClient(target),
    { method: 'POST', path: `${BASE}/auth/verify` },
    request,
    options,
  );

/**
 * E-mails a new code for a sign-in (V6; at most one per 30 s and five an hour: ApiError
 * `TOO_MANY_REQUESTS`).
 * @example await verification.resendDuringAuthentication(client, { stateToken });
 */
export const resendDuringAuthentication = (
  target: SignInTarget,
  request: ResendDuringAuthenticationRequest,
  options?: CallOptions,
) =>
  callApi<StateMachineResponse>(
    signInClient(target),
    { method: 'POST', path: `${BASE}/auth/resend` },
    request,
    options,
  );
