// HTTP load through autocannon: requests per second and p99 latency, errors counted.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export const LOAD = { connections: 32, durationSeconds: Number(process.env.BENCH_SECONDS ?? 5) };

/**
 * `setupClient(client)` runs once per connection (e.g. to give each its own credentials). With `amount`,
 * the load ends after that many requests instead of after the usual duration.
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
}) {
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
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: non2xx,
  };
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

/** The password-hash reference (bare-login.mjs): one argon2id verification per request. */
export async function startBareLogin() {
  const server = await startReference('./bare-login.mjs');
  return { ...server, url: `${server.origin}/bare-verify` };
}
