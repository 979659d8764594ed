// The admin_login_throttle table: one counter of sign-in attempts per e-mail and per client address.
import type { Selectable } from 'kysely';

export const THROTTLE_SCOPES = ['email', 'ip'] as const;
export type ThrottleScope = (typeof THROTTLE_SCOPES)[number];

export interface AdminLoginThrottleTable {
  scope: ThrottleScope;
  /** The lower-cased e-mail, or the client address. */
  key: string;
  /** Attempts counted in the current window: failures, plus attempts still being checked. */
  attempts: number;
  /** When the first attempt of the window was counted; the window lasts LOGIN_WINDOW_MS. */
  window_started_at: Date;
}

export type AdminLoginThrottleRow = Selectable<AdminLoginThrottleTable>;
