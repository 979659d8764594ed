// Checkout completion on PostgreSQL: req/s and p99 of POST /ecom/v1/checkouts/{id}/complete at 32 connections,
// each request a distinct buyer's ready checkout of a product with ample stock (the approving test card); then
// 200 buyers completing at once for a product with stock 10: time until every answer is in, how many orders,
// and any answer other than an order or 409 OUT_OF_STOCK (there must be none). During both, the store's
// sessions are sampled every 10 ms: how many wait for a row lock, and on which statement. Then the same
// completions paid through Stripe (the server's Stripe API double, reached through the official SDK).
import autocannon from 'autocannon';
import pg from 'pg';
import { LOAD } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { CART, call, catalogReference, visitorToken, withStore } from './lib/store-bench.mjs';
import { loadStripeDouble, stripeFlags } from './lib/stripe-double.mjs';

/** Checkouts made for the throughput run: each is completed once. */
const CHECKOUTS = Number(process.env.BENCH_ORDER_CHECKOUTS ?? 800);
const RACE_BUYERS = 200;
const RACE_STOCK = 10;
// A country the demo store's own shipping and tax setup leaves alone.
const DESTINATION = {
  address: { country: 'NZ', city: 'Wellington', postalCode: '6011', addressLine: '1 Lambton Quay' },
  contactDetails: { firstName: 'Bench', lastName: 'Buyer' },
};
const PAYMENT = {
  payment: {
    method: 'CARD',
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Bench Buyer' },
  },
};

async function seed(url, apiKey) {
  const admin = (path, body) => call(`${url}${path}`, { method: 'POST', authorization: apiKey, body });
  const product = async (name, quantity) =>
    (
      await admin('/stores/v1/products', {
        product: {
          name,
          productType: 'physical',
          priceData: { price: 24.5 },
          stock: { trackInventory: true, quantity },
        },
      })
    ).product;
  await admin('/cartwright/v1/shipping-regions', {
    shippingRegion: {
      name: 'New Zealand',
      destinations: [{ country: 'NZ' }],
      options: [{ code: 'standard', title: 'Standard', rate: '5' }],
    },
  });
  return {
    ample: await product('Orders bench mug', 1_000_000),
    scarce: await product('Orders bench lamp', RACE_STOCK),
  };
}

/** A new visitor's checkout of one unit, with e-mail, address and option: ready to complete. */
async function readyCheckout(url, clientId, product) {
  const token = await visitorToken(url, clientId);
  await call(`${url}${CART}/add-to-cart`, {
    method: 'POST',
    authorization: token,
    body: {
      lineItems: [{ quantity: 1, catalogReference: catalogReference(product) }],
    },
  });
  const { checkoutId } = await call(`${url}${CART}/create-checkout`, {
    method: 'POST',
    authorization: token,
    body: {},
  });
  await call(`${url}/ecom/v1/checkouts/${checkoutId}`, {
    method: 'PATCH',
    authorization: token,
    body: {
      checkout: {
        buyerInfo: { email: `buyer-${checkoutId}@example.com` },
        shippingInfo: {
          shippingDestination: DESTINATION,
          selectedCarrierServiceOption: { code: 'standard' },
        },
      },
    },
  });
  return { token, checkoutId };
}

async function readyCheckouts(url, clientId, product, count) {
  const ready = [];
  for (let start = 0; start < count; start += 32) {
    const batch = Array.from({ length: Math.min(32, count - start) }, () =>
      readyCheckout(url, clientId, product),
    );
    ready.push(...(await Promise.all(batch)));
  }
  return ready;
}

/** What a checkout is completed with: the test card, or the Stripe payment session paid beforehand. */
const paymentOf = (checkout) =>
  checkout.paymentSessionId
    ? { payment: { method: 'PROVIDER', paymentSessionId: checkout.paymentSessionId } }
    : PAYMENT;

/**
 * The buyer pays each checkout through Stripe as the browser would before completing: a payment session (the
 * store makes the PaymentIntent at the double), then the intent succeeds at the double.
 */
async function paidThroughStripe(url, double, checkouts) {
  for (let start = 0; start < checkouts.length; start += 32) {
    await Promise.all(
      checkouts.slice(start, start + 32).map(async (checkout) => {
        const { paymentSession } = await call(
          `${url}/ecom/v1/checkouts/${checkout.checkoutId}/payment-sessions`,
          { method: 'POST', authorization: checkout.token, body: { provider: 'stripe' } },
        );
        double.succeed(paymentSession.clientSecret.split('_secret_')[0]);
        checkout.paymentSessionId = paymentSession.id;
      }),
    );
  }
  return checkouts;
}

