// Second sign-in factors, the plain values: paths, limits, error codes and the factor types a REQUIRE_MFA
// answer offers. No TypeBox here, so client call files can import them without the schemas.

/** The signed-in member's own factors. */
export const MEMBER_FACTORS_PATH = '/cartwright/v1/members/my/factors';

/**
 * The signed-in member's recovery codes: GET how many are left, POST a new set (the old set stops working).
 * A recovery code completes a sign-in's second step once, in place of the factor's code, through the
 * platform's own verify call (factor type `RECOVERY_CODE`, `recoveryCodeData.code`).
 */
export const MEMBER_RECOVERY_CODES_PATH = '/cartwright/v1/members/my/recovery-codes';
/** The codes of a set; turning two-step verification on answers one set, once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Crockford's base32 (no I, L, O or U), so a code read off paper is typed one way: 8 of its characters carry
 * 40 random bits, written `XXXX-XXXX`.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A typed recovery code in its written form `XXXX-XXXX`: case, spaces and hyphens do not matter, and O, I
 * and L read as 0, 1 and 1 (as Crockford's base32 decodes them); undefined when it cannot be one.
 * @example normalRecoveryCode(' k7pq 2mzd ') // 'K7PQ-2MZD'
 */
export function normalRecoveryCode(typed: string): string | undefined {
  if (typed.length > 40) return undefined;
  const chars = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{8}$/.test(chars) ? `${chars.slice(0, 4)}-${chars.slice(4)}` : undefined;
}

/** The factors a member can enrol as a second step: an authenticator app, or codes e-mailed at sign-in. */
export const ENROLLABLE_FACTOR_TYPES = ['TOTP', 'EMAIL'] as const;
export type EnrollableFactorType = (typeof ENROLLABLE_FACTOR_TYPES)[number];

/** How long a sign-in waits for its second factor, and how many wrong codes kill it. */
export const MFA_STATE_TTL_SECONDS = 10 * 60;
export const MFA_MAX_WRONG_TRIES = 5;
/** How long "remember this device" skips the second factor. */
export const TRUSTED_DEVICE_DAYS = 30;
/** The HttpOnly cookie of a trusted device, sent to the sign-in calls only. */
export const TRUSTED_DEVICE_COOKIE = 'cartwright_trusted_device';

/** 409: the member has this factor active already; 400: a factor type the store cannot check. */
export const FACTOR_ERROR_CODES = {
  factorAlreadyActive: 'FACTOR_ALREADY_ACTIVE',
  factorNotSupported: 'FACTOR_NOT_SUPPORTED',
  factorNotActive: 'FACTOR_NOT_ACTIVE',
} as const;

/**
 * What REQUIRE_MFA carries in `additionalData` (custom values, as wire.md §2 converts them): the factor
 * types the member may answer with.
 */
export interface MfaAdditionalData {
  factorTypes: { listValue: { value: { strValue: EnrollableFactorType }[] } };
}

/** The factor types a REQUIRE_MFA answer offers, read from its `additionalData`. */
export function offeredFactorTypes(
  additionalData: Record<string, unknown> | undefined,
): EnrollableFactorType[] {
  const list = (additionalData as Partial<MfaAdditionalData> | undefined)?.factorTypes?.listValue?.value;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => entry?.strValue)
    .filter((type): type is EnrollableFactorType =>
      (ENROLLABLE_FACTOR_TYPES as readonly string[]).includes(type as string),
    );
}
