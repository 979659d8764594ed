// Housekeeping every server instance runs on a timer: records past their use are deleted, so tables stay
// the size of what is live. Each task is one indexed delete, safe to run on several instances at once.
import type { AppDeps } from './deps.js';
import { deleteExpiredIdempotencyKeys } from './modules/cart/index.js';
import {
  deleteExpiredCaptchaChallenges,
  deleteExpiredEmailVerifications,
  deleteExpiredMfa,
  deleteExpiredSessionTokens,
} from './modules/identity/index.js';
import { deleteExpiredAuthorizations, deleteExpiredRefreshTokens } from './modules/oauth/index.js';
import { deleteExpiredRecoveryCounters, deleteExpiredRecoveryTokens } from './modules/recovery/index.js';
import { deleteExpiredSsoLogins } from './modules/sso/index.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Swept {
  idempotencyKeys: number;
  refreshTokens: number;
  sessionTokens: number;
  /** Authorization codes and hosted sessions past their expiry. */
  authorizations: number;
  emailVerifications: number;
  captchaChallenges: number;
  recoveryTokens: number;
  recoveryCounters: number;
  /** Second-step sign-ins and trusted devices past their expiry. */
  mfa: number;
  /** Browser SSO logins nobody came back from. */
  ssoLogins: number;
}

/**
 * Deletes Idempotency-Key records past their day, refresh token families that have all expired, expired session
 * tokens, authorization codes, hosted sessions, e-mail verifications, captcha challenges, recovery and activation
 * tokens, and recovery e-mail counters whose hour is over.
 */
export async function sweepExpiredRecords(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Swept> {
  return {
    idempotencyKeys: await deleteExpiredIdempotencyKeys(deps),
    refreshTokens: await deleteExpiredRefreshTokens(deps),
    sessionTokens: await deleteExpiredSessionTokens(deps),
    authorizations: await deleteExpiredAuthorizations(deps),
    emailVerifications: await deleteExpiredEmailVerifications(deps),
    captchaChallenges: await deleteExpiredCaptchaChallenges(deps),
    recoveryTokens: await deleteExpiredRecoveryTokens(deps),
    recoveryCounters: await deleteExpiredRecoveryCounters(deps),
    mfa: await deleteExpiredMfa(deps),
    ssoLogins: await deleteExpiredSsoLogins(deps),
  };
}

/**
 * Sweeps now and then every `intervalMs` until stopped; a failed sweep is logged and tried again at the next
 * turn. The timer does not keep the process alive.
 */
export function startHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredRecords(deps).then(
      (swept) => deps.logger.debug(swept, 'Expired records deleted'),
      (error: unknown) => deps.logger.warn({ err: error }, 'Housekeeping failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, intervalMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
