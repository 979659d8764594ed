// The README's SDK example, as written, against a real server with the demo store on a real port.

import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, seedFirstStart, type TestApp } from '../../packages/server/src/testing.js';
import { codeBlocks, repoRoot } from './doc-code-blocks.js';

const HOST = "'http://localhost:3000'";
const CLIENT_ID = "'<your OAuth client id>'";

let store: TestApp;
let server: ReturnType<typeof serve>;
let origin: string;
const file = join(repoRoot, 'tests', 'docs', `.readme-example-${process.pid}.ts`);

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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
});

describe('the README SDK example', () => {
  it('runs against the demo store and prints the total its comment promises', async () => {
    const example = codeBlocks('README.md').find((block) => block.code.includes('createClient('));
    expect(example?.fragment).toBe(false);
    const code = example!.code;
    // The only two things a reader replaces: where the store is and its OAuth client id.
    expect(code).toContain(HOST);
    expect(code).toContain(CLIENT_ID);
    const { clientId } = (await (await fetch(`${origin}/cartwright/v1/web-config`)).json()) as {
      clientId: string;
    };
    writeFileSync(file, code.replace(HOST, `'${origin}'`).replace(CLIENT_ID, `'${clientId}'`));

    vi.stubGlobal('localStorage', memoryLocalStorage());
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await import(/* @vite-ignore */ file);

    const promised = /\/\/ .*"(\$[\d,.]+)" in the demo store/.exec(code)?.[1];
    expect(promised).toBeDefined();
    expect(log.mock.calls).toEqual([[promised]]);
  }, 60_000);
});
