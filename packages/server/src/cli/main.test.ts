// The `cartwright` executable end to end, as a real child process on a real port.
//
// How the CLI is run: see test-support/cartwright-process.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartwrightProcesses, cartwrightProcesses, ready } from '../test-support/cartwright-process.js';
import { webClientLine } from './start-lines.js';

let processes: CartwrightProcesses;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cartwright-e2e-'));
  processes = await cartwrightProcesses();
});
afterAll(() => {
  processes.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const runCartwright = (args: string[]) => processes.run(args);
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
    // The id a developer's first SDK call needs, the same one the web app signs in with.
    const { clientId } = (await (await fetch(`${url}/cartwright/v1/web-config`)).json()) as {
      clientId: string;
    };
    expect(first.stderr()).toContain(`${webClientLine(clientId)}\n`);

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
    // Printed on every start, not only the first: the id is no secret and a developer looks for it later.
    expect(restarted.stderr()).toContain(webClientLine(clientId));
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('exits with 2 and a clear message on a bad option value', async () => {
    const run = runCartwright(['start', '--port', 'eighty', '--data-dir', dataDir]);
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain('Invalid --port "eighty"');
  });
});
