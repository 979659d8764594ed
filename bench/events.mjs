// Webhook delivery benchmarks, on PGlite and on PostgreSQL: events delivered per second from the outbox to a
// local receiver (a backlog of 2,000 cart updates released at once), commit-to-delivery delay p50/p99 while
// carts are written at 200/s, and how much slower cart writes get with three subscriptions active (measured in
// turns with the same writes without any).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paired } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { cliJson } from './lib/store-cli.mjs';
import { startStore } from './lib/store-process.mjs';

const CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CARTS = 200;

async function call(url, method, path, authorization, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Answers 200 (or what `answer` says), recording each event's arrival and its eventTime. */
async function startReceiver() {
  const arrivals = [];
  const state = { answer: () => 200 };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const status = state.answer();
      if (status === 200) {
        const claims = JSON.parse(Buffer.from(body.split('.')[1], 'base64url').toString());
        const event = JSON.parse(JSON.parse(claims.data).data);
        arrivals.push({ at: Date.now(), eventTime: Date.parse(event.eventTime), id: event.id });
      }
      res.writeHead(status, status === 503 ? { 'retry-after': '3' } : {}).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    state,
    close: () => server.close(),
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function waitFor(done, ms) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for deliveries');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Cart PATCHes from `workers` visitors, each one after another, for `seconds`: writes per second. */
async function writeRate(url, tokens, seconds) {
  const until = Date.now() + seconds * 1000;
  let writes = 0;
  await Promise.all(
    tokens.map(async (token, i) => {
      while (Date.now() < until) {
        await call(url, 'PATCH', '/ecom/v1/carts/current', token, {
          cartInfo: { buyerNote: `w${i}-${writes}` },
        });
        writes++;
      }
    }),
  );
  return writes / seconds;
}

export async function benchOn(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-events-bench-'));
  const receiver = await startReceiver();
  const { apiKey } = cliJson(['api-key', 'create', '--name', 'events bench'], dataDir, databaseUrl);
  const { clientId } = cliJson(
    ['client', 'create', '--name', 'bench', '--redirect-uri', 'http://127.0.0.1/cb'],
    dataDir,
    databaseUrl,
  );
  const store = await startStore({
    dataDir,
    databaseUrl,
    demo: false,
    extraArgs: ['--allow-private-webhooks'],
  });
  try {
    const { url } = store;
    const { product } = await call(url, 'POST', '/stores/v1/products', apiKey, {
      product: { name: 'Mug', productType: 'physical', priceData: { price: 10 } },
    });
    const tokens = [];
    for (let i = 0; i < CARTS; i++) {
      const { access_token } = await call(url, 'POST', '/oauth2/token', undefined, {
        clientId,
        grantType: 'anonymous',
      });
      await call(url, 'POST', '/ecom/v1/carts/current/add-to-cart', access_token, {
        lineItems: [{ quantity: 1, catalogReference: { appId: CATALOG_APP_ID, catalogItemId: product.id } }],
      });
      tokens.push(access_token);
    }
    const note = (token, text) =>
      call(url, 'PATCH', '/ecom/v1/carts/current', token, { cartInfo: { buyerNote: text } });

    // Cart writes without subscriptions and with three, in turns (`paired`): this host's speed drifts more
    // between two 5-second loads than the subscriptions cost (one such pair read -16%, the next +13%).
    const workers = tokens.slice(0, 8);
    await writeRate(url, workers, 1);
    const subscribe = async () =>
      (await call(url, 'POST', '/cartwright/v1/webhooks', apiKey, { url: receiver.url, eventTypes: ['*'] }))
        .webhook;
    const slowdown = await paired(
      async () => {
        const hooks = [await subscribe(), await subscribe(), await subscribe()];
        const reqPerSec = await writeRate(url, workers, 5);
        // Deleting a subscription drops its pending deliveries: the next round starts without a backlog.
        for (const hook of hooks) await call(url, 'DELETE', `/cartwright/v1/webhooks/${hook.id}`, apiKey);
        return { reqPerSec };
      },
      async () => ({ reqPerSec: await writeRate(url, workers, 5) }),
    );
    // One subscription for the rest; it takes what the last writes appended after it came, then goes quiet.
    await subscribe();
    let seen = -1;
    while (seen !== receiver.arrivals.length) {
      seen = receiver.arrivals.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }

    // Throughput: a backlog held by 503 + Retry-After, then released.
    receiver.state.answer = () => 503;
    receiver.arrivals.length = 0;
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < tokens.length; i += 20) {
        await Promise.all(tokens.slice(i, i + 20).map((token) => note(token, `backlog ${round}`)));
      }
    }
    receiver.state.answer = () => 200;
    const backlog = CARTS * 10;
    await waitFor(() => receiver.arrivals.length >= backlog, 300_000);
    const times = receiver.arrivals.map((a) => a.at);
    const perSecond = (backlog - 1) / ((Math.max(...times) - Math.min(...times)) / 1000);

    // Commit-to-delivery delay at 200 cart writes a second for 10 s.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    receiver.arrivals.length = 0;
    const started = Date.now();
    const writes = [];
    for (let i = 0; i < 2000; i++) {
      const due = started + i * 5;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      writes.push(note(tokens[i % CARTS], `steady ${i}`));
    }
    await Promise.all(writes);
    await waitFor(() => receiver.arrivals.length >= 2000, 120_000);
    const delays = receiver.arrivals.map((a) => a.at - a.eventTime);
    return {
      deliveredPerSecond: Math.round(perSecond),
      delayP50Ms: percentile(delays, 50),
      delayP99Ms: percentile(delays, 99),
      cartWritesPerSecond: Math.round(slowdown.reference.reqPerSec),
      cartWritesPerSecondWithThreeSubscriptions: Math.round(slowdown.measured.reqPerSec),
      writeSlowdownPercent: Math.round((1 - slowdown.share) * 1000) / 10,
      slowdownRoundsPercent: slowdown.sharesPercent.map((share) => Math.round((100 - share) * 10) / 10),
    };
  } finally {
    await store.stop();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database the run could not measure is reported with its reason; the other figures still count. */
async function measured(run) {
  try {
    return await run();
  } catch (error) {
    return {
      error:
        error instanceof Error
          ? `${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}`
          : String(error),
    };
  }
}

export async function benchEvents() {
  return {
    pglite: await measured(() => benchOn(undefined)),
    postgres: await measured(() => withScratchDatabase((databaseUrl) => benchOn(databaseUrl))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchEvents(), null, 2));
}
