import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenResponse, WebConfig } from '@cartwright/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { createCaches } from '../../../caches.js';
import { openDatabase } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { type AppDeps, defaultAppConfig } from '../../../deps.js';
import { seedDemoStore } from '../../../seed/demo-seed.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { activeSigningKey } from './signing-keys.js';

async function anonymousGrant(app: ReturnType<typeof createApp>): Promise<TokenResponse> {
  const config = (await (await app.request('/cartwright/v1/web-config')).json()) as WebConfig;
  const response = await app.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: config.clientId, grantType: 'anonymous' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

const refresh = (app: ReturnType<typeof createApp>, refreshToken: string) =>
  app.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken, grantType: 'refresh_token' }),
  });

describe('signing keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoStore(t.deps);
  });
  afterAll(() => t.close());

  it('creates one key even when two instances ask for it at the same moment', async () => {
    // New Kysely instances share the connection but not the in-memory key cache, like two servers.
    const [a, b] = await Promise.all([
      activeSigningKey(t.database.db.withoutPlugins()),
      activeSigningKey(t.database.db.withoutPlugins()),
    ]);
    expect(a.kid).toBe(b.kid);
    const rows = await t.deps.db.selectFrom('signing_keys').select(['kid', 'alg', 'active']).execute();
    expect(rows).toEqual([{ kid: a.kid, alg: 'EdDSA', active: true }]);
  });

  it('lets a second app over the same database verify and refresh the first app’s tokens', async () => {
    const first = await anonymousGrant(t.app);
    const second = createApp({ ...t.deps, db: t.database.db.withoutPlugins() });
    const authorized = await second.request('/cartwright/v1/web-config', {
      headers: { authorization: first.access_token },
    });
    expect(authorized.status).toBe(200);
    expect((await refresh(second, first.refresh_token)).status).toBe(200);
    const fromSecond = await anonymousGrant(second);
    const verified = await t.app.request('/cartwright/v1/web-config', {
      headers: { authorization: fromSecond.access_token },
    });
    expect(verified.status).toBe(200);
    expect(await t.deps.db.selectFrom('signing_keys').select('kid').execute()).toHaveLength(1);
  });
});

describe('signing keys in an embedded data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cartwright-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start() {
    const database = await openDatabase({ dataDir });
    await migrateToLatest(database.db);
    const deps: AppDeps = {
      db: database.db,
      clock: () => new Date(),
      logger: pino({ level: 'silent' }),
      config: defaultAppConfig,
      ...createCaches(database.storeChanges),
    };
    return { database, app: createApp(deps), deps };
  }

  it('keeps keys and sessions across a restart', async () => {
    const before = await start();
    await seedDemoStore(before.deps);
    const tokens = await anonymousGrant(before.app);
    await before.database.close();

    const after = await start();
    try {
      const response = await after.app.request('/cartwright/v1/web-config', {
        headers: { authorization: tokens.access_token },
      });
      expect(response.status).toBe(200);
      expect((await refresh(after.app, tokens.refresh_token)).status).toBe(200);
    } finally {
      await after.database.close();
    }
    // Two embedded databases on disk are created here, which is slow on a busy machine.
  }, 120_000);
});
