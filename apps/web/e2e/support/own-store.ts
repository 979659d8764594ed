// A store of the spec's own on a fresh data directory. The demo owner credentials are printed once, by the start
// that creates the demo store, so specs that sign in as the owner start their own and read them from its stderr.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const cli = fileURLToPath(new URL('../../../../packages/server/dist/cli/main.js', import.meta.url));
const CREDENTIALS_LINE = /Admin sign-in \(shown once\): (\S+) \/ (\S+)/;

export interface OwnStore {
  origin: string;
  owner: { email: string; password: string };
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `cartwright start` on a free port and a fresh data directory; resolves once it listens. `args` adds
 * start options, e.g. `['--allow-private-webhooks']`; `prepare` runs on the data directory before the first start
 * (another CLI command, such as `api-key create`).
 */
export async function startOwnStore(
  name: string,
  args: string[] = [],
  prepare?: (dataDir: string, cliPath: string) => Promise<void>,
): Promise<OwnStore> {
  const dataDir = await mkdtemp(join(tmpdir(), `cartwright-e2e-${name}-`));
  await prepare?.(dataDir, cli);
  const port = await freePort();
  const store = spawn(
    process.execPath,
    [cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, ...args],
    { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  const owner = await new Promise<OwnStore['owner']>((resolve, reject) => {
    store.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // The credentials line comes before the "listening" line on stdout, which says the server is ready.
    store.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Cartwright listening on')) return;
      const match = CREDENTIALS_LINE.exec(stderr);
      if (match) resolve({ email: match[1]!, password: match[2]! });
      else reject(new Error(`The first start printed no demo owner credentials:\n${stderr}`));
    });
    store.once('exit', (code) => reject(new Error(`The store exited with code ${code}:\n${stderr}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    owner,
    async stop() {
      if (store.exitCode === null) {
        const exited = new Promise((resolve) => store.once('exit', resolve));
        store.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens an admin page, is sent to the sign-in page, signs in as the owner and lands back on that page. */
export async function signInAsOwner(page: Page, store: OwnStore, section: string, heading: string) {
  await page.goto(`${store.origin}/admin/${section}`);
  // Not signed in yet: the admin sends us to its sign-in page, remembering where we were going.
  await expect(page).toHaveURL(`${store.origin}/admin/login?next=%2F${section}`);
  await page.getByLabel('E-mail', { exact: true }).fill(store.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(store.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveURL(`${store.origin}/admin/${section}`);
}
