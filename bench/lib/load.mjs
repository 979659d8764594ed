// HTTP load through autocannon: requests per second and p99 latency, errors counted.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export const LOAD = { connections: 32, durationSeconds: Number(process.env.BENCH_SECONDS ?? 5) };

/** `setupClient(client)` runs once per connection (e.g. to give each its own credentials). */
export async function load({ url, method = 'GET', headers = {}, body, requests, setupClient, connections }) {
  const result = await autocannon({
    url,
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body && JSON.stringify(body),
    requests,
    ...(setupClient ? { setupClient } : {}),
    connections: connections ?? LOAD.connections,
    duration: LOAD.durationSeconds,
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: non2xx };
}

export async function startBareHono() {
  const child = spawn(process.execPath, [new URL('./bare-hono.mjs', import.meta.url).pathname], {
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
    url: `http://127.0.0.1:${port}/bare`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
