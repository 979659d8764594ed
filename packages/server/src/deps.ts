// What the HTTP app and the services need from the outside world, passed in so tests control it.
import type { Logger } from 'pino';
import type { CatalogItemReference, CatalogItems, StoredCart } from './cached-shapes.js';
import type { CartOwner } from './caller.js';
import type { Clock } from './clock.js';
import type { Db } from './db/database.js';
import type { EventNotices } from './db/event-notices.js';
import type { StoreChanges } from './db/store-changes.js';

export interface AppConfig {
  /** Lifetime of access tokens in seconds (default 3600). */
  accessTokenTtlSeconds: number;
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimitBytes: number;
  /**
   * Proxies (load balancers) between clients and the server, each appending the address it got the
   * request from to X-Forwarded-For; the client address is the one the farthest of them saw (default 0:
   * the socket's peer, and the header is ignored, since anyone can send it).
   */
  trustedProxies: number;
  /**
   * The URL shoppers reach the store at, without a trailing slash: every link the store builds (redirect
   * sessions, hosted pages, e-mails) starts with it, never with a request's Host header. The server sets
   * it once listening (`--public-url`, else `http://{host}:{port}` of its socket).
   */
  publicUrl: string;
  /**
   * SMTP server for outgoing e-mail (`smtp://user:pass@host:port`, `smtps://…`); without it messages are
   * logged only (`--smtp-url` / SMTP_URL). Never logged itself: it carries credentials.
   */
  smtpUrl?: string;
  /** The From of outgoing e-mail (`--mail-from` / MAIL_FROM); default `no-reply@` the public URL's host. */
  mailFrom?: string;
  /** Folder of the built web app to serve at `/`; none serves the API alone. */
  webRoot?: string;
  /** The web app's server entry (`dist-server/entry-server.js`) that renders public storefront pages; none leaves them to the browser. */
  webRenderer?: string;
  /**
   * The data directory; uploaded images go to `<dataDir>/media` (also with PostgreSQL, so instances
   * that share one database need this folder on a shared volume). Default `./data`, as on the CLI.
   */
  dataDir: string;
  /**
   * Lets webhooks reach private, loopback and link-local addresses (`--allow-private-webhooks` /
   * ALLOW_PRIVATE_WEBHOOKS): a receiver on the same machine or network. Off by default.
   */
  allowPrivateWebhooks: boolean;
  /** Days delivered events, their deliveries and attempt log are kept (`--event-retention-days`; default 7). */
  eventRetentionDays: number;
  /** The first webhook retry's wait in ms, doubling per attempt (`--webhook-retry-base`; default 2000). */
  webhookRetryBaseMs: number;
  /** Most URLs in one sitemap file before /sitemap.xml becomes an index of pages (default and most: 50,000). */
  sitemapPageSize?: number;
  /** Stripe's keys (`--stripe-*`); without them the checkout takes the test provider only. Never logged. */
  stripe?: StripeConfig;
}

/** Stripe's keys and where its API is; the secret key and the webhook secret are never logged or answered. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Without it Stripe's webhooks are refused (the reconciliation task still finishes every payment). */
  webhookSecret?: string;
  /** Default https://api.stripe.com; a proxy or a test double. */
  apiUrl?: string;
}

// The per-instance caches by what their users call, not by the classes that keep them (caches.ts builds
// those), and what they hold by the types in cached-shapes.ts: the services every module shares take AppDeps,
// so naming a module's class or type here tied every module to it (pricing's face to the cart repository,
// through the cart snapshots), and naming http/'s read cache tied every module to the route layer.

/** Answers of reads as JSON bytes, kept while the store data they derive from is unchanged (http's ReadCache). */
export interface AnswerCache {
  /** The JSON of `compute()`'s answer for `key`, kept while the store and the `scope`, when given, are unchanged. */
  json(key: string, compute: () => Promise<unknown>, scope?: string): Promise<Uint8Array<ArrayBuffer>>;
  /** Drops the scope's answers. */
  invalidate(scope: string): void;
}

/** When prices next change with the time alone (pricing's PricingBoundaries). */
export interface PricingBoundaryCache {
  /** The first instant after `now` at which a rule or coupon starts or ends, if any is left. */
  nextAfter(db: Db, now: Date): Promise<Date | undefined>;
}

/** Catalog answers for cart lines (products' CatalogLookupCache). */
export interface CatalogLookups {
  /** As `findCatalogItems`, asking the database only for references not answered at this store version. */
  find(db: Db, refs: readonly CatalogItemReference[], knownCurrency?: string): Promise<CatalogItems>;
}

/** The carts as this instance last wrote them (cart's CartSnapshots). */
export interface CartSnapshotCache {
  /** This instance, as its cart writes name it. */
  readonly instance: string;
  /** The store version now. */
  readonly version: number;
  /** The owner's cart, from the snapshot when there is a current one; undefined when there is no cart. */
  current(
    db: Db,
    owner: CartOwner,
  ): Promise<{ stored: StoredCart; remembered: boolean; version: number } | undefined>;
  /** Remembers the cart as this instance just wrote it, at the store version it was read at. */
  keep(owner: CartOwner, stored: StoredCart, version: number): void;
  forget(owner: CartOwner): void;
  /** True when this instance wrote the cart last. */
  writtenHere(stored: StoredCart): boolean;
}

export interface AppDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: AppConfig;
  /** Answers of catalog reads and carts, kept while the store data they derive from is unchanged. */
  readCache: AnswerCache;
  /** Catalog answers for cart lines, kept while the store data is unchanged. */
  catalogLookups: CatalogLookups;
  /** When prices next change with the time alone, known per store version. */
  pricingBoundaries: PricingBoundaryCache;
  /** The carts as this instance last wrote them, so the next change can skip reading them. */
  cartSnapshots: CartSnapshotCache;
  /** Tells when events were appended, by this instance or another: webhook delivery and the live feed wake on it. */
  eventsAppended: Pick<StoreChanges, 'onEventAppended'>;
  /** Wakes event listeners after commits that append events without the outbox trigger's notice (cart writes). */
  eventNotices: EventNotices;
  /** The store owner's account id (the first owner's), as webhook envelopes name it; remembered briefly. */
  storeOwnerId: (db: Db) => Promise<string | undefined>;
}

export const defaultAppConfig: AppConfig = {
  accessTokenTtlSeconds: 3600,
  bodyLimitBytes: 1024 * 1024,
  trustedProxies: 0,
  publicUrl: 'http://localhost',
  dataDir: './data',
  allowPrivateWebhooks: false,
  eventRetentionDays: 7,
  webhookRetryBaseMs: 2000,
};
