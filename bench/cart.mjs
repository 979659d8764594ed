// Cart benchmarks on PostgreSQL at 32 connections: add-to-cart (each connection its own visitor, adding
// to its own cart), get-current-cart of a 30-line cart, and estimate-totals of that cart (with a coupon,
// shipping and tax), next to bare Hono routes measured in the same run: a GET and a POST echo, and a POST
// that makes one durable write (lib/bare-write.mjs), the floor under any write that must not be lost.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareBareWrite } from './lib/bare-write.mjs';
import { load, startBareHono, startBareWrite } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { startStore } from './lib/store-process.mjs';

const cli = new URL('../packages/server/dist/cli/main.js', import.meta.url).pathname;
const CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CART = '/ecom/v1/carts/current';
const LINES = 30;
// A country the demo store's own shipping and tax setup leaves alone.
const ADDRESS = { country: 'NZ', city: 'Wellington', postalCode: '6011' };

function createApiKey(dataDir, databaseUrl) {
  const args = [cli, 'api-key', 'create', '--name', 'cart bench', '--data-dir', dataDir, '--json'];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  return JSON.parse(
    execFileSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } }),
  ).apiKey;
}

async function call(url, { method = 'GET', authorization, body }) {
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

async function visitorToken(url, clientId) {
  return (await call(`${url}/oauth2/token`, { method: 'POST', body: { clientId, grantType: 'anonymous' } }))
    .access_token;
}

/** 30 products, a 10% coupon, a shipping region and a 15% tax region for New Zealand. */
async function seedPricing(url, apiKey) {
  const admin = (path, body) => call(`${url}${path}`, { method: 'POST', authorization: apiKey, body });
  const products = [];
  for (let batch = 0; batch < LINES; batch += 10) {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin('/stores/v1/products', {
          product: {
            name: `Cart bench product ${batch + i}`,
            priceData: { price: 5 + batch + i + 0.25 },
            weight: 0.5,
            productType: 'physical',
          },
        }),
      ),
    );
    products.push(...created.map((r) => r.product));
  }
  await admin('/cartwright/v1/coupons', {
    coupon: { code: 'BENCH10', name: 'Bench', type: 'PERCENT_OFF', percentOff: 10 },
  });
  await admin('/cartwright/v1/shipping-regions', {
    shippingRegion: {
      name: 'New Zealand',
      destinations: [{ country: 'NZ' }],
      options: [
        { code: 'standard', title: 'Standard', rate: '5', freeOver: '200' },
        { code: 'express', title: 'Express', rate: '15' },
      ],
    },
  });
  await admin('/cartwright/v1/tax-regions', {
    taxRegion: {
      name: 'New Zealand',
      country: 'NZ',
      taxShipping: true,
      rates: [{ jurisdictionType: 'COUNTRY', jurisdictionName: 'New Zealand', rate: '15' }],
    },
  });
  return products;
}

const reference = (product) => ({ catalogItemId: product.id, appId: CATALOG_APP_ID });

async function cartLoad(url, apiKey) {
  const products = await seedPricing(url, apiKey);
  const { clientId } = await call(`${url}/cartwright/v1/web-config`, {});

  // One shopper with a 30-line cart and a coupon: read and estimated under load.
  const shopper = await visitorToken(url, clientId);
  await call(`${url}${CART}/add-to-cart`, {
    method: 'POST',
    authorization: shopper,
    body: { lineItems: products.map((p, i) => ({ quantity: 1 + (i % 3), catalogReference: reference(p) })) },
  });
  await call(`${url}${CART}`, { method: 'PATCH', authorization: shopper, body: { couponCode: 'BENCH10' } });
  const estimateBody = { shippingAddress: ADDRESS, selectedShippingOption: { code: 'standard' } };
  const check = await call(`${url}${CART}/estimate-totals`, {
    method: 'POST',
    authorization: shopper,
    body: estimateBody,
  });
  if (
    check.cart.lineItems.length !== LINES ||
    check.appliedDiscounts.length === 0 ||
    check.priceSummary.tax.amount === '0.00'
  ) {
    throw new Error(`estimate without its 30 lines, coupon or tax: ${JSON.stringify(check.priceSummary)}`);
  }

  // Every connection adds as its own visitor to its own cart.
  const tokens = await Promise.all(Array.from({ length: 64 }, () => visitorToken(url, clientId)));
  let next = 0;
  const add = await load({
    url: `${url}${CART}/add-to-cart`,
    method: 'POST',
    body: { lineItems: [{ quantity: 1, catalogReference: reference(products[0]) }] },
    setupClient: (client) => {
      client.setHeaders({
        'content-type': 'application/json',
        authorization: tokens[next++ % tokens.length],
      });
    },
  });
  const get = await load({ url: `${url}${CART}`, headers: { authorization: shopper } });
  const estimate = await load({
    url: `${url}${CART}/estimate-totals`,
    method: 'POST',
    headers: { authorization: shopper },
    body: estimateBody,
  });
  // The same call one at a time: its latency without queueing behind 31 others on a small machine.
  const estimateAlone = await load({
    url: `${url}${CART}/estimate-totals`,
    method: 'POST',
    headers: { authorization: shopper },
    body: estimateBody,
    connections: 1,
  });
  return { add, get, estimate30: estimate, estimate30OneConnection: estimateAlone };
}

async function withCartStore(databaseUrl, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-bench-cart-'));
  try {
    const apiKey = createApiKey(dataDir, databaseUrl);
    const store = await startStore({ dataDir, databaseUrl });
    try {
      return await work(store.url, apiKey);
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The durable-write reference on a database of its own. */
async function bareWriteLoad(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await prepareBareWrite(client);
  await client.end();
  const server = await startBareWrite(databaseUrl);
  try {
    return await load({ url: server.url, method: 'POST', body: { quantity: 1 } });
  } finally {
    await server.stop();
  }
}

/**
 * Bare Hono: GET of a 30-line cart payload, a JSON echo POST and, on PostgreSQL, a POST with one durable
 * write; then the store's cart calls on PostgreSQL.
 */
export async function benchCart() {
  const bare = await startBareHono();
  const reference = {
    get: await load({ url: `${bare.origin}${CART}` }),
    post: await load({ url: bare.url, method: 'POST', body: { lineItems: [{ quantity: 1 }] } }),
  };
  await bare.stop();
  reference.write = await withScratchDatabase(bareWriteLoad);
  const postgres = await withScratchDatabase((databaseUrl) => withCartStore(databaseUrl, cartLoad));
  return { reference, postgres };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchCart(), null, 2));
}
