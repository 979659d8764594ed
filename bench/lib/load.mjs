// HTTP load through autocannon: requests per second and p99 latency, errors counted.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuSpent } from './cpu.mjs';

export const LOAD = { connections: 32, durationSeconds: Number(process.env.BENCH_SECONDS ?? 5) };

/**
 * `setupClient(client)` runs once per connection (e.g. to give each its own credentials). With `amount`,
 * the load ends after that many requests instead of after the usual duration. With `cpu` (a meter of
 * lib/cpu.mjs), the answer adds the CPU ms per request of the server process and of its PostgreSQL
 * backends (see lib/cpu.mjs).
 */
export async function load({
  url,
  method = 'GET',
  headers = {},
  body,
  requests,
  setupClient,
  connections,
  amount,
  cpu,
}) {
  const before = await cpu?.sample();
  const result = await autocannon({
    url,
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body && JSON.stringify(body),
    requests,
    ...(setupClient ? { setupClient } : {}),
    connections: connections ?? LOAD.connections,
    ...(amount ? { amount } : { duration: LOAD.durationSeconds }),
  });
  const after = await cpu?.sample();
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: non2xx,
    ...(before && after ? { cpuMsPerRequest: perRequest(before, after, result.requests.total) } : {}),
  };
}

/** How many times a paired load and its reference each run, one after the other. */
export const PAIRED_ROUNDS = 3;

/**
 * A load against its reference, paired: `PAIRED_ROUNDS` rounds of `reference()` then `measure()`, one after
 * the other, and the round whose share (measured req/s over reference req/s) is the median, with every
 * round's share in percent. This host's speed drifts by up to 40% within minutes, so a reference measured
 * apart from the load says little about the load's share of it.
 */
export async function paired(measure, reference) {
  const rounds = [];
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    const bare = await reference();
    const measured = await measure();
    rounds.push({ reference: bare, measured, share: measured.reqPerSec / bare.reqPerSec });
  }
  const median = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(PAIRED_ROUNDS / 2)];
  return { ...median, sharesPercent: rounds.map((r) => Math.round(r.share * 1000) / 10) };
}

const round = (ms) => Math.round(ms * 1000) / 1000;

function perRequest(before, after, requests) {
  return Object.fromEntries(
    Object.entries(cpuSpent(before, after)).map(([name, ms]) => [name, round(ms / requests)]),
  );
}

/** Runs a reference server script as its own process; resolves once it printed its port. */
async function startReference(script, args = []) {
  const child = spawn(process.execPath, [new URL(script, import.meta.url).pathname, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      const match = String(chunk).match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function startBareHono() {
  const server = await startReference('./bare-hono.mjs');
  return { ...server, url: `${server.origin}/bare` };
}

/** The durable-write reference (bare-write.mjs) on a database prepared with `prepareBareWrite`. */
export async function startBareWrite(databaseUrl) {
  const server = await startReference('./bare-write.mjs', [databaseUrl]);
  return { ...server, url: `${server.origin}/bare-write` };
}

/** The page reference (bare-page.mjs): the bytes of the HTML file at `path`, at `/page`. */
export async function startBarePage(path) {
  const server = await startReference('./bare-page.mjs', [path]);
  return { ...server, url: `${server.origin}/page` };
}

/** The password-hash reference (bare-login.mjs): one argon2id verification per request. */
export async function startBareLogin() {
  const server = await startReference('./bare-login.mjs');
  return { ...server, url: `${server.origin}/bare-verify` };
}
