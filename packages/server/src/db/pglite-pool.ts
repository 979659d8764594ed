// Presents one PGlite instance as the connection pool Kysely's PostgresDialect expects.
// PGlite has a single session, so a connection is held exclusively from connect() to release():
// that keeps transactions whole when several requests run at once. A failed statement's error is
// scrubbed of its values before anyone can log it.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { scrubQueryError } from './query-error.js';

export function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  // Streaming cursors are not offered: PGlite returns whole results anyway.
  const client = (release: () => void) =>
    ({
      async query<R>(sql: string, parameters: readonly unknown[]) {
        const result = await pglite.query<R>(sql, parameters as unknown[]).catch((error: unknown) => {
          throw scrubQueryError(error, sql);
        });
        return {
          command: (result as { command?: string }).command ?? 'SELECT',
          rowCount: (result as { rowCount?: number }).rowCount ?? result.affectedRows ?? 0,
          rows: result.rows,
        } as PostgresQueryResult<R>;
      },
      release,
    }) as PostgresPoolClient;

  return {
    connect() {
      const previous = tail;
      let release!: () => void;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      return previous.then(() => client(release));
    },
    async end() {
      await tail;
    },
  };
}
