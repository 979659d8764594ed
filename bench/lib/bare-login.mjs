// The login reference server: a bare Hono route that verifies one password with the store's argon2id
// parameters (the floor any password login stands on), run as its own process.
import { serve } from '@hono/node-server';
import { hash, verify } from '@node-rs/argon2';
import { Hono } from 'hono';

/** The same parameters as packages/server/src/lib/passwords.ts. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const stored = await hash('correct horse battery', ARGON2_OPTIONS);

const app = new Hono();
app.post('/bare-verify', async (c) => {
  const { password } = await c.req.json();
  return c.json({ ok: await verify(stored, String(password)) });
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
