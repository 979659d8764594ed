// A store as a child process for delivery tests: commands run once to completion, a server started and
// killed, and the HTTP calls a buyer makes (anonymous tokens, a product, cart writes).
import { STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import type { CartwrightProcesses, CartwrightRun } from '../../../test-support/cartwright-process.js';

/** Runs a one-shot command with `--json` and answers its parsed output. */
export async function runJson(
  processes: CartwrightProcesses,
  args: string[],
): Promise<Record<string, unknown>> {
  const run = processes.run([...args, '--json']);
  const code = await run.exited;
  if (code !== 0) throw new Error(`cartwright ${args.join(' ')} exited ${code}: ${run.stderr()}`);
  return JSON.parse(run.stdout()) as Record<string, unknown>;
}

export async function call(url: string, method: string, path: string, auth: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function visitorToken(url: string, clientId: string): Promise<string> {
  const res = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function createProduct(url: string, apiKey: string): Promise<string> {
  const body = await call(url, 'POST', '/stores/v1/products', apiKey, {
    product: { name: 'Mug', productType: 'physical', priceData: { price: 10 } },
  });
  return (body.product as { id: string }).id;
}

export const addLine = (url: string, token: string, productId: string) =>
  call(url, 'POST', '/ecom/v1/carts/current/add-to-cart', token, {
    lineItems: [{ quantity: 1, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: productId } }],
  });

export const setNote = (url: string, token: string, note: string) =>
  call(url, 'PATCH', '/ecom/v1/carts/current', token, { cartInfo: { buyerNote: note } });

/** Waits for a condition, polling; fails with `what` after `ms`. */
export async function waitFor(what: () => string, done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const killed = (run: CartwrightRun) => {
  run.child.kill('SIGKILL');
  return run.exited;
};
