// Presents a pg pool to Kysely with every parameterised statement prepared once per connection.
// Without names, PostgreSQL parses and plans each statement on every call: for the catalog's
// JSON-building reads that is most of the database's work (about 0.9 ms of a 1 ms product read).
// A named statement is parsed once per connection and, after a few runs, keeps its generic plan.
// A failed statement's error is scrubbed of its values before anyone can log it.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { scrubQueryError } from './query-error.js';

/** Distinct statement texts given a name; later ones run unnamed, so the server's memory stays bounded. */
export const MAX_PREPARED_STATEMENTS = 2000;

/**
 * `setUp` runs once on each new session before its first statement (and before Kysely may use it).
 */
export function preparedStatementPool(
  pool: pg.Pool,
  options: { limit?: number; setUp?: (client: pg.PoolClient) => Promise<void> } = {},
): PostgresPool {
  const limit = options.limit ?? MAX_PREPARED_STATEMENTS;
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `cw_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  // Kysely passes a statement's text and values, or a cursor to stream with (left as it is).
  const wrap = (client: pg.PoolClient) =>
    ({
      query(text: string, values: unknown[]): Promise<pg.QueryResult> {
        if (typeof text !== 'string') return client.query(text, values);
        // Statements without parameters keep the simple protocol, which allows several in one text.
        const name = values.length === 0 ? undefined : nameOf(text);
        const running =
          name === undefined ? client.query(text, values) : client.query({ name, text, values });
        return running.catch((error: unknown) => {
          throw scrubQueryError(error, text, name);
        });
      },
      release: () => client.release(),
    }) as unknown as PostgresPoolClient;

  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        try {
          await options.setUp?.(client);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
