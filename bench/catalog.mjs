// Catalog benchmarks: a 50-item product query with a filter and a sort, and get-product-by-id, at
// 32 connections on PGlite and PostgreSQL in turns with a bare Hono route; the storefront's JavaScript
// weight and a product page's largest contentful paint in headless Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { load, paired, startBareHono } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { createApiKey } from './lib/store-cli.mjs';
import { startStore } from './lib/store-process.mjs';

const PRODUCTS = 300;

async function seedProducts(url, apiKey) {
  const ids = [];
  for (let batch = 0; batch < PRODUCTS; batch += 10) {
    const created = await Promise.all(
      Array.from({ length: Math.min(10, PRODUCTS - batch) }, async (_, i) => {
        const n = batch + i;
        const response = await fetch(`${url}/stores/v1/products`, {
          method: 'POST',
          headers: { authorization: apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            product: {
              name: `Bench product ${n}`,
              description: `A product to measure queries with, number ${n}.`,
              sku: `BENCH-${n}`,
              priceData: { price: 5 + (n % 95) + 0.5 },
              discount: n % 4 === 0 ? { type: 'PERCENT', value: 10 } : undefined,
              weight: (n % 10) / 4,
            },
          }),
        });
        if (response.status !== 200)
          throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
        return (await response.json()).product;
      }),
    );
    ids.push(...created.map((product) => product.id));
  }
  return ids;
}

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The storefront's 50-item query: price above 20, cheapest first, as the client sends it (GET `.r=`). */
export const PAGE_QUERY = {
  query: {
    filter: { 'priceData.price': { $gt: 20 } },
    sort: [{ fieldName: 'price', order: 'ASC' }],
    paging: { limit: 50 },
  },
};

/** A paired load's figures: the median round's, with its reference's req/s, its share and every round's. */
const pairedFigures = ({ measured, reference, share, sharesPercent }) => ({
  ...measured,
  bareReqPerSec: reference.reqPerSec,
  share,
  sharesPercent,
});

/** One catalog read's line of the report: its req/s, its share of the bare route and every round's, its p99. */
export const catalogReadLine = (name, f) =>
  `${name}: ${f.reqPerSec} req/s (${(f.share * 100).toFixed(1)}% of bare at ${f.bareReqPerSec} req/s; rounds ${f.sharesPercent.map((p) => `${p}%`).join(', ')}), p99 ${f.p99Ms} ms`;

/** The 50-item query and a get by id, each in turns with the bare route (`bare()` measures it once). */
async function catalogLoad(url, ids, bare) {
  const queryUrl = `${url}/stores-reader/v1/products/query-platformized?.r=${base64url(PAGE_QUERY)}`;
  const check = await (await fetch(queryUrl)).json();
  if (check.products?.length !== 50) throw new Error(`query returned ${check.products?.length} products`);
  const byIdUrl = `${url}/stores-reader/v1/products/${ids[Math.floor(ids.length / 2)]}`;
  return {
    query50: pairedFigures(await paired(() => load({ url: queryUrl }), bare)),
    getById: pairedFigures(await paired(() => load({ url: byIdUrl }), bare)),
  };
}

/** A store (demo data and the 300 bench products) on `databaseUrl` or PGlite, for `work(store, ids)`. */
export async function withCatalogStore(databaseUrl, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-bench-catalog-'));
  try {
    const apiKey = createApiKey(dataDir, databaseUrl);
    const store = await startStore({ dataDir, databaseUrl });
    try {
      const ids = await seedProducts(store.url, apiKey);
      return await work(store, ids);
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The catalog reads on PGlite and PostgreSQL, each against a bare Hono GET of a 30-line cart's bytes. */
export async function benchCatalogServer() {
  const server = await startBareHono();
  try {
    const bare = () => load({ url: `${server.origin}/ecom/v1/carts/current` });
    const pglite = await withCatalogStore(undefined, (store, ids) => catalogLoad(store.url, ids, bare));
    const postgres = await withScratchDatabase((databaseUrl) =>
      withCatalogStore(databaseUrl, (store, ids) => catalogLoad(store.url, ids, bare)),
    );
    return { pglite, postgres };
  } finally {
    await server.stop();
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Counts the scripts `page` fetches from now on; the function it returns sums their gzip -9 sizes. */
export function scriptGzipBytes(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  return async () =>
    (await Promise.all(scripts)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

/** JavaScript a page loads (gzip -9 of each script it fetched) and its largest contentful paint. */
async function measurePage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scriptBytes = scriptGzipBytes(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const jsGzipBytes = await scriptBytes();
  await context.close();
  return { jsGzipBytes, lcpMs };
}

export async function benchStorefront() {
  return withCatalogStore(undefined, async (store, ids) => {
    const product = await (await fetch(`${store.url}/stores-reader/v1/products/${ids[0]}`)).json();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const home = await measurePage(browser, `${store.url}/`);
      const productPages = [];
      for (let i = 0; i < 5; i++) {
        productPages.push(await measurePage(browser, `${store.url}/product-page/${product.product.slug}`));
      }
      const lcps = productPages.map((p) => p.lcpMs).sort((a, b) => a - b);
      return {
        homeJsGzipBytes: home.jsGzipBytes,
        productJsGzipBytes: productPages[0].jsGzipBytes,
        productLcpMs: Math.round(lcps[2]),
      };
    } finally {
      await browser.close();
    }
  });
}

/** `node bench/catalog.mjs`: the catalog read figures alone (after a build when sources changed). */
async function main() {
  const { ensureBuilt } = await import('../scripts/ensure-built.mjs');
  ensureBuilt();
  const { pglite, postgres } = await benchCatalogServer();
  for (const [label, figures] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ]) {
    if (!figures) continue;
    for (const [name, f] of [
      ['50-item query', figures.query50],
      ['get by id', figures.getById],
    ]) {
      console.log(catalogReadLine(`${label} ${name}`, f));
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
