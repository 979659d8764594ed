// Sign-in vocabularies: login states and the error codes of login, registration and verification (spec §4, §8; wire.md §3.3).

/** Client-side state of a login or registration attempt. */
export const LOGIN_STATES = [
  'INITIAL',
  'SUCCESS',
  'FAILURE',
  'EMAIL_VERIFICATION_REQUIRED',
  'OWNER_APPROVAL_REQUIRED',
  'USER_CAPTCHA_REQUIRED',
  'SILENT_CAPTCHA_REQUIRED',
  /** Cartwright's: the password was right and a second factor is due (server state REQUIRE_MFA). */
  'MFA_REQUIRED',
] as const;
export type LoginState = (typeof LOGIN_STATES)[number];

/** Server `state` of a StateMachineResponse (wire.md §3.3 `StateType`). */
export const STATE_TYPES = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
  /**
   * Cartwright's: the member enrolled a second factor; `stateToken` carries the sign-in to A9 verify. Clients
   * that follow the spec read it as FAILURE 'Unknown _state', so no factor is ever skipped.
   */
  'REQUIRE_MFA',
] as const;
export type StateType = (typeof STATE_TYPES)[number];

/**
 * Registration `applicationError.code` → client error name. The codes are strings on the wire; a
 * field violation of type EMAIL is reported as `invalidEmail` instead.
 */
export const REGISTRATION_ERROR_CODES = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  '-19995': 'emailAlreadyExists',
} as const;
export type RegistrationErrorCode = keyof typeof REGISTRATION_ERROR_CODES;

/** Login `applicationError.code` → client error name; any other code means `invalidEmail`. */
export const LOGIN_ERROR_CODES = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
} as const;
export type LoginErrorCode = keyof typeof LOGIN_ERROR_CODES;

/** Every error name a login or registration result can carry. */
export const AUTH_ERROR_NAMES = [
  'missingCaptchaToken',
  'invalidCaptchaToken',
  'emailAlreadyExists',
  'invalidPassword',
  'resetPassword',
  'invalidEmail',
] as const;
export type AuthErrorName = (typeof AUTH_ERROR_NAMES)[number];

/** Wrong-code reasons of e-mail verification (spec §8; VERIFICATION_FAILED from wire.md §6). */
export const VERIFICATION_ERROR_CODES = [
  'BAD_CODE',
  'NOT_FOUND',
  'SEND_CODE_ERROR',
  'VERIFICATION_FAILED',
] as const;
export type VerificationErrorCode = (typeof VERIFICATION_ERROR_CODES)[number];

/** Symbolic register error codes of the gateway types (wire.md §1.4); visitor clients match the numeric strings. */
export const GATEWAY_REGISTER_ERROR_CODES = [
  'UNIMPLEMENTED_FEATURE',
  'THROTTLED_FEATURE',
  'INVALID_CAPTCHA_TOKEN',
  'CAPTCHA_TOKEN_REQUIRED',
  'IP_ADDRESS_FILTERED',
  'RECAPTCHA_FAILED',
  'RECAPTCHA_REQUIRED',
  'MISSING_CAPTCHA_TOKEN',
  'USER_EMAIL_OFAC_ADDRESS',
  'UNSUPPORTED_FIELD',
  'ATTRIBUTE_NOT_FOUND',
  'CLIENT_METADATA_NOT_FOUND',
  'INVALID_LD_SESSION',
  'DUPLICATE_EMAIL',
  'COULD_NOT_CREATE_SET_ACCOUNT_USER',
  'INVALID_USER_TYPE',
  'REGISTRATION_TO_EDITORX_NOT_ALLOWED',
] as const;
export type GatewayRegisterErrorCode = (typeof GATEWAY_REGISTER_ERROR_CODES)[number];

/** Symbolic login error codes of the gateway types (wire.md §1.4). */
export const GATEWAY_LOGIN_ERROR_CODES = [
  'THROTTLED_FEATURE',
  'INVALID_CAPTCHA_TOKEN',
  'CAPTCHA_TOKEN_REQUIRED',
  'REENROLLMENT_REQUIRED_BY_ADMIN',
  'TRUSTED_CLIENTS_ONLY',
  'WIX_EMPLOYEE_PASSWORD_LOGIN_NOT_ALLOWED',
] as const;
export type GatewayLoginErrorCode = (typeof GATEWAY_LOGIN_ERROR_CODES)[number];
