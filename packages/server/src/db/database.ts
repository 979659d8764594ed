// Opens the store database: PostgreSQL when a URL is given, otherwise embedded PGlite in the data directory.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { pglitePool } from './pglite-pool.js';
import { preparedStatementPool } from './prepared-statements.js';
import {
  CART_CHANGED_CHANNEL,
  CURRENT_SCHEMA,
  EVENT_APPENDED_CHANNEL,
  listenForStoreChanges,
  STORE_CHANGED_CHANNEL,
  StoreChanges,
} from './store-changes.js';
import type { Tables } from './tables.js';

export type Db = Kysely<Tables>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Moves on every committed change to the catalog, pricing or store settings, from any server instance. */
  storeChanges: StoreChanges;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; without it the embedded database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `undefined` keeps it in memory. */
  dataDir?: string;
  /** Schema to work in (tests isolate themselves this way); created when missing. */
  schema?: string;
  /** An already opened PGlite to share (tests reuse one per worker). */
  pglite?: PGlite;
  poolSize?: number;
  /** Errors of idle PostgreSQL sessions (the server keeps running and reconnects); ignored by default. */
  onConnectionError?: (error: Error) => void;
}

const INT8_OID = 20;

/** int8 as a number when it is exact, as PGlite does, so both databases return the same rows. */
function parseInt8(value: string): number | bigint {
  const big = BigInt(value);
  return big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER) ? big : Number(big);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (options.databaseUrl) {
    const onError = options.onConnectionError ?? (() => {});
    const connection = {
      connectionString: options.databaseUrl,
      ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
    };
    const pool = new pg.Pool({
      ...connection,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseInt8
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('error', onError);
    if (schema) await pool.query(`create schema if not exists ${quoteIdent(schema)}`);
    const storeChanges = new StoreChanges(schema, false);
    const listener = listenForStoreChanges(() => new pg.Client(connection), storeChanges, onError);
    // A session hears its own transaction's notice at commit only when it listens itself.
    const setUp = async (client: pg.PoolClient) => {
      client.on('notification', (notice) => storeChanges.heard(notice.channel, notice.payload));
      await client.query(`listen ${STORE_CHANGED_CHANNEL}`);
    };
    const db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: preparedStatementPool(pool, { setUp }) }),
    });
    return {
      db,
      kind: 'postgres',
      storeChanges,
      async close() {
        await listener.close();
        await db.destroy();
      },
    };
  }

  const owned = !options.pglite;
  const pglite = options.pglite ?? (await createPglite(options.dataDir));
  if (schema) {
    await pglite.exec(
      `create schema if not exists ${quoteIdent(schema)}; set search_path to ${quoteIdent(schema)}`,
    );
  }
  const storeChanges = new StoreChanges(
    schema ?? (await pglite.query<{ schema: string }>(CURRENT_SCHEMA)).rows[0]!.schema,
  );
  // One session: its notices arrive with the statement that committed them.
  const unlisten = await Promise.all(
    [STORE_CHANGED_CHANNEL, CART_CHANGED_CHANNEL, EVENT_APPENDED_CHANNEL].map((channel) =>
      pglite.listen(channel, (payload) => storeChanges.heard(channel, payload)),
    ),
  );
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  return {
    db,
    kind: 'pglite',
    storeChanges,
    async close() {
      for (const stop of unlisten) await stop();
      await db.destroy();
      if (owned) await pglite.close();
    },
  };
}

async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir === undefined) return PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
