// Cart benchmarks on PostgreSQL at 32 connections: add-to-cart (each connection its own visitor, adding
// to its own cart), the other cart writes (update quantity, remove lines, PATCH, create checkout) and the
// anonymous token grant, get-current-cart of a 30-line cart, and estimate-totals of that cart (with a coupon,
// shipping and tax), next to bare Hono routes measured in the same run: a GET and a POST echo, and a POST
// that makes one durable write (lib/bare-write.mjs), the floor under any write that must not be lost, measured
// in turns with the add (`paired`).
import pg from 'pg';
import { prepareBareWrite } from './lib/bare-write.mjs';
import { cpuMeter } from './lib/cpu.mjs';
import { LOAD, load, paired, startBareHono, startBareWrite } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { CART, call, catalogReference as reference, visitorToken, withStore } from './lib/store-bench.mjs';

const LINES = 30;
// A country the demo store's own shipping and tax setup leaves alone.
const ADDRESS = { country: 'NZ', city: 'Wellington', postalCode: '6011' };

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

/**
 * A POST load where each connection is its own visitor (a token of `tokens`) and builds its next request
 * itself: `perConnection(token)` answers a function giving each request's `{ path, body }`.
 */
function loadPerConnection(url, tokens, perConnection, options = {}) {
  let next = 0;
  return load({
    url,
    ...options,
    setupClient: (client) => {
      const token = tokens[next++ % tokens.length];
      const nextRequest = perConnection(token);
      const headers = { 'content-type': 'application/json', authorization: token };
      client.setRequests([
        {
          method: 'POST',
          headers,
          setupRequest: (request) => {
            const { method = 'POST', path, body } = nextRequest();
            return { ...request, method, path, headers, body: JSON.stringify(body) };
          },
        },
      ]);
    },
  });
}

/**
 * The other cart writes, each a change that writes (never a no-op repeat), at 32 connections on the carts
 * add-to-cart left (one line each): set the line's quantity, PATCH the buyer note, create a checkout; and
 * remove lines, one per request, from carts filled with 30 lines beforehand (a fixed number of requests).
 */
async function otherWrites(url, clientId, products, tokens, cpu) {
  const lineOf = new Map();
  await Promise.all(
    tokens.map(async (token) => {
      const { cart } = await call(`${url}${CART}`, { authorization: token });
      lineOf.set(token, cart.lineItems[0].id);
    }),
  );
  const quantity = await loadPerConnection(
    url,
    tokens,
    (token) => {
      let n = 0;
      return () => ({
        path: `${CART}/update-line-items-quantity`,
        body: { lineItems: [{ id: lineOf.get(token), quantity: 1 + (n++ % 2) }] },
      });
    },
    { cpu },
  );
  const patch = await loadPerConnection(
    url,
    tokens,
    () => {
      let n = 0;
      return () => ({ path: CART, method: 'PATCH', body: { cartInfo: { buyerNote: `Note ${n++}` } } });
    },
    { cpu },
  );
  const checkout = await loadPerConnection(
    url,
    tokens,
    () => () => ({
      path: `${CART}/create-checkout`,
      body: { channelType: 'WEB' },
    }),
    { cpu },
  );

  // Four full carts per connection: 32 × 4 × 30 removals.
  const fullCarts = await Promise.all(
    Array.from({ length: LOAD.connections * 4 }, async () => {
      const token = await visitorToken(url, clientId);
      const { cart } = await call(`${url}${CART}/add-to-cart`, {
        method: 'POST',
        authorization: token,
        body: { lineItems: products.map((p) => ({ quantity: 1, catalogReference: reference(p) })) },
      });
      return { token, lines: cart.lineItems.map((l) => l.id) };
    }),
  );
  let nextCarts = 0;
  const remove = await load({
    url,
    cpu,
    amount: fullCarts.length * LINES,
    setupClient: (client) => {
      const mine = fullCarts.slice(nextCarts, nextCarts + 4);
      nextCarts += 4;
      let n = 0;
      client.setRequests([
        {
          method: 'POST',
          setupRequest: (request) => {
            const cart = mine[n % mine.length];
            const lineId = cart.lines[Math.floor(n / mine.length) % LINES];
            n++;
            return {
              ...request,
              method: 'POST',
              path: `${CART}/remove-line-items`,
              headers: { 'content-type': 'application/json', authorization: cart.token },
              body: JSON.stringify({ lineItemIds: [lineId] }),
            };
          },
        },
      ]);
    },
  });
  return { updateQuantity: quantity, patch, createCheckout: checkout, removeLine: remove };
}

