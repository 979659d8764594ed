// `npm run bench`: every benchmark, printed as ratios against references measured in the same run,
// and written to bench/results.json.
import { writeFileSync } from 'node:fs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

ensureBuilt();
const { benchBundleSize, benchColdStart, benchPerCallOverhead, benchSingleFlight, withDemoStore } =
  await import('./client.mjs');
const { benchServerToken } = await import('./server-token.mjs');
const { benchStartup } = await import('./startup.mjs');
const { benchCatalogServer, benchStorefront, catalogReadLine } = await import('./catalog.mjs');
const { benchCart } = await import('./cart.mjs');
const { benchLogin } = await import('./login.mjs');
const { benchMembers, MEMBERS } = await import('./members.mjs');
const { benchEvents } = await import('./events.mjs');
const { benchOrders } = await import('./orders.mjs');
const { benchServerRendering, serverRenderingLines } = await import('./server-rendering.mjs');
const { benchSearch, searchLines } = await import('./search.mjs');
const { LOAD, PAIRED_ROUNDS } = await import('./lib/load.mjs');

const fixed = (value, digits = 2) => (value === undefined ? 'n/a' : value.toFixed(digits));
const targets = [];
const verdict = (name, ok) => {
  targets.push({ name, ok });
  return ok ? 'meets target' : 'MISSES target';
};

const results = { date: new Date().toISOString(), node: process.version, load: LOAD };

results.perCall = await benchPerCallOverhead();
console.log(
  `1. per-call overhead (30-line cart): client ${fixed(results.perCall.clientMs, 3)} ms vs raw fetch+JSON.parse ${fixed(results.perCall.rawFetchMs, 3)} ms = ${fixed(results.perCall.ratio)}× (target ≤ 1.10×: ${verdict('per-call overhead', results.perCall.ratio <= 1.1)})`,
);

await withDemoStore(async (store) => {
  results.singleFlight = await benchSingleFlight(store);
  console.log(
    `2. token requests for 50 concurrent first calls: ${results.singleFlight.tokenRequests} (target exactly 1: ${verdict('single flight', results.singleFlight.tokenRequests === 1 && results.singleFlight.allOk)})`,
  );
  results.bundle = await benchBundleSize();
  console.log(
    `3. bundle, client core + visitor OAuthStrategy: ${results.bundle.coreWithVisitorOAuthGzipBytes} B gzip (target ≤ 2500 B: ${verdict('bundle size', results.bundle.coreWithVisitorOAuthGzipBytes <= 2500)})`,
  );
  console.log(
    `   storefront scenario (createClient, OAuthStrategy, localStorageTokenStorage, queryProducts, addToCurrentCart, getCurrentCart): ${results.bundle.storefrontGzipBytes} B gzip (target ≤ 6000 B: ${verdict('storefront bundle', results.bundle.storefrontGzipBytes <= 6000)})`,
  );
  results.coldStart = await benchColdStart(store);
  console.log(
    `   cold start: client + first call ${fixed(results.coldStart.clientFirstCallMs, 0)} ms vs bare node fetch ${fixed(results.coldStart.bareNodeFetchMs, 0)} ms = ${fixed(results.coldStart.ratio)}× (target ≤ 1.5×: ${verdict('cold start', results.coldStart.ratio <= 1.5)})`,
  );
});

results.serverToken = await benchServerToken();
const { reference, pglite, postgres } = results.serverToken;
const row = (label, figures) =>
  figures
    ? `   ${label}: ${figures.reqPerSec} req/s, p99 ${figures.p99Ms} ms, ${fixed(figures.reqPerSec / reference.reqPerSec)}× of bare Hono${figures.errors ? `, ${figures.errors} errors` : ''}`
    : `   ${label}: not measured (PostgreSQL unreachable)`;
console.log(`4. anonymous token grant, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each:`);
console.log(`   bare Hono JSON route: ${reference.reqPerSec} req/s, p99 ${reference.p99Ms} ms`);
console.log(row('PGlite', pglite));
console.log(row('PostgreSQL', postgres));

