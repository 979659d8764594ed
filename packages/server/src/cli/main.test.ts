// The `cartwright` executable end to end, as a real child process on a real port.
//
// How the CLI is run: esbuild bundles src/cli/main.ts (with the `@cartwright/source` condition, so
// workspace packages come from their TypeScript sources) into node_modules/.cache, where the
// third-party imports it leaves external resolve from the repository's node_modules. That runs the
// current source in plain `node` in about a second, without depending on a prior `tsc` build or on
// other packages' dist folders, and it exercises the same top-level code as the built bin.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
let bundleDir: string;
let dataDir: string;
let cli: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const cache = join(repo, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(join(cache, 'cartwright-cli-'));
  cli = join(bundleDir, 'main.mjs');
  dataDir = mkdtempSync(join(tmpdir(), 'cartwright-e2e-'));
  await build({
    entryPoints: [join(repo, 'packages/server/src/cli/main.ts')],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@cartwright/source'],
    logLevel: 'error',
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@cartwright/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function runCartwright(args: string[]): Run {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, LOG_FORMAT: 'json', DATABASE_URL: '', DATA_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function ready(run: Run): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /^Cartwright listening on (http:\/\/\S+)\n/.exec(run.stdout());
    if (match) return match[1]!;
    if (run.child.exitCode !== null) throw new Error(`start exited early: ${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`start never became ready: ${run.stderr()}`);
}

const startArgs = () => ['start', '--port', '0', '--data-dir', dataDir];

describe('cartwright start', () => {
  it('prints the ready line, serves, locks the data dir, stops on SIGTERM with 0, and keeps data', async () => {
    const first = runCartwright(startArgs());
    const url = await ready(first);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(first.stderr()).toContain(
      'Demo store created. Admin sign-in (shown once): owner@demo.cartwright.local / ',
    );

    const second = runCartwright(startArgs());
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `The data directory ${dataDir} is in use by another Cartwright process (pid ${first.child.pid}). Stop it or use --data-dir.`,
    );
    expect(second.stdout()).toBe('');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toBe(`Cartwright listening on ${url}\n`);

    // The same data directory again: the demo store exists already, so no new credentials.
    const restarted = runCartwright(startArgs());
    const again = await ready(restarted);
    expect((await fetch(`${again}/healthz`)).status).toBe(200);
    expect(restarted.stderr()).not.toContain('Demo store created');
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('exits with 2 and a clear message on a bad option value', async () => {
    const run = runCartwright(['start', '--port', 'eighty', '--data-dir', dataDir]);
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain('Invalid --port "eighty"');
  });
});
