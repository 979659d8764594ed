// Storefront documents: the product page's HTML at 32 connections on PostgreSQL in turns with a bare Hono
// route serving the same bytes; a product page in Chromium on a slowed phone (4× CPU, slow 4G) for its
// largest contentful paint, total blocking time and the JavaScript it loads; the home page's first byte.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, scriptGzipBytes, withCatalogStore } from './catalog.mjs';
import { load, paired, startBarePage } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';

/**
 * Lighthouse's "slow 4G" as DevTools applies it: 150 ms round trips and 1.6 Mbit/s down, 750 kbit/s up,
 * scaled by Lighthouse's own DevTools factors (latency × 3.75, throughput × 0.9) because a per-request
 * delay in the browser stands for the whole network's.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const RUNS = 5;

/** What a browser asks for when it opens a page; without it the server answers as the API. */
const HTML = { accept: 'text/html' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A demo product with a picture: the page a shared link most often opens. */
async function productPath(url) {
  const query = Buffer.from(JSON.stringify({ query: { paging: { limit: 100 } } })).toString('base64url');
  const { products } = await (
    await fetch(`${url}/stores-reader/v1/products/query-platformized?.r=${query}`)
  ).json();
  const pictured = products?.find((p) => p.media?.mainMedia?.image?.url) ?? products?.[0];
  if (!pictured) throw new Error('the bench store has no product');
  return `/product-page/${pictured.slug}`;
}

/** One load of `url` in a fresh context on the slowed phone: LCP, TBT, JS gzip bytes, first byte. */
async function phoneLoad(browser, url, { network }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scriptBytes = scriptGzipBytes(page);
  await page.addInitScript(() => {
    // Long tasks before the page's own code runs, so none is missed.
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const [navigation] = performance.getEntriesByType('navigation');
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          // Total blocking time as Lighthouse counts it: each long task's part past 50 ms, after first paint.
          const tbt = window.__longTasks
            .filter((task) => task.startTime >= fcp)
            .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
          resolve({
            lcpMs: entries[entries.length - 1].startTime,
            tbtMs: tbt,
            ttfbMs: navigation.responseStart - navigation.requestStart,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const jsGzipBytes = await scriptBytes();
  await context.close();
  return { ...figures, jsGzipBytes };
}

async function phoneFigures(url, path) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const product = [];
    const home = [];
    for (let run = 0; run < RUNS; run++) {
      product.push(await phoneLoad(browser, `${url}${path}`, { network: SLOW_4G }));
      home.push(await phoneLoad(browser, `${url}/`, { network: undefined }));
    }
    return {
      productLcpMs: Math.round(median(product.map((r) => r.lcpMs))),
      productTbtMs: Math.round(median(product.map((r) => r.tbtMs))),
      productJsGzipBytes: median(product.map((r) => r.jsGzipBytes)),
      homeTtfbMs: Math.round(median(home.map((r) => r.ttfbMs)) * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}

/** The product page's HTML at full load against a bare route answering the same bytes. */
async function pageLoad(url, path) {
  const response = await fetch(`${url}${path}`, { headers: HTML });
  if (response.status !== 200) throw new Error(`product page ${path} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const dir = mkdtempSync(join(tmpdir(), 'cartwright-bench-page-'));
  const file = join(dir, 'page.html');
  writeFileSync(file, bytes);
  const bare = await startBarePage(file);
  try {
    const { measured, reference, share, sharesPercent } = await paired(
      () => load({ url: `${url}${path}`, headers: HTML }),
      () => load({ url: bare.url, headers: HTML }),
    );
    return { ...measured, htmlBytes: bytes.length, bareReqPerSec: reference.reqPerSec, share, sharesPercent };
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page figures on PostgreSQL; the phone figures on the same store. `undefined` without PostgreSQL. */
export async function benchServerRendering() {
  return withScratchDatabase((databaseUrl) =>
    withCatalogStore(databaseUrl, async (store) => {
      const path = await productPath(store.url);
      return { path, page: await pageLoad(store.url, path), phone: await phoneFigures(store.url, path) };
    }),
  );
}

/** The section's lines of the report. */
export function serverRenderingLines(figures, verdict) {
  if (!figures) return ['   not measured (PostgreSQL unreachable)'];
  const { page, phone } = figures;
  return [
    `   product page HTML (${page.htmlBytes} B): ${page.reqPerSec} req/s, p50 ${page.p50Ms} ms, p99 ${page.p99Ms} ms = ${(page.share * 100).toFixed(1)}% of a bare Hono route serving the same bytes (${page.bareReqPerSec} req/s; rounds ${page.sharesPercent.map((p) => `${p}%`).join(', ')}) (target p50 ≤ 15 ms and ≥ 1,000 pages/s: ${verdict('product page HTML', page.p50Ms <= 15 && page.reqPerSec >= 1000)})`,
    `   product page on a phone (4× CPU, slow 4G), median of ${RUNS}: LCP ${phone.productLcpMs} ms (target ≤ 1500 ms: ${verdict('product page LCP on slow 4G', phone.productLcpMs <= 1500)}), total blocking time ${phone.productTbtMs} ms, JavaScript ${(phone.productJsGzipBytes / 1024).toFixed(1)} kB gzip (target ≤ 80 kB: ${verdict('product page JS before interactive', phone.productJsGzipBytes <= 80 * 1024)})`,
    `   home page first byte (4× CPU, no network delay): ${phone.homeTtfbMs} ms (target ≤ 50 ms: ${verdict('home first byte', phone.homeTtfbMs <= 50)})`,
  ];
}

/** `node bench/server-rendering.mjs`: this section alone (after a build when sources changed). */
async function main() {
  const { ensureBuilt } = await import('../scripts/ensure-built.mjs');
  ensureBuilt();
  const figures = await benchServerRendering();
  for (const line of serverRenderingLines(figures, (_, ok) => (ok ? 'meets target' : 'MISSES target'))) {
    console.log(line);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
