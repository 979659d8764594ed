// The identity module's tables: the store's auth settings, the e-mail verifications in progress with their
// limits per member and per address, and the captcha challenges handed out.
import type { CaptchaPolicy, EmailVerificationPolicy, MemberApprovalPolicy } from '@cartwright/contracts';
import type { Selectable } from 'kysely';

export interface AuthSettingsTable {
  /** Always 1: one row, absent until the owner changes a setting (then the defaults apply). */
  id: number;
  approval: MemberApprovalPolicy;
  email_verification: EmailVerificationPolicy;
  captcha: CaptchaPolicy;
  captcha_after_failures: number;
  updated_at: Date;
}

export interface EmailVerificationsTable {
  /** The `verificationId` of POST /v1/start. */
  id: string;
  member_id: string;
  /** SHA-256 (hex) of the state token a sign-in answered; null when started outside a sign-in. */
  state_token_hash: string | null;
  /** SHA-256 (hex) of the verification id and the six-digit code. */
  code_hash: string;
  code_expires_at: Date;
  /** Wrong codes tried against the current code; at the limit the code is dead until a resend. */
  wrong_tries: number;
  created_at: Date;
  /** When the state token dies, whatever its code. */
  expires_at: Date;
  used_at: Date | null;
  last_sent_at: Date;
  /** The hour the resend count belongs to. */
  sends_window_started_at: Date;
  sends_in_window: number;
}

export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

/** A member's wrong verification codes, whichever state tokens they came with. */
export interface VerificationWrongCodesTable {
  member_id: string;
  /** Codes counted in the window (each before it is compared; a right one is taken back). */
  wrong_codes: number;
  /** Starts with the first code counted; at the limit, the member's verification is locked until it ends. */
  window_started_at: Date;
}
export type VerificationWrongCodesRow = Selectable<VerificationWrongCodesTable>;

/** The verification codes e-mailed to one address in its current hour. */
export interface VerificationEmailSendsTable {
  /** Lower case. */
  address: string;
  sends: number;
  window_started_at: Date;
}

export interface CaptchaChallengesTable {
  id: string;
  /** Random hex; the proof is a nonce with sha256(salt + nonce) starting with `difficulty` zero bits. */
  salt: string;
  difficulty: number;
  created_at: Date;
  expires_at: Date;
  /** Set by the one sign-in that spends it, whether its proof holds or not. */
  used_at: Date | null;
}
