// The README's SDK example, as written, against a real server with the demo store on a real port.

import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, seedFirstStart, type TestApp } from '../../packages/server/src/testing.js';
import { codeBlocks, repoRoot } from './doc-code-blocks.js';

const HOST = "'http://localhost:3000'";
const CLIENT_ID = "'<your OAuth client id>'";

let store: TestApp;
let server: ReturnType<typeof serve>;
let origin: string;
const file = join(repoRoot, 'tests', 'docs', `.readme-example-${process.pid}.ts`);
const bundled = join(repoRoot, 'tests', 'docs', `.first-cart-${process.pid}.mjs`);

/** What the example needs of a browser besides fetch: localStorage, kept in memory. */
function memoryLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

beforeAll(async () => {
  store = await createTestApp();
  await seedFirstStart(store.deps);
  origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: store.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
});
afterAll(async () => {
  rmSync(file, { force: true });
  rmSync(bundled, { force: true });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
});

/** The demo store's total the README's example promises in its last comment. */
const promisedTotal = (code: string) => /\/\/ .*"(\$[\d,.]+)" in the demo store/.exec(code)?.[1];

const webClientId = async () =>
  ((await (await fetch(`${origin}/cartwright/v1/web-config`)).json()) as { clientId: string }).clientId;

describe('the README SDK example', () => {
  it('runs against the demo store and prints the total its comment promises', async () => {
    const example = codeBlocks('README.md').find((block) => block.code.includes('createClient('));
    expect(example?.fragment).toBe(false);
    const code = example!.code;
    // The only two things a reader replaces: where the store is and its OAuth client id.
    expect(code).toContain(HOST);
    expect(code).toContain(CLIENT_ID);
    const clientId = await webClientId();
    writeFileSync(file, code.replace(HOST, `'${origin}'`).replace(CLIENT_ID, `'${clientId}'`));

    vi.stubGlobal('localStorage', memoryLocalStorage());
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await import(/* @vite-ignore */ file);

    const promised = promisedTotal(code);
    expect(promised).toBeDefined();
    expect(log.mock.calls).toEqual([[promised]]);
  }, 60_000);

  it('runs as plain JavaScript under Node.js as examples/first-cart.mjs, which the README names', async () => {
    const readme = codeBlocks('README.md').find((block) => block.code.includes('createClient('))!.code;
    const example = 'examples/first-cart.mjs';
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain(`node ${example}`);
    // The packages resolve to their sources here (nothing may need a build first); the example itself runs in
    // a plain Node.js process, not through Vite, so TypeScript or a missing file extension would fail it.
    await build({
      entryPoints: [join(repoRoot, example)],
      outfile: bundled,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['@cartwright/source'],
      logLevel: 'silent',
    });
    const env = { ...process.env, CARTWRIGHT_HOST: origin, CARTWRIGHT_CLIENT_ID: await webClientId() };
    const { stdout } = await promisify(execFile)(process.execPath, [bundled], { env });
    expect(stdout).toBe(`${promisedTotal(readme)}\n`);

    const missing = promisify(execFile)(process.execPath, [bundled], {
      env: { ...env, CARTWRIGHT_CLIENT_ID: '' },
    });
    await expect(missing).rejects.toMatchObject({
      stderr: expect.stringContaining('Set CARTWRIGHT_CLIENT_ID'),
    });
  }, 60_000);
});
