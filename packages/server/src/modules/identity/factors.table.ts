// Second sign-in factors: what members enrolled, the sign-ins waiting for a factor, trusted devices, and the
// recovery codes that stand in for a lost factor.
import type { EnrollableFactorType } from '@cartwright/contracts';
import type { Selectable } from 'kysely';

export interface MemberFactorsTable {
  id: string;
  member_id: string;
  type: EnrollableFactorType;
  /** INACTIVE until a code confirms the enrolment. */
  status: 'INACTIVE' | 'ACTIVE';
  /** Base32 TOTP secret (never answered after enrolment); null for EMAIL. */
  secret: string | null;
  /** The last TOTP step a code was accepted for: its codes and older ones are spent. */
  last_used_step: number | null;
  /** SHA-256 (hex) of the factor id and the code e-mailed to confirm an EMAIL enrolment. */
  code_hash: string | null;
  code_expires_at: Date | null;
  /** Wrong confirmation codes; at MFA_MAX_WRONG_TRIES the enrolment must start again. */
  wrong_tries: number;
  created_at: Date;
  activated_at: Date | null;
}
export type MemberFactorRow = Selectable<MemberFactorsTable>;

export interface MfaChallengesTable {
  id: string;
  member_id: string;
  /** SHA-256 (hex) of the state token REQUIRE_MFA answered. */
  state_token_hash: string;
  /** SHA-256 (hex) of the challenge id and the code e-mailed for an EMAIL factor. */
  email_code_hash: string | null;
  /** Counted before each comparison; at MFA_MAX_WRONG_TRIES the sign-in is dead. */
  wrong_tries: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
export type MfaChallengeRow = Selectable<MfaChallengesTable>;

export interface TrustedDevicesTable {
  /** SHA-256 (hex) of the device cookie's random value. */
  token_hash: string;
  member_id: string;
  created_at: Date;
  expires_at: Date;
}

export interface MemberRecoveryCodesTable {
  id: string;
  member_id: string;
  /** SHA-256 (hex) of the member id and the code as written (`XXXX-XXXX`); the code itself is never kept. */
  code_hash: string;
  created_at: Date;
  /** Set once, by the sign-in that used the code; a used code never counts again. */
  used_at: Date | null;
}
export type MemberRecoveryCodeRow = Selectable<MemberRecoveryCodesTable>;
