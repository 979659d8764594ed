// Benchmark 4: anonymous token grants per second and p99 at 32 connections, on PGlite and on
// PostgreSQL, next to a bare Hono JSON route measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, startBareHono } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { startStore } from './lib/store-process.mjs';

async function tokenGrantLoad(store) {
  const config = await (await fetch(`${store.url}/cartwright/v1/web-config`)).json();
  return load({
    url: `${store.url}/oauth2/token`,
    method: 'POST',
    body: { clientId: config.clientId, grantType: 'anonymous' },
  });
}

export async function benchServerToken() {
  const bare = await startBareHono();
  const reference = await load({
    url: bare.url,
    method: 'POST',
    body: { clientId: 'x', grantType: 'anonymous' },
  });
  await bare.stop();

  const results = { reference };
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-bench-'));
  try {
    const store = await startStore({ dataDir });
    results.pglite = await tokenGrantLoad(store);
    await store.stop();
    results.postgres = await withScratchDatabase(async (databaseUrl) => {
      const pgStore = await startStore({
        dataDir: mkdtempSync(join(tmpdir(), 'cartwright-bench-pg-')),
        databaseUrl,
      });
      try {
        return await tokenGrantLoad(pgStore);
      } finally {
        await pgStore.stop();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
