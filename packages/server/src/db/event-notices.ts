// Wakes event listeners (webhook delivery, the live feed) after a commit that appended events without the
// outbox trigger's notice: cart writes, whose statement marks its transaction (migration 0027). A transaction that notifies holds PostgreSQL's
// notify lock through its commit, WAL flush included, so notifying commits run one at a time across the whole
// database; with a notice in every cart write, cart writes ran at one per flush (about 1,100 a second against
// 10,000 without, pgbench at 32 clients). Here the writer wakes this instance's listeners at once and tells
// the other instances with a notice of its own, after the commit: at once after a quiet spell, and otherwise
// once at the end of each window for every write in it, so at most one notifying commit per window.
import { sql } from 'kysely';
import type { Db } from './database.js';
import { EVENT_APPENDED_CHANNEL, type StoreChanges } from './store-changes.js';

/**
 * Marks the transaction before a statement appends events: the outbox trigger leaves them to the server,
 * which calls `EventNotices.appended` once the transaction committed. Evaluate it before the append (in a
 * step the append reads from).
 */
export const noticeAfterCommit = () =>
  sql<string>`set_config('cartwright.event_notice', 'after-commit', true)`;

/** The most often an instance notifies other instances of appends. */
export const EVENT_NOTICE_WINDOW_MS = 20;

export class EventNotices {
  readonly #changes: StoreChanges;
  readonly #windowMs: number;
  /** When the last notice went out (`performance.now()`). */
  #lastAt = Number.NEGATIVE_INFINITY;
  #pending: NodeJS.Timeout | undefined;

  constructor(changes: StoreChanges, windowMs = EVENT_NOTICE_WINDOW_MS) {
    this.#changes = changes;
    this.#windowMs = windowMs;
  }

  /** Call after the commit of a write that appended events without a notice; `db` is not a transaction. */
  appended(db: Db): void {
    this.#changes.eventAppended();
    if (this.#pending) return;
    const wait = this.#lastAt + this.#windowMs - performance.now();
    if (wait <= 0) {
      this.#notify(db);
      return;
    }
    this.#pending = setTimeout(() => {
      this.#pending = undefined;
      this.#notify(db);
    }, wait).unref();
  }

  #notify(db: Db): void {
    this.#lastAt = performance.now();
    // A lost notice delays other instances until their delivery polls; this instance woke already.
    sql`select pg_notify(${EVENT_APPENDED_CHANNEL}, current_schema())`.execute(db).catch(() => {});
  }
}
