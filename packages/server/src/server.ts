// Starts and stops a listening store server: storage, migrations, demo store, HTTP.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_REQUEST_HEAD_BYTES } from '@cartwright/contracts';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { createCaches } from './caches.js';
import { type Clock, systemClock } from './clock.js';
import type { ServerConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { type AppDeps, defaultAppConfig } from './deps.js';
import { startHousekeeping } from './housekeeping.js';
import { answerClientErrors } from './http/client-errors.js';
import { trackInFlight } from './http/in-flight.js';
import { startBackInStockNotifier } from './modules/back-in-stock/index.js';
import { mailFromFor, startEmailDelivery } from './modules/email/index.js';
import { startWebhookDelivery } from './modules/events/index.js';
import { getWebClientId } from './modules/store/index.js';
import { type SeedResult, seedDemoStore } from './seed/demo-seed.js';

type FetchCallback = Parameters<typeof createAdaptorServer>[0]['fetch'];

export type StartServerOptions = {
  config: Omit<ServerConfig, 'logFormat' | 'logLevel'>;
  logger: Logger;
  clock?: Clock;
  /** How long `close()` lets in-flight requests finish before cutting connections (default 10 s). */
  drainTimeoutMs?: number;
};

export interface RunningServer {
  /** `http://host:port` with the port actually bound (useful with port 0). */
  url: string;
  database: DatabaseHandle['kind'];
  /** What seeding did on this start; `owner` holds the demo credentials when they were just created. */
  seed?: SeedResult;
  /** The OAuth client id the bundled web app signs in with, for a developer's first SDK call; none before set-up. */
  webClientId?: string;
  /** Stops accepting, lets in-flight requests finish, closes the database and releases the lock. */
  close(): Promise<void>;
}

/** Opens embedded storage under the data-directory lock, or PostgreSQL without one. */
export async function openStorage(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  onConnectionError?: (error: Error) => void,
): Promise<{ database: DatabaseHandle; close(): Promise<void> }> {
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, ...(onConnectionError ? { onConnectionError } : {}) }
        : { dataDir: config.dataDir },
    );
    try {
      await migrateToLatest(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      database,
      async close() {
        try {
          await database.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * What a first start creates on an empty database: the demo store with its catalog and pricing setup.
 * `cartwright seed` calls this too, so seeding first and starting later gives the same shop.
 * @example const { created, owner } = await seedFirstStart(deps)
 */
export function seedFirstStart(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<SeedResult> {
  return seedDemoStore(deps, { catalog: true });
}

/**
 * The Node HTTP server for an app's `fetch`: Node's head limit, and the envelope (and a log line) for
 * what its parser refuses. Not listening yet.
 * @example const server = createHttpServer(app.fetch, logger); server.listen(0);
 */
export function createHttpServer(fetch: FetchCallback, logger: Logger): Server {
  const server = createAdaptorServer({
    fetch,
    serverOptions: { maxHeaderSize: MAX_REQUEST_HEAD_BYTES },
  }) as Server;
  answerClientErrors(server, logger);
  return server;
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);
/** A wildcard address is not a place to send anyone: links name localhost instead. */
const publicHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : urlHost(host));

/**
 * Starts the server and resolves once it accepts connections.
 * @example
 * const server = await startServer({ config, logger });
 * console.log(`Cartwright listening on ${server.url}`);
 * await server.close();
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const storage = await openStorage(config, (error) =>
    logger.warn({ err: error }, 'Database session failed'),
  );
  try {
    const clock = options.clock ?? systemClock;
    const deps: AppDeps = {
      db: storage.database.db,
      clock,
      logger,
      config: {
        accessTokenTtlSeconds: config.accessTokenTtlSeconds,
        bodyLimitBytes: config.bodyLimitBytes,
        trustedProxies: config.trustedProxies,
        publicUrl: config.publicUrl ?? defaultAppConfig.publicUrl,
        ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
        ...(config.mailFrom ? { mailFrom: config.mailFrom } : {}),
        ...(config.webRoot ? { webRoot: config.webRoot } : {}),
        ...(config.webRenderer ? { webRenderer: config.webRenderer } : {}),
        dataDir: config.dataDir,
        allowPrivateWebhooks: config.allowPrivateWebhooks ?? defaultAppConfig.allowPrivateWebhooks,
        eventRetentionDays: config.eventRetentionDays ?? defaultAppConfig.eventRetentionDays,
        webhookRetryBaseMs: config.webhookRetryBaseMs ?? defaultAppConfig.webhookRetryBaseMs,
        ...(config.stripe ? { stripe: config.stripe } : {}),
      },
      ...createCaches(storage.database.storeChanges, { clock }),
    };
    const seed = config.demo ? await seedFirstStart(deps) : undefined;
    const webClientId = await getWebClientId(deps);
    const app = createApp(deps);
    const handling = trackInFlight(app.fetch);
    const server = createHttpServer(handling.fetch, logger);
    const address = await listen(server, config.port, config.host);
    deps.config.publicUrl = config.publicUrl ?? `http://${publicHost(config.host)}:${address.port}`;
    const housekeeping = startHousekeeping(deps);
    const delivery = deps.config.smtpUrl
      ? startEmailDelivery({ ...deps, smtpUrl: deps.config.smtpUrl }, mailFromFor(deps.config))
      : undefined;
    const webhooks = startWebhookDelivery(
      deps,
      (wake) => deps.eventsAppended.onEventAppended(wake),
      handling.started,
    );
    const backInStock = startBackInStockNotifier(deps, (wake) => deps.eventsAppended.onEventAppended(wake));
    logger.info(
      { database: storage.database.kind, webRoot: config.webRoot ?? null, port: address.port },
      'Server started',
    );
    return {
      url: `http://${urlHost(config.host)}:${address.port}`,
      database: storage.database.kind,
      ...(seed ? { seed } : {}),
      ...(webClientId ? { webClientId } : {}),
      close: once(async () => {
        const drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
        await drain(server, drainTimeoutMs);
        await housekeeping.stop();
        await delivery?.stop();
        await webhooks.stop();
        await backInStock.stop();
        // Handlers of clients that hung up are still running: the database stays open until they end.
        await Promise.race([
          handling.settled(),
          new Promise((resolve) => setTimeout(resolve, drainTimeoutMs).unref()),
        ]);
        await storage.close();
        logger.info('Server stopped');
      }),
    };
  } catch (error) {
    await storage.close();
    throw error;
  }
}

/**
 * Stops accepting and lets in-flight requests finish; keep-alive connections are closed as soon as
 * they fall idle, and whatever is still open after `timeoutMs` is cut.
 */
function drain(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= fn();
    return running;
  };
}
