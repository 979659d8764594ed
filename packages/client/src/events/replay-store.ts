// Remembers the event ids already received, so a captured delivery replayed within the tolerance is refused.

/** A place to remember event ids; share one (Redis, a database) between instances behind a load balancer. */
export interface ReplayStore {
  /**
   * Records `id` until `expiresAt` (ms since the epoch) and tells whether it was already recorded.
   * Must be atomic across concurrent calls: only one of two deliveries of the same id may get `false`.
   */
  remember(id: string, expiresAt: number): boolean | Promise<boolean>;
  /** Drops `id` again, so the sender's retry of a delivery whose handler failed is processed. */
  forget?(id: string): void | Promise<void>;
}

/**
 * The default store: one process's memory, pruned as ids expire.
 * @example createEventProcessor({ publicKey, replayStore: memoryReplayStore() })
 */
export function memoryReplayStore(now: () => number = Date.now): ReplayStore {
  const seen = new Map<string, number>();
  return {
    remember(id, expiresAt) {
      const time = now();
      // Ids come in expiry order (each lives for the same tolerance), so pruning stops at the first live one.
      for (const [key, expiry] of seen) {
        if (expiry > time) break;
        seen.delete(key);
      }
      if (seen.has(id)) return true;
      seen.set(id, expiresAt);
      return false;
    },
    forget(id) {
      seen.delete(id);
    },
  };
}
