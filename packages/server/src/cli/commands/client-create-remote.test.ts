// `cartwright client create --store-url`: a running store (whose embedded database is locked) registers the
// client over its API, the owner signed in; a wrong password, a contributor, no sign-in or no store is said
// plainly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../db/data-dir-lock.js';
import { createAdmin } from '../../modules/admins/index.js';
import { getOAuthClient } from '../../modules/oauth/index.js';
import { seedFirstStart } from '../../server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { runCli } from '../run-cli.js';
import { commands } from './index.js';

const PASSWORD = 'long enough secret';
let store: TestApp;
let server: ReturnType<typeof serve>;
let origin: string;
let dir: string;

beforeAll(async () => {
  store = await createTestApp();
  await seedFirstStart(store.deps);
  for (const role of ['OWNER', 'CONTRIBUTOR'] as const) {
    await createAdmin(store.deps, { email: `${role.toLowerCase()}@shop.example`, password: PASSWORD, role });
  }
  origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: store.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  dir = mkdtempSync(join(tmpdir(), 'cartwright-cli-remote-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(argv: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runCli(commands, argv, { out: (t) => (out += t), err: (t) => (err += t), env });
  return { code, out, err };
}

const create = ['client', 'create', '--name', 'Remote shop', '--redirect-uri', 'https://shop.example/cb'];
const asOwner = ['--owner-email', 'owner@shop.example'];
const password = { CARTWRIGHT_OWNER_PASSWORD: PASSWORD };

describe('cartwright client create --store-url', () => {
  it('registers the client in the running store, the password from CARTWRIGHT_OWNER_PASSWORD', async () => {
    const argv = [
      ...create,
      '--origin',
      'https://Shop.example:443/',
      '--store-url',
      `${origin}/`,
      ...asOwner,
    ];
    const { code, out } = await run([...argv, '--json'], password);
    expect(code).toBe(0);
    const { clientId } = JSON.parse(out) as { clientId: string };
    expect(await getOAuthClient(store.deps, clientId)).toMatchObject({
      name: 'Remote shop',
      redirectUris: ['https://shop.example/cb'],
      allowedOrigins: ['https://shop.example'],
    });
  });

  it('says what the store refused: a wrong password, a contributor, an invalid redirect URI', async () => {
    const wrong = await run([...create, '--store-url', origin, ...asOwner], {
      CARTWRIGHT_OWNER_PASSWORD: 'wrong guess',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/^Error: The store refused: 401 /);
    const contributor = await run(
      [...create, '--store-url', origin, '--owner-email', 'contributor@shop.example'],
      password,
    );
    expect(contributor.code).toBe(1);
    expect(contributor.err).toMatch(/^Error: The store refused: 403 /);
    const invalid = await run(
      [
        'client',
        'create',
        '--name',
        'A',
        '--redirect-uri',
        'ftp://a.example/cb',
        '--store-url',
        origin,
        ...asOwner,
      ],
      password,
    );
    expect(invalid.code).toBe(1);
    expect(invalid.err).toMatch(/^Error: The store refused: 400 /);
  });

  it("asks for the owner's sign-in (usage, exit 2) and names a store that does not answer", async () => {
    const noPassword = await run([...create, '--store-url', origin, ...asOwner]);
    expect(noPassword.code).toBe(2);
    expect(noPassword.err).toContain(
      "--store-url needs the owner's sign-in: --owner-email and CARTWRIGHT_OWNER_PASSWORD",
    );
    const closed = await run([...create, '--store-url', 'http://127.0.0.1:1', ...asOwner], password);
    expect(closed.code).toBe(1);
    expect(closed.err).toContain('Error: The store at http://127.0.0.1:1 did not answer');
  });

  it('points to --store-url when the store holds the data directory', async () => {
    const dataDir = join(dir, 'locked');
    mkdirSync(dataDir);
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid));
    const locked = await run([...create, '--data-dir', dataDir]);
    expect(locked.code).toBe(1);
    expect(locked.err).toContain('is in use by another Cartwright process');
    expect(locked.err).toContain(
      'Or ask the running store: --store-url http://… as the owner (--owner-email, CARTWRIGHT_OWNER_PASSWORD).',
    );
  });
});
