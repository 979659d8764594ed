// The page reference: a bare Hono route that answers the bytes of one saved HTML document, so the store's
// product page is measured against the cost of serving the same bytes with no work behind them.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const page = readFileSync(process.argv[2]);
const app = new Hono();
app.get('/page', (c) => c.body(page, 200, { 'content-type': 'text/html; charset=utf-8' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
