// What the store benchmarks on PostgreSQL share: a store process on its own data directory with an admin API
// key (made by the CLI before the store starts), and JSON calls that must answer 200.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStore } from './store-process.mjs';

const cli = new URL('../../packages/server/dist/cli/main.js', import.meta.url).pathname;
export const CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const CART = '/ecom/v1/carts/current';

function createApiKey(dataDir, databaseUrl, name) {
  const args = [cli, 'api-key', 'create', '--name', name, '--data-dir', dataDir, '--json'];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  return JSON.parse(
    execFileSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } }),
  ).apiKey;
}

/**
 * Runs `work(url, apiKey, store)` against a store started on a scratch data directory and `databaseUrl`,
 * then stops the store and removes the directory. `name` names the benchmark's API key and directory;
 * `storeOptions` go to `startStore` (e.g. `nodeArgs`).
 */
export async function withStore(databaseUrl, name, work, storeOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `cartwright-bench-${name}-`));
  try {
    const apiKey = createApiKey(dataDir, databaseUrl, `${name} bench`);
    const store = await startStore({ ...storeOptions, dataDir, databaseUrl });
    try {
      return await work(store.url, apiKey, store);
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A JSON call that must answer 200: its answer, or an error naming the call and what came back. */
export async function call(url, { method = 'GET', authorization, body }) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await response.json();
  if (response.status !== 200)
    throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new visitor's access token (the anonymous grant of the store's web client). */
export async function visitorToken(url, clientId) {
  return (await call(`${url}/oauth2/token`, { method: 'POST', body: { clientId, grantType: 'anonymous' } }))
    .access_token;
}

/** The catalog reference of one of the store's own products. */
export const catalogReference = (product) => ({ catalogItemId: product.id, appId: CATALOG_APP_ID });
