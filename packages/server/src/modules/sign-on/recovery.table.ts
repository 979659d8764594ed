// Recovery and activation tokens (the e-mailed links' secrets, as hashes) and the recovery e-mail throttle.
import type { Selectable } from 'kysely';

/** `recovery`: a forgotten password; `activation`: a member's first password, sent by the owner. */
export type RecoveryTokenPurpose = 'recovery' | 'activation';

export interface RecoveryTokensTable {
  /** SHA-256 (hex) of the token; the token itself is only in the e-mail. */
  token_hash: string;
  member_id: string;
  purpose: RecoveryTokenPurpose;
  created_at: Date;
  expires_at: Date;
  /** Set on every token of the member when one of them is used. */
  used_at: Date | null;
}

export type RecoveryThrottleScope = 'email' | 'ip';

export interface RecoveryEmailThrottleTable {
  scope: RecoveryThrottleScope;
  /** The lower-cased e-mail asked for, or the client address. */
  key: string;
  /** Requests in the current window. */
  attempts: number;
  window_started_at: Date;
}

export type RecoveryEmailThrottleRow = Selectable<RecoveryEmailThrottleTable>;
