// `@cartwright/client/sign-in`: member registration, login, e-mail verification and second factors as login states, the
// authentication and verification calls one to one, member sign-in over OAuth (PKCE, redirect, silent frame,
// external login) and sign-out. A separate entry, so the storefront bundle carries none of it until it signs
// someone in.

/** The authentication calls, for `createClient({ modules: { authentication } })`. */
export * as authentication from './authentication.js';
export * from './calls.js';
/** The sign-in calls that take the client, for `createClient({ modules: { signIn } })`. */
export * as signIn from './calls.js';
export { solveCaptcha } from './captcha.js';
export { SILENT_LOGIN_TIMEOUT_MS } from './direct-login.js';
/**
 * The signed-in member's second factors: list, enrollTotp, enrollEmail, confirm, remove; their recovery codes:
 * getRecoveryCodesStatus, regenerateRecoveryCodes.
 */
export * as factors from './factors.js';
export type { AuthUrlOptions } from './get-auth-url.js';
export {
  type LoginErrorCode,
  type LoginParams,
  type LoginStateResult,
  login,
  processVerification,
  type RegisterParams,
  register,
  type VerifyFactorParams,
  verifyFactor,
} from './login-state.js';
export { generateCodeVerifier, generateOAuthData, type OAuthData } from './oauth-data.js';
export { type OAuthCallback, parseFromUrl } from './parse-from-url.js';
export type { SignInTarget } from './sign-in-client.js';
/** The verification calls, for `createClient({ modules: { verification } })`. */
export * as verification from './verification.js';
