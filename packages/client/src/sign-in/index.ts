// `@cartwright/client/sign-in`: member registration, login, e-mail verification and second factors as login states, the
// authentication and verification calls one to one, member sign-in over OAuth (PKCE, redirect, silent frame,
// external login) and sign-out. A separate entry, so the storefront bundle carries none of it until it signs
// someone in.
import * as authenticationCalls from './authentication.js';
import { getMemberTokensForDirectLogin } from './direct-login.js';
import { getMemberTokensForExternalLogin } from './external-login.js';
import * as factorCalls from './factors.js';
import { getAuthUrl } from './get-auth-url.js';
import { getMemberTokens } from './get-member-tokens.js';
import { logout } from './logout.js';
import { generateCodeVerifier, generateOAuthData } from './oauth-data.js';
import { parseFromUrl } from './parse-from-url.js';
import * as verificationCalls from './verification.js';

export { solveCaptcha } from './captcha.js';
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
export type { SignInTarget } from './sign-in-client.js';

/** The authentication calls, for `createClient({ modules: { authentication } })`. */
export const authentication = { ...authenticationCalls };
/** The verification calls, for `createClient({ modules: { verification } })`. */
export const verification = { ...verificationCalls };
/** The signed-in member's second factors: list, enrollTotp, enrollEmail, confirm, remove. */
export const factors = { ...factorCalls };

export { SILENT_LOGIN_TIMEOUT_MS } from './direct-login.js';
export type { AuthUrlOptions } from './get-auth-url.js';
export type { OAuthData } from './oauth-data.js';
export type { OAuthCallback } from './parse-from-url.js';
export {
  generateCodeVerifier,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForDirectLogin,
  getMemberTokensForExternalLogin,
  logout,
  parseFromUrl,
};

/** The sign-in calls that take the client, for `createClient({ modules: { signIn } })`. */
export const signIn = {
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForDirectLogin,
  getMemberTokensForExternalLogin,
  logout,
};
