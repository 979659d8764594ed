// The sign-in throttle's tables: attempt counters per account, client address and both, and the
// addresses each account recently signed in from.
import type { Selectable } from 'kysely';

export const THROTTLE_SCOPES = ['pair', 'email', 'ip'] as const;
/** `pair`: one account from one client address; `email`: one account; `ip`: one client address. */
export type ThrottleScope = (typeof THROTTLE_SCOPES)[number];

export interface AdminLoginThrottleTable {
  scope: ThrottleScope;
  /** The lower-cased e-mail, the client address, or for `pair` both as a JSON array `[address, email]`. */
  key: string;
  /** Attempts that reached the password check in the current window: failures, plus those being checked. */
  attempts: number;
  /** When the first attempt of the window was counted; the window's length depends on the scope. */
  window_started_at: Date;
  /** Until when attempts are refused (the back-off of `pair` and `email`); null when not locked. */
  locked_until: Date | null;
}

export type AdminLoginThrottleRow = Selectable<AdminLoginThrottleTable>;

export interface AdminLoginKnownAddressesTable {
  /** The lower-cased e-mail of the account. */
  email: string;
  address: string;
  /** The last successful sign-in of the account from the address. */
  signed_in_at: Date;
}
