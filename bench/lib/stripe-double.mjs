// The server's Stripe API double for benches: its TypeScript source (kept out of the server's build, as a test
// kit) bundled once by esbuild next to node_modules, so `stripe` resolves as in the tests.
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const source = new URL('../../packages/server/src/test-support/stripe-double.ts', import.meta.url).pathname;
const outDir = new URL('../../node_modules/.cache/cartwright-bench/', import.meta.url).pathname;

/** `startStripeDouble` and `payCheckoutThroughDouble` of packages/server/src/test-support/stripe-double.ts. */
export async function loadStripeDouble() {
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}stripe-double.mjs`;
  await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return import(`${outfile}?${Date.now()}`);
}

/** The `cartwright start` flags that point a store at the double. */
export const stripeFlags = (double) => [
  '--stripe-secret-key',
  double.secretKey,
  '--stripe-publishable-key',
  double.publishableKey,
  '--stripe-webhook-secret',
  double.webhookSecret,
  '--stripe-api-url',
  double.url,
];