/** Completes each checkout once, `connections` at a time: req/s, p99, answers other than 200, failed and timed-out (10 s) requests. */
async function completionLoad(url, checkouts, connections = LOAD.connections) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    amount: checkouts.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const checkout = checkouts[next++ % checkouts.length];
          return {
            ...request,
            path: `/ecom/v1/checkouts/${checkout.checkoutId}/complete`,
            headers: { 'content-type': 'application/json', authorization: checkout.token },
            body: JSON.stringify(paymentOf(checkout)),
          };
        },
      },
    ],
  });
  return {
    completes: checkouts.length,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Every buyer completes at once: the time until the last answer, and what the answers were. */
async function race(url, checkouts) {
  const started = performance.now();
  const answers = await Promise.all(
    checkouts.map(async ({ token, checkoutId }) => {
      const response = await fetch(`${url}/ecom/v1/checkouts/${checkoutId}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(PAYMENT),
      });
      const body = await response.json();
      return { status: response.status, code: body.details?.applicationError?.code };
    }),
  );
  const settleMs = Math.round(performance.now() - started);
  const orders = answers.filter((a) => a.status === 200).length;
  const outOfStock = answers.filter((a) => a.status === 409 && a.code === 'OUT_OF_STOCK').length;
  return {
    buyers: checkouts.length,
    stock: RACE_STOCK,
    settleMs,
    orders,
    outOfStock,
    otherErrors: answers.length - orders - outOfStock,
  };
}

/**
 * Samples the store database's sessions every 10 ms while `work` runs: the mean number of sessions in a
 * transaction, of those idle in it (waiting for the server's next statement), and of those waiting for a
 * lock, by the first words of the statement that waits.
 */
async function sampleLockWaits(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let samples = 0;
  let active = 0;
  let idle = 0;
  const waiting = new Map();
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select wait_event_type = 'Lock' as waits, state = 'idle in transaction' as idle,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 40) as statement
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      samples++;
      active += rows.length;
      idle += rows.filter((r) => r.idle).length;
      for (const row of rows.filter((r) => r.waits)) {
        waiting.set(row.statement, (waiting.get(row.statement) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const result = await work();
    return { result, samples, active, idle, waiting };
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}

const perSample = (count, samples) => Math.round((count / Math.max(1, samples)) * 100) / 100;

/** `work`'s result with `lockWaits`: mean sessions busy, idle in a transaction and waiting on a lock (by statement). */
async function withLockWaits(databaseUrl, work) {
  const { result, samples, active, idle, waiting } = await sampleLockWaits(databaseUrl, work);
  const total = [...waiting.values()].reduce((a, b) => a + b, 0);
  return {
    ...result,
    lockWaits: {
      samples,
      meanBusySessions: perSample(active, samples),
      meanIdleInTransaction: perSample(idle, samples),
      meanWaitingSessions: perSample(total, samples),
      byStatement: Object.fromEntries(
        [...waiting].sort((a, b) => b[1] - a[1]).map(([statement, n]) => [statement, perSample(n, samples)]),
      ),
    },
  };
}

async function ordersLoad(url, apiKey, databaseUrl, double) {
  const { ample, scarce } = await seed(url, apiKey);
  const { clientId } = await call(`${url}/cartwright/v1/web-config`, {});
  const checkouts = await readyCheckouts(url, clientId, ample, CHECKOUTS);
  const completion = await withLockWaits(databaseUrl, () => completionLoad(url, checkouts));
  // The same call one at a time: its latency without queueing behind 31 others on a small machine.
  const alone = await completionLoad(url, await readyCheckouts(url, clientId, ample, 100), 1);
  const contenders = await readyCheckouts(url, clientId, scarce, RACE_BUYERS);
  const raced = await withLockWaits(databaseUrl, () => race(url, contenders));
  // The same completions through Stripe: the store reads each PaymentIntent from the double (one HTTP call
  // through the official SDK) inside the checkout's lock, then places the order as for the test card.
  const stripe = await completionLoad(
    url,
    await paidThroughStripe(url, double, await readyCheckouts(url, clientId, ample, CHECKOUTS)),
  );
  const stripeAlone = await completionLoad(
    url,
    await paidThroughStripe(url, double, await readyCheckouts(url, clientId, ample, 100)),
    1,
  );
  return {
    completion,
    completionOneConnection: alone,
    race: raced,
    stripe,
    stripeOneConnection: stripeAlone,
  };
}

/** The store on a scratch PostgreSQL database; `undefined` when PostgreSQL is unreachable. */
export async function benchOrders() {
  const { startStripeDouble } = await loadStripeDouble();
  const double = await startStripeDouble();
  try {
    return await withScratchDatabase((databaseUrl) =>
      withStore(databaseUrl, 'orders', (url, apiKey) => ordersLoad(url, apiKey, databaseUrl, double), {
        extraArgs: stripeFlags(double),
      }),
    );
  } finally {
    await double.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOrders(), null, 2));
}
