// Fuzz test (issue #10): malformed input on every route the app has, anonymously and with admin credentials,
// then hostile HTTP/1.1 over a real socket. Nothing may answer 5xx, every error must be the wire envelope,
// Object.prototype must stay clean, the store must still serve normal requests afterwards, and no log line of
// the run may hold a credential a request carried. FUZZ_CASES sets the cases per route (`npm run fuzz` runs
// many), FUZZ_SEED replays a run.
import type { AddressInfo } from 'node:net';
import {
  ErrorEnvelopeSchema,
  OAuthErrorResponseSchema,
  type Product,
  REQUEST_ID_HEADER,
} from '@cartwright/contracts';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { trackInFlight } from './http/in-flight.js';
import { addToCart, type CartKit, cartKit, line, ref } from './modules/cart/test-support/cart-kit.js';
import { createRandom } from './query/test-support/prng.js';
import { createHttpServer } from './server.js';
import { captureLogs, findLeaks, type LogEntry } from './test-support/log-capture.js';
import { type RawCase, rawCases, rawSecrets, sendRaw } from './test-support/malformed-http.js';
import { MalformedInput } from './test-support/malformed-input.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Routes whose errors are not the envelope: the token and revocation endpoints answer RFC 6749 bodies. */
const OAUTH_PATHS = new Set(['/oauth2/token', '/oauth2/revoke']);
/** Routes a browser opens: their errors are HTML pages (the authorize endpoint's must never redirect). */
const HTML_PATHS = new Set([
  '/oauth2/authorize',
  '/_api/iam/authentication/v1/logout',
  '/iam/authentication/v1/logout',
  '/_api/iam/authentication/v1/callback',
  '/iam/authentication/v1/callback',
  '/_api/iam/authentication/v1/sso/callback',
  '/iam/authentication/v1/sso/callback',
]);

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}
interface Route {
  method: string;
  path: string;
  operation: Operation | undefined;
}

let t: TestApp;
let kit: CartKit;
let routes: Route[];
let callers: [string, Record<string, string>][];
let probe: Product;
/** Every line the app and its HTTP server log during the run, at every level. */
const logs = captureLogs();

beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger });
  kit = await cartKit(t);
  // The app's own route list, so a new route is fuzzed without touching this file; the OpenAPI document
  // adds each route's schemas, so most input is shaped well enough to reach the code behind validation.
  const document = (await (await t.app.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const seen = new Set<string>();
  routes = t.app.routes
    .filter(
      (r) => r.method !== 'ALL' && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`),
    )
    .map((r) => ({
      method: r.method,
      path: r.path,
      operation: document.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()],
    }));
  probe = await kit.createProduct({ name: 'Fuzz probe', priceData: { price: 3 } });
  callers = [
    ['owner API key', kit.creds.apiKey],
    ['admin token', kit.creds.adminToken],
    ['owner API key', kit.creds.apiKey],
    ['visitor', kit.creds.visitor],
    ['anonymous', {}],
  ];
}, 300_000);
afterAll(() => t.close());

/** Lists whose ids the fuzz fills into paths and id fields, so input also gets past "not found". */
const ID_LISTS = [
  '/stores-reader/v1/products/query-platformized?query.paging.limit=20',
  '/v2/collections/query',
  '/cartwright/v1/coupons',
  '/cartwright/v1/discount-rules',
  '/cartwright/v1/shipping-regions',
  '/cartwright/v1/tax-regions',
];

async function knownIds(): Promise<string[]> {
  const ids = [probe.id!];
  for (const path of ID_LISTS) {
    const body = (await (await t.app.request(path, { headers: kit.creds.apiKey })).json()) as Record<
      string,
      unknown
    >;
    for (const list of Object.values(body)) {
      if (Array.isArray(list)) for (const item of list) if (typeof item?.id === 'string') ids.push(item.id);
    }
  }
  return ids;
}

function fillPath(path: string, input: MalformedInput): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, () => input.pathParam());
}

function describeCase(
  route: Route,
  caller: string,
  url: string,
  body: string | undefined,
  contentType?: string,
) {
  const shownBody = body === undefined ? '' : ` body(${contentType ?? 'none'})=${body.slice(0, 300)}`;
  return `FUZZ_SEED=${seed}: ${route.method} ${route.path} as ${caller}: ${route.method} ${url.slice(0, 300)}${shownBody}`;
}

async function expectErrorShape(route: Route, res: Response, replay: string) {
  // A live feed that opened never ends: its status is the answer.
  if (res.status === 200 && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return;
  }
  const text = await res.text();
  expect(res.status, `${replay}\n→ ${text.slice(0, 500)}`).toBeLessThan(500);
  if (res.status === 200) return;
  if (HTML_PATHS.has(route.path)) {
    expect(res.headers.get('content-type'), replay).toMatch(/^text\/html/);
    return;
  }
  const body = JSON.parse(text) as unknown;
  if (OAUTH_PATHS.has(route.path)) {
    expect(Value.Check(OAuthErrorResponseSchema, body), `${replay}\n→ ${text}`).toBe(true);
    return;
  }
  expect(Value.Check(ErrorEnvelopeSchema, body), `${replay}\n→ ${text}`).toBe(true);
  const details = (body as { details: Record<string, unknown> }).details;
  expect(details.applicationError ?? details.validationError, `${replay}\n→ ${text}`).toBeDefined();
  expect(res.headers.get(REQUEST_ID_HEADER), replay).toBeTruthy();
}

function expectPrototypeClean(replay: string) {
  const leaked: string[] = [];
  for (const key in {}) leaked.push(key);
  expect(leaked, replay).toEqual([]);
}

/**
 * What the issue saw break for everyone after one bad request: catalog queries (after every route) and
 * add-to-cart with checkout (every few routes and at the end: they cost a product and a cart).
 */
async function expectStoreServes(after: string, full: boolean) {
  const products = await t.app.request('/stores-reader/v1/products/query-platformized?query.paging.limit=1');
  expect(products.status, after).toBe(200);
  expect((await t.app.request('/v2/collections/query')).status, after).toBe(200);
  if (!full) return;
  const product = await kit.createProduct({ name: 'After fuzz', priceData: { price: 2 } });
  const visitor = await kit.visitor();
  await addToCart(visitor, [line(ref(product))]);
  const checkout = await visitor('POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' });
  expect(checkout.status, `${after}: ${await checkout.clone().text()}`).toBe(200);
}

it(
  `answers malformed input on every route with a 4xx in the envelope (${CASES_PER_ROUTE} cases per route)`,
  async () => {
    const random = createRandom(seed);
    expect(routes.length).toBeGreaterThan(40);
    let cases = 0;
    const input = new MalformedInput(random, { ids: await knownIds() });
    for (const [index, route] of routes.entries()) {
      const queryParams = (route.operation?.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = route.operation?.requestBody?.content['application/json']?.schema;
      for (let i = 0; i < CASES_PER_ROUTE; i++) {
        const [caller, headers] = callers[i % callers.length]!;
        input.hostility = random.pick([0, 0.02, 0.08, 0.2]);
        const query = input.queryString(queryParams);
        const url = `${fillPath(route.path, input)}${query ? `?${query}` : ''}`;
        const init: RequestInit = { method: route.method, headers: { ...headers } };
        let body: string | undefined;
        let contentType: string | undefined;
        if (METHODS_WITH_BODY.has(route.method)) {
          body = input.bodyText(bodySchema);
          contentType = random.chance(0.9)
            ? 'application/json'
            : random.pick([
                undefined,
                'text/plain',
                'application/json; charset=utf-8',
                'multipart/form-data; boundary=x',
              ]);
          init.body = body;
          if (contentType) (init.headers as Record<string, string>)['content-type'] = contentType;
        }
        const replay = describeCase(route, caller, url, body, contentType);
        let res: Response;
        try {
          res = await t.app.request(url, init);
        } catch (error) {
          throw new Error(`${replay}\n→ threw ${String(error)}`);
        }
        await expectErrorShape(route, res, replay);
        expectPrototypeClean(replay);
        cases++;
      }
      const full = index === routes.length - 1 || index % 10 === 9;
      await expectStoreServes(`after fuzzing ${route.method} ${route.path} (FUZZ_SEED=${seed})`, full);
      // Ids the fuzz made so far (coupons, regions, products) become targets for the routes after.
      if (full) input.known.ids = await knownIds();
    }
    console.log(`fuzzed ${routes.length} routes, ${cases} cases (FUZZ_SEED=${seed})`);
  },
  Math.max(600_000, CASES_PER_ROUTE * 6_000),
);

/** The log entries from `from` on, once the app has logged the request line of what arrived (at most 2 s). */
async function entriesThroughRequestLine(from: number): Promise<LogEntry[]> {
  for (let waited = 0; waited < 2_000; waited += 10) {
    const entries = logs.entries(from);
    if (entries.some((e) => e.msg === 'request')) return entries;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the app logged no request line for a request that reached it');
}

function expectAnswers(rawCase: RawCase, statuses: number[], replay: string) {
  if (rawCase.statuses === 'below 500') {
    expect(statuses, replay).toHaveLength(1);
    expect(statuses[0], replay).toBeLessThan(500);
  } else {
    expect(statuses, replay).toEqual(rawCase.statuses);
  }
}

/** Each credential the run sent, its `Bearer ` cut off: the token itself is what must not be logged. */
function sentCredentials(secrets: Record<string, string>): Record<string, string> {
  const sent: Record<string, string> = { ...secrets };
  for (const [caller, headers] of Object.entries(kit.creds)) {
    for (const [name, value] of Object.entries(headers))
      sent[`${caller} ${name}`] = value.replace(/^Bearer /, '');
  }
  return sent;
}

it('answers hostile HTTP/1.1 on a socket, logs a hung-up client below error, and logs no credential', async () => {
  const random = createRandom(seed);
  const input = new MalformedInput(random, { ids: await knownIds() });
  // A working owner API key as the bearer: a log must not hold a key that opens the store.
  const secrets = { ...rawSecrets(), bearer: kit.creds.apiKey.authorization! };
  // The fuzzed app behind the HTTP server `start` builds, so Node's parser and the app log together.
  const handling = trackInFlight(t.app.fetch);
  const server = createHttpServer(handling.fetch, logs.logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    let hangUps = 0;
    for (let round = 0; round < Math.max(1, Math.round(CASES_PER_ROUTE / 100)); round++) {
      const path = fillPath(random.pick(routes).path, input);
      for (const rawCase of rawCases(path, secrets)) {
        const replay = `FUZZ_SEED=${seed}: raw "${rawCase.name}" to ${path.slice(0, 200)}`;
        const from = logs.lines.length;
        const statuses = await sendRaw(port, rawCase);
        expectAnswers(rawCase, statuses, replay);
        if (rawCase.ending === 'abort' || rawCase.ending === 'reset') {
          // The client's doing, not a server failure: nothing about it may be logged at error or above.
          // (Soft, so a failure here still lets the credential check below report.)
          const loud = (await entriesThroughRequestLine(from)).filter((e) => e.level >= 50);
          expect.soft(loud, replay).toEqual([]);
          hangUps++;
        }
      }
    }
    expect(hangUps).toBeGreaterThan(0);
    const canary = await fetch(
      `http://127.0.0.1:${port}/stores-reader/v1/products/query-platformized?query.paging.limit=1`,
    );
    expect(canary.status, `canary after the raw cases (FUZZ_SEED=${seed})`).toBe(200);
    await expectStoreServes(`after the raw cases (FUZZ_SEED=${seed})`, true);
    await handling.settled();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  // Every line of the run: the route fuzz above (real keys and tokens) and the raw cases.
  expect(logs.lines.length).toBeGreaterThan(0);
  expect(findLeaks(logs.lines, sentCredentials(secrets))).toEqual([]);
});
