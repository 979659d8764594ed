// Member sign-in benchmarks, on PostgreSQL when reachable (else PGlite), each next to a reference measured in
// the same run: login latency and throughput against a bare Hono route doing the one argon2id verification a
// login needs; a wrong-password flood from one address (the share refused 429 before any hashing, and the
// catalog's p99 during the flood against without it); refresh-token rotation against a bare Hono route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { LOAD, load, startBareHono, startBareLogin } from './lib/load.mjs';
import { withScratchDatabase } from './lib/postgres.mjs';
import { createApiKey } from './lib/store-cli.mjs';
import { startStore } from './lib/store-process.mjs';

/** How long the wrong-password flood lasts (60 s in the real run; BENCH_FLOOD_SECONDS shortens a trial). */
export const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
/** Connections of the flood: one address, many sockets. */
const FLOOD_CONNECTIONS = 8;
/** Accounts the flood guesses at (and that sign in for real before it); under the registration limit of 20. */
const MEMBERS = 10;
const PASSWORD = 'correct horse battery';
const LOGIN = '/_api/iam/authentication/v2/login';

const memberEmail = (i) => `bench-member-${i}@example.com`;
const json = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Members who sign in at once (no e-mail code), registered through the API as shoppers would. */
async function registerMembers(url, apiKey) {
  const settings = await fetch(`${url}/cartwright/v1/auth-settings`, {
    ...json({ authSettings: { emailVerification: 'OFF', captcha: 'OFF' } }, { authorization: apiKey }),
    method: 'PATCH',
  });
  if (settings.status !== 200) throw new Error(`auth settings: ${settings.status} ${await settings.text()}`);
  for (let i = 0; i < MEMBERS; i++) {
    const res = await fetch(
      `${url}/_api/iam/authentication/v2/register`,
      json({ loginId: { email: memberEmail(i) }, password: PASSWORD }),
    );
    const body = await res.json();
    if (body.state !== 'SUCCESS') throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
  }
}

/**
 * One login alone (latency without queueing), then LOAD.connections at once (throughput), each request as
 * the next member: the throttle counts an attempt until its hash clears it, so many at once for one account
 * from one address would be refused as guessing.
 */
async function loginLoad(url, bodyFor) {
  let n = 0;
  const rotating = [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyFor(n++)) }),
    },
  ];
  const alone = await load({ url, method: 'POST', requests: rotating, connections: 1 });
  const loaded = await load({ url, method: 'POST', requests: rotating });
  return {
    p50Ms: alone.p50Ms,
    p99Ms: alone.p99Ms,
    reqPerSec: loaded.reqPerSec,
    errors: alone.errors + loaded.errors,
  };
}

/** Refresh-token grants; each connection follows its own rotating chain (a used token is dead). */
async function refreshLoad(url) {
  const { clientId } = await (await fetch(`${url}/cartwright/v1/web-config`)).json();
  const chains = await Promise.all(
    Array.from({ length: LOAD.connections }, async () => {
      const res = await fetch(`${url}/oauth2/token`, json({ clientId, grantType: 'anonymous' }));
      return (await res.json()).refresh_token;
    }),
  );
  let next = 0;
  return load({
    url: `${url}/oauth2/token`,
    method: 'POST',
    body: {},
    setupClient: (client) => {
      let refreshToken = chains[next++];
      client.setRequests([
        {
          method: 'POST',
          path: '/oauth2/token',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken }),
          }),
          onResponse: (status, body) => {
            if (status === 200) refreshToken = JSON.parse(body).refresh_token;
          },
        },
      ]);
    },
  });
}

/** Wrong passwords for the members in turn, from one address, for FLOOD_SECONDS. */
function flood(url) {
  let n = 0;
  return autocannon({
    url: `${url}${LOGIN}`,
    connections: FLOOD_CONNECTIONS,
    duration: FLOOD_SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ loginId: { email: memberEmail(n++ % MEMBERS) }, password: `wrong-${n}` }),
        }),
      },
    ],
  });
}

const catalogUrl = (url) =>
  `${url}/stores-reader/v1/products/query-platformized?.r=${Buffer.from(JSON.stringify({ query: { paging: { limit: 20 } } })).toString('base64url')}`;

async function floodLoad(url) {
  const catalogAlone = await load({ url: catalogUrl(url) });
  const flooding = flood(url);
  // The flood's first seconds hash (until the limits refuse); the catalog is measured once it is under way.
  await new Promise((resolve) => setTimeout(resolve, Math.min(5, FLOOD_SECONDS / 4) * 1000));
  const catalogDuringFlood = await load({ url: catalogUrl(url) });
  const result = await flooding;
  const answered = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  const refused = result.statusCodeStats['429']?.count ?? 0;
  return {
    seconds: FLOOD_SECONDS,
    connections: FLOOD_CONNECTIONS,
    attempts: answered,
    refused429: refused,
    hashed: answered - refused,
    share429: answered ? refused / answered : 0,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    catalogAlone,
    catalogDuringFlood,
  };
}

async function withLoginStore(databaseUrl, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-bench-login-'));
  try {
    const apiKey = createApiKey(dataDir, databaseUrl);
    const store = await startStore({ dataDir, databaseUrl });
    try {
      await registerMembers(store.url, apiKey);
      return await work(store.url);
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(url) {
  const login = await loginLoad(`${url}${LOGIN}`, (n) => ({
    loginId: { email: memberEmail(n % MEMBERS) },
    password: PASSWORD,
  }));
  const refresh = await refreshLoad(url);
  // Last: the flood leaves this address refused for a while.
  const floodFigures = await floodLoad(url);
  return { login, refresh, flood: floodFigures };
}

export async function benchLogin() {
  const bareLogin = await startBareLogin();
  const loginReference = await loginLoad(bareLogin.url, () => ({ password: PASSWORD }));
  await bareLogin.stop();
  const bare = await startBareHono();
  const refreshReference = await load({
    url: bare.url,
    method: 'POST',
    body: { grantType: 'refresh_token' },
  });
  await bare.stop();

  const postgres = await withScratchDatabase((databaseUrl) => withLoginStore(databaseUrl, measure));
  const figures = postgres ?? (await withLoginStore(undefined, measure));
  return {
    database: postgres ? 'PostgreSQL' : 'PGlite',
    reference: { login: loginReference, refresh: refreshReference },
    ...figures,
  };
}
