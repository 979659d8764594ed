// The reference server: bare Hono routes on @hono/node-server, run as their own process.
// `/bare` is the throughput reference; the cart route serves the 30-line-item payload that the
// per-call overhead benchmark reads both with raw fetch and with the client.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cartWith30LineItems } from './cart-fixture.mjs';

const cart = JSON.stringify(cartWith30LineItems());
const app = new Hono();
app.post('/bare', async (c) => c.json({ ok: true, echo: await c.req.json() }));
app.get('/ecom/v1/carts/current', (c) => c.body(cart, 200, { 'content-type': 'application/json' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
