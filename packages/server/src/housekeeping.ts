// Housekeeping every server instance runs on a timer: records past their use are deleted, so tables stay
// the size of what is live. Each task is one indexed delete, safe to run on several instances at once.
import type { AppDeps } from './deps.js';
import { deleteExpiredIdempotencyKeys } from './modules/cart/index.js';
import { deleteExpiredRefreshTokens } from './modules/oauth/index.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Swept {
  idempotencyKeys: number;
  refreshTokens: number;
}

/** Deletes Idempotency-Key records past their day and refresh token families that have all expired. */
export async function sweepExpiredRecords(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Swept> {
  return {
    idempotencyKeys: await deleteExpiredIdempotencyKeys(deps),
    refreshTokens: await deleteExpiredRefreshTokens(deps),
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