results.startup = await benchStartup();
console.log(
  `5. store start-up: empty data dir ${results.startup.emptyMs} ms (target ≤ 15000: ${verdict('start-up empty', results.startup.emptyMs <= 15_000)}), existing ${results.startup.existingMs} ms (target ≤ 3000: ${verdict('start-up existing', results.startup.existingMs <= 3000)})`,
);
console.log(
  `   first npm start after npm install: build ${results.startup.startBuildMs} ms + start ${results.startup.emptyMs} ms = ${results.startup.firstStartMs} ms (target ≤ 30000: ${verdict('first npm start', results.startup.firstStartMs <= 30_000)})`,
);

results.catalog = await benchCatalogServer();
const catalog = results.catalog;
const share = (figures, reference) => figures.reqPerSec / reference.reqPerSec;
console.log(
  `6. catalog reads, ${LOAD.connections} connections, each against a bare Hono GET of a 30-line cart in ${PAIRED_ROUNDS} rounds measured in turns (the median round):`,
);
for (const [label, figures] of [
  ['PGlite', catalog.pglite],
  ['PostgreSQL', catalog.postgres],
]) {
  if (!figures) {
    console.log(`   ${label}: not measured (PostgreSQL unreachable)`);
    continue;
  }
  const targeted = label === 'PostgreSQL';
  const q = figures.query50;
  const g = figures.getById;
  console.log(
    `   ${catalogReadLine(`${label} 50-item query`, q)}${targeted ? ` (target ≥ 25% and p99 ≤ 50 ms: ${verdict('catalog query', q.share >= 0.25 && q.p99Ms <= 50)})` : ''}`,
  );
  console.log(
    `   ${catalogReadLine(`${label} get by id`, g)}${targeted ? ` (target ≥ 40% and p99 ≤ 50 ms: ${verdict('catalog get', g.share >= 0.4 && g.p99Ms <= 50)})` : ''}`,
  );
}

results.storefront = await benchStorefront();
const sf = results.storefront;
console.log(
  `7. storefront JavaScript (gzip): home ${fixed(sf.homeJsGzipBytes / 1024, 1)} kB, product page ${fixed(sf.productJsGzipBytes / 1024, 1)} kB (target ≤ 100 kB: ${verdict('storefront weight', Math.max(sf.homeJsGzipBytes, sf.productJsGzipBytes) <= 100 * 1024)}); product page LCP ${sf.productLcpMs} ms (target ≤ 1000 ms: ${verdict('product LCP', sf.productLcpMs <= 1000)})`,
);

