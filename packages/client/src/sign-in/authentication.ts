// The authentication calls one to one (wire.md §1.4 A1, A2, A6, A7, A9, validate-email): each answers the
// server's body as it is. `register` and `login` of `./login-state.ts` turn them into login states.
import type {
  FactorType,
  LoginRequest,
  LoginWithTokenParamsRequest,
  RegisterRequest,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
  ValidateEmailRequest,
  ValidateEmailResponse,
  VerifyFactorRequest,
} from '@cartwright/contracts';
import { callApi } from '../http/call-api.js';
import type { CallOptions } from '../http/types.js';
import { type SignInTarget, signInClient } from './sign-in-client.js';

const BASE = '/_api/iam/authentication/v2';

/**
 * Registers a member (A1). Failures throw: ApiError `-19995` (e-mail taken), ValidationError (e.g. a
 * violation with `data.type` EMAIL), ApiError `TOO_MANY_REQUESTS` (429).
 * @example const { state, stateToken } = await authentication.register(client, { loginId: { email }, password });
 */
export const register = (target: SignInTarget, request: RegisterRequest, options?: CallOptions) =>
  callApi<StateMachineResponse>(
    signInClient(target),
    { method: 'POST', path: `${BASE}/register` },
    request,
    options,
  );

/**
 * Logs a member in (A2). Failures throw ApiError `-19976` (wrong password), `-19973` (reset required),
 * `INVALID_EMAIL`, `MEMBER_BLOCKED`, `TOO_MANY_REQUESTS` (429).
 * @example const { state, sessionToken } = await authentication.login(client, { loginId: { email }, password });
 */
export const login = (target: SignInTarget, request: LoginRequest, options?: CallOptions) =>
  callApi<StateMachineResponse>(
    signInClient(target),
    { method: 'POST', path: `${BASE}/login` },
    request,
    options,
  );

/**
 * Signs a member on without a password (A7), creating it when new: admin and API-key clients only.
 * @example const { sessionToken } = await authentication.signOn(adminClient, { loginId: { email } });
 */
export const signOn = (target: SignInTarget, request: SignOnRequest, options?: CallOptions) =>
  callApi<SignOnResponse>(
    signInClient(target, true),
    { method: 'POST', path: `${BASE}/sign-on` },
    request,
    options,
  );

/**
 * Whether an e-mail could register: its format, and whether a member has it already.
 * @example const { valid } = await authentication.validateEmail(client, { email });
 */
export const validateEmail = (target: SignInTarget, request: ValidateEmailRequest, options?: CallOptions) =>
  callApi<ValidateEmailResponse>(
    signInClient(target),
    { method: 'POST', path: `${BASE}/validate-email` },
    request,
    options,
  );

/**
 * Completes a sign-in answered REQUIRE_MFA with a factor's code (A9; `factorType` in the path and the
 * body). Failures throw ApiError `BAD_CODE` (`data.triesLeft`), `NOT_FOUND` (unknown, used, expired or
 * dead state token), `FACTOR_NOT_SUPPORTED`, `TOO_MANY_REQUESTS` (429). With `rememberThisDevice` the
 * store sets a cookie that skips the factor on this browser for 30 days.
 * @example const { state, sessionToken } = await authentication.verify(client, 'TOTP', { stateToken, totpData: { code } });
 */
export const verify = (
  target: SignInTarget,
  factorType: FactorType,
  request: VerifyFactorRequest,
  options?: CallOptions,
) =>
  callApi<StateMachineResponse>(
    signInClient(target),
    { method: 'POST', path: `${BASE}/${encodeURIComponent(factorType)}/verify` },
    { factorType, ...request },
    options,
  );

/**
 * Signs a member in with an identity provider's tokens the caller already holds (A6): `id_token`
 * (required), `access_token` (lets the store read the provider's userinfo), `nonce`. Failures throw
 * ApiError `INVALID_ID_TOKEN`, `IDP_CONNECTION_NOT_FOUND`, `IDP_EMAIL_NOT_VERIFIED`, `MEMBER_BLOCKED`.
 * @example const { state, sessionToken } = await authentication.loginWithTokenParams(client, { idpConnectionId, tokenParams: { id_token } });
 */
export const loginWithTokenParams = (
  target: SignInTarget,
  request: LoginWithTokenParamsRequest,
  options?: CallOptions,
) =>
  callApi<StateMachineResponse>(
    signInClient(target),
    { method: 'POST', path: '/_api/iam/authentication/v1/sso/login-with-token-params' },
    request,
    options,
  );
