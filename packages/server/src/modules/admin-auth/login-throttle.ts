// Sign-in throttling policy: at most 5 failed attempts per e-mail and 50 per client address in a
// 15-minute window. Counters live in the database, so every server instance enforces the same limits.
import type { AppDeps } from '../../deps.js';
import { loginThrottled } from './admin-auth.errors.js';
import {
  countAttempts,
  deleteCounter,
  deleteExpiredCounters,
  type ThrottleKey,
  uncountAttempt,
} from './login-throttle.repository.js';
import type { ThrottleScope } from './login-throttle.table.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS: Record<ThrottleScope, number> = { email: 5, ip: 50 };

/** Who is trying: the e-mail typed, and the client address when the request came over a socket. */
export interface LoginAttempt {
  email: string;
  address?: string;
}

function keysOf(attempt: LoginAttempt): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ scope: 'email', key: attempt.email.trim().toLowerCase() }];
  if (attempt.address) keys.push({ scope: 'ip', key: attempt.address });
  return keys;
}

type ThrottleDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Counts an attempt before its password is checked, so concurrent guesses cannot slip past the limit.
 * Throws 429 (with the seconds until the oldest window ends) when a counter is over its limit; the
 * window is not extended by throttled attempts.
 */
export async function countLoginAttempt(deps: ThrottleDeps, attempt: LoginAttempt): Promise<void> {
  const now = deps.clock();
  const counters = await countAttempts(deps.db, keysOf(attempt), now, windowStartBefore(now));
  const waits = counters
    .filter((counter) => counter.attempts > LOGIN_LIMITS[counter.scope])
    .map((counter) => counter.window_started_at.getTime() + LOGIN_WINDOW_MS - now.getTime());
  if (waits.length > 0) throw loginThrottled(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
}

/** A successful sign-in: the e-mail's failures are forgotten and the address's attempt is taken back. */
export async function forgiveLoginAttempt(deps: ThrottleDeps, attempt: LoginAttempt): Promise<void> {
  for (const key of keysOf(attempt)) {
    if (key.scope === 'email') await deleteCounter(deps.db, key);
    else await uncountAttempt(deps.db, key);
  }
}

/** After a failure: sweeps counters whose window has ended. */
export async function sweepLoginCounters(deps: ThrottleDeps): Promise<void> {
  await deleteExpiredCounters(deps.db, windowStartBefore(deps.clock()));
}

const windowStartBefore = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_MS);
