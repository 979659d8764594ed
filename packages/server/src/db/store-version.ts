// A counter of changes to the store-wide data reads derive from: the catalog, pricing and store settings.
// Triggers on those tables (migration 0009) notify STORE_CHANGED_CHANNEL in the writing transaction, so
// the notice goes out at commit and only then. Cached reads remember the version they were computed at.
//
// Who hears what, on PostgreSQL: every pooled session listens, so the session that wrote hears its own
// notice with the COMMIT's answer, before the write's call returns (a caller reads its own writes); a
// dedicated listening session hears the writes of other server instances even while the pool is empty.
// While that session is down, notices may be lost: the version says it cannot be trusted until it is back.
import type pg from 'pg';

export const STORE_CHANGED_CHANNEL = 'cartwright_store_changed';

export class StoreVersion {
  #value = 0;
  #trusted = true;

  /** Changes seen so far; a read computed at one value is current while the value stays the same. */
  get value(): number {
    return this.#value;
  }

  /** False while changes may go unheard (the listening session is reconnecting): nothing may be cached. */
  get trusted(): boolean {
    return this.#trusted;
  }

  bump(): void {
    this.#value++;
  }

  /** Losing or regaining the listener also counts as a change: whatever was cached before may be stale. */
  setTrusted(trusted: boolean): void {
    this.#trusted = trusted;
    this.#value++;
  }
}

const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };

/**
 * Keeps one session listening for store changes from any server instance; reconnects with backoff.
 * Resolves once it listens (or rejects when the first connection fails, as opening the pool would).
 */
export async function listenForStoreChanges(
  connect: () => pg.Client,
  version: StoreVersion,
  onError: (error: Error) => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_DELAY_MS.first;

  const start = async () => {
    const next = connect();
    next.on('notification', () => version.bump());
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${STORE_CHANGED_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    delay = RECONNECT_DELAY_MS.first;
    version.setTrusted(true);
  };

  const lost = (which: pg.Client) => {
    if (which !== client || closed) return;
    client = undefined;
    version.setTrusted(false);
    which.end().catch(() => {});
    reconnect();
  };

  const reconnect = () => {
    retry = setTimeout(() => {
      start().catch((error: Error) => {
        onError(error);
        delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
        reconnect();
      });
    }, delay);
    retry.unref();
  };

  await start();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
