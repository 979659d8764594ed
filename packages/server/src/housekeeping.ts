// Housekeeping every server instance runs on a timer: records past their use are deleted, so tables stay
// the size of what is live. Each task is one indexed delete, safe to run on several instances at once.
import type { AppDeps } from './deps.js';
import { reconcilePayments } from './flows/payment-webhooks.js';
import type { PlaceOrderDeps } from './flows/place-order.js';
import { detectAbandonedCheckouts } from './modules/abandoned-checkouts/index.js';
import { deleteExpiredIdempotencyKeys } from './modules/cart/index.js';
import { deleteExpiredShopperEmailCounters } from './modules/email/index.js';
import {
  deleteExpiredCaptchaChallenges,
  deleteExpiredEmailVerifications,
  deleteExpiredMfa,
  deleteExpiredSessionTokens,
  deleteExpiredVerificationLimits,
} from './modules/identity/index.js';
import { deleteExpiredAuthorizations, deleteExpiredRefreshTokens } from './modules/oauth/index.js';
import {
  deleteExpiredRecoveryCounters,
  deleteExpiredRecoveryTokens,
  deleteExpiredSsoLogins,
} from './modules/sign-on/index.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Store tasks that act on time passing (abandoned checkouts) run this often. */
export const STORE_TASKS_INTERVAL_MS = 60 * 1000;

export interface Swept {
  idempotencyKeys: number;
  refreshTokens: number;
  sessionTokens: number;
  /** Authorization codes and hosted sessions past their expiry. */
  authorizations: number;
  emailVerifications: number;
  /** Wrong-code and code e-mail counters of verification whose window is over. */
  verificationLimits: number;
  captchaChallenges: number;
  recoveryTokens: number;
  recoveryCounters: number;
  /** Hourly caps on back-in-stock confirmations and checkout recovery e-mails. */
  shopperEmailCounters: number;
  /** Second-step sign-ins and trusted devices past their expiry. */
  mfa: number;
  /** Browser SSO logins nobody came back from. */
  ssoLogins: number;
}

/**
 * Deletes Idempotency-Key records past their day, refresh token families that have all expired, expired session
 * tokens, authorization codes, hosted sessions, e-mail verifications and their counters, captcha challenges,
 * recovery and activation tokens, and recovery and shopper e-mail counters whose hour is over.
 */
export async function sweepExpiredRecords(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Swept> {
  return {
    idempotencyKeys: await deleteExpiredIdempotencyKeys(deps),
    refreshTokens: await deleteExpiredRefreshTokens(deps),
    sessionTokens: await deleteExpiredSessionTokens(deps),
    authorizations: await deleteExpiredAuthorizations(deps),
    emailVerifications: await deleteExpiredEmailVerifications(deps),
    verificationLimits: await deleteExpiredVerificationLimits(deps),
    captchaChallenges: await deleteExpiredCaptchaChallenges(deps),
    recoveryTokens: await deleteExpiredRecoveryTokens(deps),
    recoveryCounters: await deleteExpiredRecoveryCounters(deps),
    shopperEmailCounters: await deleteExpiredShopperEmailCounters(deps),
    mfa: await deleteExpiredMfa(deps),
    ssoLogins: await deleteExpiredSsoLogins(deps),
  };
}

export interface StoreTasksDone {
  /** Checkouts that became abandoned in this run. */
  abandonedCheckouts: number;
  /** Orders placed for payments no webhook or browser finished (read again from the provider). */
  reconciledPayments: number;
}

/** What the store tasks need: placing an order for a reconciled payment needs the cart's caches too. */
export type StoreTaskDeps = PlaceOrderDeps;

/**
 * Store work that falls due with time: checkouts not completed within the store's time become abandoned; payments
 * left unfinished are read again from their provider and finished.
 */
export async function runStoreTasks(deps: StoreTaskDeps): Promise<StoreTasksDone> {
  const abandonedCheckouts = await detectAbandonedCheckouts(deps);
  return { abandonedCheckouts, reconciledPayments: (await reconcilePayments(deps)).placed };
}

/**
 * Sweeps now and then every `intervalMs`, and runs the store tasks every `tasksIntervalMs`, until stopped; a
 * failed turn is logged and tried again at the next. The timers do not keep the process alive.
 */
export function startHousekeeping(
  deps: StoreTaskDeps,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  tasksIntervalMs = STORE_TASKS_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let tasks: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredRecords(deps).then(
      (swept) => deps.logger.debug(swept, 'Expired records deleted'),
      (error: unknown) => deps.logger.warn({ err: error }, 'Housekeeping failed'),
    );
  };
  const runTasks = () => {
    tasks = tasks.then(() =>
      runStoreTasks(deps).then(
        (done) => deps.logger.debug(done, 'Store tasks run'),
        (error: unknown) => deps.logger.warn({ err: error }, 'Store tasks failed'),
      ),
    );
  };
  sweep();
  runTasks();
  const timer = setInterval(sweep, intervalMs).unref();
  const tasksTimer = setInterval(runTasks, tasksIntervalMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      clearInterval(tasksTimer);
      await Promise.all([running, tasks]);
    },
  };
}
