// Throttling of recovery e-mails, before anything is looked up: each e-mail address gets at most
// RECOVERY_EMAIL_LIMITS.email requests an hour (so nobody floods someone's inbox), each client address at
// most RECOVERY_EMAIL_LIMITS.ip (so nobody sprays addresses). Known and unknown e-mails count alike, so the
// 429 tells nothing about who has an account. Requests without a client address (not over a socket) share
// one unknown address. Counters live in the database, so every instance enforces the same limits.
import type { AppDeps } from '../../../deps.js';
import { recoveryThrottled } from '../recovery.errors.js';
import {
  countRecoveryRequests,
  deleteRecoveryCountersBefore,
  type RecoveryThrottleKey,
} from './recovery-throttle.repository.js';

export const RECOVERY_EMAIL_WINDOW_MS = 60 * 60 * 1000;
export const RECOVERY_EMAIL_LIMITS = { email: 5, ip: 30 } as const;

/** Counts a request for a recovery e-mail, or throws 429 with the seconds until its window ends. */
export async function countRecoveryEmailRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: { email: string; address: string | undefined },
): Promise<void> {
  const now = deps.clock();
  const windowStart = new Date(now.getTime() - RECOVERY_EMAIL_WINDOW_MS);
  const keys: RecoveryThrottleKey[] = [
    { scope: 'email', key: request.email.trim().toLowerCase() },
    { scope: 'ip', key: request.address ?? 'unknown' },
  ];
  const counters = await countRecoveryRequests(deps.db, keys, now, windowStart);
  const waits = counters
    .filter((counter) => counter.attempts > RECOVERY_EMAIL_LIMITS[counter.scope])
    .map((counter) => counter.window_started_at.getTime() + RECOVERY_EMAIL_WINDOW_MS - now.getTime());
  if (waits.length > 0) throw recoveryThrottled(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
}

/** Deletes the counters whose hour is over (housekeeping): one row per address asked for would pile up. */
export function deleteExpiredRecoveryCounters(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return deleteRecoveryCountersBefore(deps.db, new Date(deps.clock().getTime() - RECOVERY_EMAIL_WINDOW_MS));
}