results.cart = await benchCart();
const cart = results.cart;
const bareGet = cart.reference.get;
const barePost = cart.reference.post;
console.log(
  `8. cart on PostgreSQL, ${LOAD.connections} connections (bare Hono: GET 30-line cart ${bareGet.reqPerSec} req/s, p99 ${bareGet.p99Ms} ms; POST echo ${barePost.reqPerSec} req/s, p99 ${barePost.p99Ms} ms):`,
);
if (!cart.postgres) console.log('   not measured (PostgreSQL unreachable)');
else {
  const { add, get, estimate30, estimate30OneConnection } = cart.postgres;
  const bareWrite = cart.reference.write;
  console.log(
    `   add-to-cart (a visitor per connection): ${add.reqPerSec} req/s (${fixed(share(add, barePost) * 100, 1)}% of bare POST), p99 ${add.p99Ms} ms (target ≥ 20%: ${verdict('cart add', share(add, barePost) >= 0.2)})`,
  );
  console.log(
    `     bare POST with one durable write: ${bareWrite.reqPerSec} req/s (${fixed(share(bareWrite, barePost) * 100, 1)}% of bare POST), p99 ${bareWrite.p99Ms} ms; add-to-cart is ${fixed(share(add, bareWrite) * 100, 1)}% of it, the median of ${add.sharesOfWritePercent.length} rounds measured in turns (${add.sharesOfWritePercent.map((p) => `${p}%`).join(', ')}) (target ≥ 50%, p99 ≤ 50 ms: ${verdict('cart add vs durable write', share(add, bareWrite) >= 0.5 && add.p99Ms <= 50)})`,
  );
  for (const [label, key] of [
    ['update quantity', 'updateQuantity'],
    ['remove a line', 'removeLine'],
    ['PATCH cart (buyer note)', 'patch'],
    ['create checkout', 'createCheckout'],
    ['anonymous token grant', 'tokenGrant'],
  ]) {
    const figures = cart.postgres[key];
    console.log(
      `     ${label}: ${figures.reqPerSec} req/s = ${fixed(share(figures, bareWrite) * 100, 1)}% of the durable write, p99 ${figures.p99Ms} ms${figures.errors ? `, ${figures.errors} errors` : ''}`,
    );
  }
  console.log(
    `   get-current-cart (30 lines): ${get.reqPerSec} req/s (${fixed(share(get, bareGet) * 100, 1)}% of bare GET), p99 ${get.p99Ms} ms (target ≥ 40%: ${verdict('cart get', share(get, bareGet) >= 0.4)})`,
  );
  console.log(
    `   estimate-totals (30 lines): ${estimate30.reqPerSec} req/s, p99 ${estimate30.p99Ms} ms at ${LOAD.connections} connections (target p99 ≤ 30 ms: ${verdict('cart estimate', estimate30.p99Ms <= 30)}); one connection: p99 ${estimate30OneConnection.p99Ms} ms`,
  );
}

results.login = await benchLogin();
const login = results.login;
const { flood } = login;
console.log(`9. member sign-in on ${login.database}:`);
console.log(
  `   login (argon2id-bound): p50 ${login.login.p50Ms} ms, p99 ${login.login.p99Ms} ms alone; ${login.login.reqPerSec} req/s at ${LOAD.connections} connections (bare Hono + one argon2id verify: p50 ${login.reference.login.p50Ms} ms, p99 ${login.reference.login.p99Ms} ms, ${login.reference.login.reqPerSec} req/s = ${fixed(share(login.login, login.reference.login) * 100, 1)}% of it)${login.login.errors ? `, ${login.login.errors} errors` : ''}`,
);
console.log(
  `   wrong-password flood, ${flood.seconds} s from one address over ${flood.connections} connections: ${flood.attempts} attempts, ${flood.refused429} answered 429 before hashing = ${fixed(flood.share429 * 100, 2)}%, ${flood.hashed} hashed (target ≥ 95%: ${verdict('login flood refused', flood.share429 >= 0.95)})`,
);
console.log(
  `     catalog query p99 ${flood.catalogDuringFlood.p99Ms} ms during the flood vs ${flood.catalogAlone.p99Ms} ms without (${flood.catalogDuringFlood.reqPerSec} vs ${flood.catalogAlone.reqPerSec} req/s)`,
);
console.log(
  `   token refresh (rotation): ${login.refresh.reqPerSec} req/s, p99 ${login.refresh.p99Ms} ms at ${LOAD.connections} connections = ${fixed(share(login.refresh, login.reference.refresh) * 100, 1)}% of bare Hono (${login.reference.refresh.reqPerSec} req/s)${login.refresh.errors ? `, ${login.refresh.errors} errors` : ''}`,
);
results.members = await benchMembers();
const mem = results.members;
console.log(
  `10. members on PostgreSQL over ${MEMBERS} members (bare Hono POST: ${mem.reference.reqPerSec} req/s, p99 ${mem.reference.p99Ms} ms):`,
);
if (!mem.postgres) console.log('   not measured (PostgreSQL unreachable)');
else {
  const { query50, bulkBlock } = mem.postgres;
  console.log(
    `   queryMembers, 50-member page with a filter: ${query50.reqPerSec} req/s (${fixed(share(query50, mem.reference) * 100, 1)}% of bare), p99 ${query50.p99Ms} ms${query50.errors ? `, ${query50.errors} errors` : ''}`,
  );
  console.log(`   bulk block by filter of ${bulkBlock.members} members: ${bulkBlock.wallMs} ms wall time`);
}