async function cartLoad(url, apiKey, cpu, floor) {
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
  const addBody = { lineItems: [{ quantity: 1, catalogReference: reference(products[0]) }] };
  const add = (options) =>
    loadPerConnection(url, tokens, () => () => ({ path: `${CART}/add-to-cart`, body: addBody }), options);
  // One load of adds first, not measured: it makes the carts and lets V8 optimise the write path, as in a store
  // that has been up a while. After only 1,000 adds the store still spent 0.17 ms of CPU per add, against
  // 0.12 ms ten seconds later.
  await add({});
  const addVsFloor = await paired(() => add({ cpu }), floor);
  // The carts the add made: one per connection.
  const writes = await otherWrites(url, clientId, products, tokens.slice(0, LOAD.connections), cpu);
  const tokenGrant = await load({
    url: `${url}/oauth2/token`,
    cpu,
    method: 'POST',
    body: { clientId, grantType: 'anonymous' },
  });
  const get = await load({ url: `${url}${CART}`, headers: { authorization: shopper }, cpu });
  const estimate = await load({
    url: `${url}${CART}/estimate-totals`,
    cpu,
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
  return {
    write: addVsFloor.reference,
    add: { ...addVsFloor.measured, sharesOfWritePercent: addVsFloor.sharesPercent },
    ...writes,
    tokenGrant,
    get,
    estimate30: estimate,
    estimate30OneConnection: estimateAlone,
  };
}

/**
 * Runs `work(floor)` with the durable-write reference up on a database of its own, warmed like the store's
 * add (cartLoad): one load first, not measured. `floor()` measures it once.
 */
async function withBareWrite(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await prepareBareWrite(client);
  await client.end();
  const server = await startBareWrite(databaseUrl);
  try {
    const body = { quantity: 1 };
    await load({ url: server.url, method: 'POST', body });
    const cpu = await cpuMeter({ pid: server.pid, databaseUrl });
    try {
      return await work(() => load({ url: server.url, method: 'POST', body, cpu }));
    } finally {
      await cpu.close();
    }
  } finally {
    await server.stop();
  }
}

/**
 * With BENCH_CPU_PROF_DIR set, the store writes a V8 CPU profile there when it stops (`--cpu-prof`); with
 * BENCH_STORE_CLI, another build of the store's CLI runs (e.g. the one before a change, to compare).
 */
const storeOptions = () => {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  const cliPath = process.env.BENCH_STORE_CLI;
  return {
    ...(dir ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir] } : {}),
    ...(cliPath ? { cliPath } : {}),
  };
};

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
  const measured = await withScratchDatabase((bareUrl) =>
    withBareWrite(bareUrl, (floor) =>
      withScratchDatabase((databaseUrl) =>
        withStore(
          databaseUrl,
          'cart',
          async (url, apiKey, store) => {
            const cpu = await cpuMeter({ pid: store.pid, databaseUrl });
            try {
              return await cartLoad(url, apiKey, cpu, floor);
            } finally {
              await cpu.close();
            }
          },
          storeOptions(),
        ),
      ),
    ),
  );
  if (!measured) return { reference, postgres: undefined };
  const { write, ...postgres } = measured;
  return { reference: { ...reference, write }, postgres };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchCart(), null, 2));
}
