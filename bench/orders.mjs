// Checkout completion on PostgreSQL: req/s and p99 of POST /ecom/v1/checkouts/{id}/complete at 32 connections,
// each request a distinct buyer's ready checkout of a product with ample stock (the approving test card); then
// 200 buyers completing at once for a product with stock 10: time until every answer is in, how many orders,
// and any answer other than an order or 409 OUT_OF_STOCK (there must be none).
import autocannon from 'autocannon';
import { LOAD } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { CART, call, catalogReference, visitorToken, withStore } from './lib/store-bench.mjs';

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
          const { token, checkoutId } = checkouts[next++ % checkouts.length];
          return {
            ...request,
            path: `/ecom/v1/checkouts/${checkoutId}/complete`,
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify(PAYMENT),
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

async function ordersLoad(url, apiKey) {
  const { ample, scarce } = await seed(url, apiKey);
  const { clientId } = await call(`${url}/cartwright/v1/web-config`, {});
  const checkouts = await readyCheckouts(url, clientId, ample, CHECKOUTS);
  const completion = await completionLoad(url, checkouts);
  // The same call one at a time: its latency without queueing behind 31 others on a small machine.
  const alone = await completionLoad(url, await readyCheckouts(url, clientId, ample, 100), 1);
  const contenders = await readyCheckouts(url, clientId, scarce, RACE_BUYERS);
  return { completion, completionOneConnection: alone, race: await race(url, contenders) };
}

/** The store on a scratch PostgreSQL database; `undefined` when PostgreSQL is unreachable. */
export async function benchOrders() {
  return withScratchDatabase((databaseUrl) => withStore(databaseUrl, 'orders', ordersLoad));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOrders(), null, 2));
}
