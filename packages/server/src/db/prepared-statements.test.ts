// Parameterised statements are prepared once per PostgreSQL session, up to a bound; others run as before.
import type { PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedStatementPool } from './prepared-statements.js';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let pool: pg.Pool | undefined;

afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

/** One session, so that what it prepared can be listed. */
async function session(limit: number): Promise<PostgresPoolClient> {
  pool = new pg.Pool({ connectionString: url, max: 1 });
  return preparedStatementPool(pool, { limit }).connect();
}

const prepared = async (client: PostgresPoolClient) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements', [])).rows.map(
    (r) => r.statement,
  );

describe('prepared statement pool', () => {
  it('prepares a parameterised statement once and answers it every time', async () => {
    const client = await session(10);
    for (const n of [1, 2, 3]) {
      expect((await client.query<{ n: number }>('select $1::int + 1 as n', [n])).rows).toEqual([
        { n: n + 1 },
      ]);
    }
    expect(await prepared(client)).toEqual(['select $1::int + 1 as n']);
    client.release();
  });

  it('runs statements without parameters unprepared, several in one text', async () => {
    const client = await session(10);
    await client.query('create temporary table scratch (n int); insert into scratch values (7)', []);
    expect((await client.query<{ n: number }>('select n from scratch', [])).rows).toEqual([{ n: 7 }]);
    expect(await prepared(client)).toEqual([]);
    client.release();
  });

  it('sets each new session up once, before Kysely gets it', async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    let setUps = 0;
    const sessions = preparedStatementPool(pool, {
      setUp: async (client) => {
        setUps++;
        await client.query(`set application_name = 'set-up-test'`);
      },
    });
    for (let i = 0; i < 3; i++) {
      const client = await sessions.connect();
      const { rows } = await client.query<{ name: string }>('select current_setting($1) as name', [
        'application_name',
      ]);
      expect(rows).toEqual([{ name: 'set-up-test' }]);
      client.release();
    }
    expect(setUps).toBe(1);
  });

  it('stops naming new statements at its bound, and still runs them', async () => {
    const client = await session(1);
    await client.query('select $1::int as a', [1]);
    expect((await client.query<{ b: number }>('select $1::int as b', [2])).rows).toEqual([{ b: 2 }]);
    expect(await prepared(client)).toEqual(['select $1::int as a']);
    client.release();
  });
});
