// The durable-write reference: a bare Hono route that records one change in PostgreSQL per request, the
// least any route that must not lose a write does. One prepared statement bumps a counter row and inserts
// a 1.7 kB JSON record (about what a cart event holds), then commits; the answer is that JSON. Run as its
// own process with the database URL as its argument; the tables are made by `prepareBareWrite`.
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const ROWS = 64;
const record = JSON.stringify({ cart: { id: randomUUID(), note: 'x'.repeat(1600) } });

export async function prepareBareWrite(client) {
  await client.query('create table bare_counters (id int primary key, n bigint not null)');
  await client.query('create table bare_records (id uuid primary key, body jsonb not null)');
  await client.query(`insert into bare_counters select g, 0 from generate_series(0, ${ROWS - 1}) g`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The store's own pool size, so both meet the database on equal terms.
  const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
  let next = 0;
  const app = new Hono().post('/bare-write', async (c) => {
    const { quantity } = await c.req.json();
    await pool.query({
      name: 'bare-write',
      text: `with counted as (update bare_counters set n = n + $2 where id = $1 returning id)
        insert into bare_records select gen_random_uuid(), $3::jsonb from counted`,
      values: [next++ % ROWS, quantity, record],
    });
    return c.body(record, 200, { 'content-type': 'application/json' });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(`listening ${info.port}`);
  });
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}
