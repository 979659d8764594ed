// What cached reads need to hear about writes, from this server instance and from any other one sharing the
// database. Triggers notify in the writing transaction, so a notice goes out at commit and never for a
// rolled-back write:
// - STORE_CHANGED_CHANNEL for the store-wide data (catalog, pricing, store settings), naming the schema:
//   the store version (migration 0009);
// - CART_CHANGED_CHANNEL with `[schema, scope, writer]` (`cart:<owner kind>:<owner id>`) for a cart written
//   by another instance than the one that wrote it last, or deleted (migration 0010). Each cart write names its
//   instance, and an instance keeps what it derived from a cart only while it is the cart's last writer, so
//   these notices reach everything that needs dropping; its own writes it handles itself after commit.
// - EVENT_APPENDED_CHANNEL, naming the schema, once per statement that appends to the event outbox (migration
//   0022): webhook delivery and the live event feed wake on it instead of polling.
// Notices about other schemas (other stores sharing the database) are ignored.
//
// On PostgreSQL every pooled session listens for store changes, so the session that wrote hears its own
// notice with the COMMIT's answer, before the write's call returns. A dedicated listening session hears
// both channels from other instances even while the pool is empty. While that session is down notices may
// be lost, and the changes say they cannot be trusted.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export const STORE_CHANGED_CHANNEL = 'cartwright_store_changed';
export const CART_CHANGED_CHANNEL = 'cartwright_cart_changed';
export const EVENT_APPENDED_CHANNEL = 'cartwright_event_appended';
/** The schema unqualified tables are created in (and so the one migrations use). */
export const CURRENT_SCHEMA = 'select current_schema() as schema';

export class StoreChanges {
  /** This server instance, as its cart writes name it (`carts.written_by`). */
  readonly instance = randomUUID();
  /** The schema this store's tables are in; learnt by the listening session when not given. */
  #schema: string | undefined;
  #version = 0;
  #trusted: boolean;
  readonly #scopeListeners = new Set<(scope: string) => void>();
  readonly #eventListeners = new Set<() => void>();
  #whenTrusted: Array<() => void> = [];

  /** Untrusted at first when a listening session has yet to connect. */
  constructor(schema: string | undefined, trusted = true) {
    this.#schema = schema;
    this.#trusted = trusted;
  }

  get schema(): string | undefined {
    return this.#schema;
  }

  /** Store-wide changes seen so far; a read computed at one value is current while the value stays. */
  get version(): number {
    return this.#version;
  }

  /** False while changes may go unheard (the listening session is reconnecting): nothing may be cached. */
  get trusted(): boolean {
    return this.#trusted;
  }

  bump(): void {
    this.#version++;
  }

  /**
   * Losing or regaining the listener also counts as a change: whatever was cached before may be stale.
   * `schema` names the schema when the session that regained it learnt it.
   */
  setTrusted(trusted: boolean, schema?: string): void {
    this.#schema ??= schema;
    this.#trusted = trusted;
    this.#version++;
    if (!trusted) return;
    // Appends may have gone unheard while the listener was away.
    this.eventAppended();
    for (const wake of this.#whenTrusted) wake();
    this.#whenTrusted = [];
  }

  /** Resolves once changes are heard (at once when they are): from then on, reads may be cached. */
  trustedNow(): Promise<void> {
    return this.#trusted ? Promise.resolve() : new Promise((resolve) => this.#whenTrusted.push(resolve));
  }

  /** Calls `listener` with the scope of every cart written (`cart:<kind>:<id>`); answers a function to stop. */
  onScopeChanged(listener: (scope: string) => void): () => void {
    this.#scopeListeners.add(listener);
    return () => this.#scopeListeners.delete(listener);
  }

  scopeChanged(scope: string): void {
    for (const listener of this.#scopeListeners) listener(scope);
  }

  /** Calls `listener` after every commit that appended events (and after a lost listener returns). */
  onEventAppended(listener: () => void): () => void {
    this.#eventListeners.add(listener);
    return () => this.#eventListeners.delete(listener);
  }

  eventAppended(): void {
    for (const listener of this.#eventListeners) listener();
  }

  /** Hands a notice of any channel about this store's schema to its listeners. */
  heard(channel: string, payload: string | undefined): void {
    if (channel === STORE_CHANGED_CHANNEL) {
      if (payload === this.#schema) this.bump();
    } else if (channel === CART_CHANGED_CHANNEL && payload) {
      // This instance's own writes were handled when they committed.
      const [schema, scope, writer] = JSON.parse(payload) as [string, string, string | null | undefined];
      if (schema === this.#schema && writer !== this.instance) this.scopeChanged(scope);
    } else if (channel === EVENT_APPENDED_CHANNEL) {
      if (payload === this.#schema) this.eventAppended();
    }
  }
}

const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };

/**
 * Keeps one session listening on every channel, connecting in the background and reconnecting with
 * backoff; the changes are trusted only while it listens. Opening the database does not wait for it.
 */
export function listenForStoreChanges(
  connect: () => pg.Client,
  changes: StoreChanges,
  onError: (error: Error) => void,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_DELAY_MS.first;

  const start = async () => {
    const next = connect();
    next.on('notification', (notice) => changes.heard(notice.channel, notice.payload));
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    let schema: string;
    try {
      await next.connect();
      await next.query(
        `listen ${STORE_CHANGED_CHANNEL}; listen ${CART_CHANGED_CHANNEL}; listen ${EVENT_APPENDED_CHANNEL}`,
      );
      schema = (await next.query(CURRENT_SCHEMA)).rows[0].schema;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = RECONNECT_DELAY_MS.first;
    changes.setTrusted(true, schema);
  };

  const lost = (which: pg.Client) => {
    if (which !== client || closed) return;
    client = undefined;
    changes.setTrusted(false);
    which.end().catch(() => {});
    reconnect();
  };

  const attempt = () =>
    start().catch((error: Error) => {
      if (closed) return;
      onError(error);
      delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
      reconnect();
    });

  const reconnect = () => {
    retry = setTimeout(attempt, delay);
    retry.unref();
  };

  void attempt();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