results.targets = targets;
results.events = await benchEvents();
console.log('11. webhook delivery (outbox → local receiver):');
for (const [label, figures] of [
  ['PGlite', results.events.pglite],
  ['PostgreSQL', results.events.postgres],
]) {
  if (!figures) {
    console.log(`   ${label}: not measured (PostgreSQL unreachable)`);
    continue;
  }
  if (figures.error) {
    console.log(
      `   ${label}: not measured: ${figures.error} (${verdict(`${label} webhook delivery`, false)})`,
    );
    continue;
  }
  console.log(
    `   ${label}: ${figures.deliveredPerSecond} events/s delivered; commit-to-delivery at 200 cart writes/s p50 ${figures.delayP50Ms} ms, p99 ${figures.delayP99Ms} ms; cart writes ${figures.cartWritesPerSecond}/s, ${figures.cartWritesPerSecondWithThreeSubscriptions}/s with three subscriptions, ${figures.writeSlowdownPercent}% slower, the median of ${PAIRED_ROUNDS} rounds in turns (${figures.slowdownRoundsPercent.map((p) => `${p}%`).join(', ')}) (target ≤ 10%: ${verdict(`${label} write slowdown with webhooks`, figures.writeSlowdownPercent <= 10)})`,
  );
}

results.orders = await benchOrders();
const orders = results.orders;
console.log(`12. checkout completion on PostgreSQL (approving test card, ${LOAD.connections} connections):`);
if (!orders) console.log('   not measured (PostgreSQL unreachable)');
else {
  const { completion, completionOneConnection: alone, race, stripe, stripeOneConnection } = orders;
  console.log(
    `   ${completion.completes} distinct buyers, ample stock: ${completion.reqPerSec} req/s, p50 ${completion.p50Ms} ms, p99 ${completion.p99Ms} ms, ${completion.non2xx} non-200, ${completion.errors} failed, ${completion.timeouts} timed out; one connection: p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms`,
  );
  console.log(
    `   ${race.buyers} buyers at once for stock ${race.stock}: settled in ${race.settleMs} ms, ${race.orders} orders, ${race.outOfStock} OUT_OF_STOCK, ${race.otherErrors} other errors (target ${race.stock} orders and 0 other errors: ${verdict('order race', race.orders === race.stock && race.otherErrors === 0)})`,
  );
  console.log(
    `   paid through Stripe (the API double, via the official SDK), ${stripe.completes} buyers: ${stripe.reqPerSec} req/s, p50 ${stripe.p50Ms} ms, p99 ${stripe.p99Ms} ms, ${stripe.non2xx} non-200, ${stripe.errors} failed, ${stripe.timeouts} timed out = ${fixed(stripe.reqPerSec / Math.max(1, completion.reqPerSec))}× the test card's req/s; one connection: p50 ${stripeOneConnection.p50Ms} ms, p99 ${stripeOneConnection.p99Ms} ms`,
  );
}

results.search = await benchSearch();
console.log('13. search on PostgreSQL, 32 connections (issue #34):');
for (const line of searchLines(results.search, verdict)) console.log(line);
results.serverRendering = await benchServerRendering();
console.log(
  `14. storefront documents on PostgreSQL, ${LOAD.connections} connections (${results.serverRendering?.path ?? 'a product page'}):`,
);
for (const line of serverRenderingLines(results.serverRendering, verdict)) console.log(line);

writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
const missed = targets.filter((t) => !t.ok).map((t) => t.name);
console.log(missed.length ? `Targets missed: ${missed.join(', ')}` : 'All targets met.');
