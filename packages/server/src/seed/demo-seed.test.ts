import type { WebConfig } from '@cartwright/contracts';
import { verify } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../modules/admins/admins.service.js';
import { createTestApp, readJson, type TestApp } from '../test-support/test-app.js';
import { DEMO_OWNER_EMAIL, DEMO_STORE_NAME, seedDemoStore, WEB_CLIENT_NAME } from './demo-seed.js';

describe('demo store and web config', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const counts = async () => ({
    settings: (await t.deps.db.selectFrom('store_settings').select('id').execute()).length,
    clients: (await t.deps.db.selectFrom('oauth_clients').select('id').execute()).length,
    admins: (await t.deps.db.selectFrom('admins').select('id').execute()).length,
  });

  it('answers 404 for the web config while the store is not set up', async () => {
    const response = await t.app.request('/cartwright/v1/web-config');
    expect(response.status).toBe(404);
    expect((await readJson(response)).details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('creates the store, the web app client and an owner whose password is returned once', async () => {
    const result = await seedDemoStore(t.deps);
    expect(result).toEqual({
      created: true,
      owner: { email: DEMO_OWNER_EMAIL, password: expect.any(String) },
    });
    const password = result.owner!.password;
    expect(password.length).toBeGreaterThanOrEqual(24);

    const admin = await t.deps.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ email: DEMO_OWNER_EMAIL, role: 'OWNER' });
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin.password_hash, password)).toBe(true);

    const response = await t.app.request('/cartwright/v1/web-config');
    expect(response.status).toBe(200);
    const config = (await response.json()) as WebConfig;
    const client = await t.deps.db.selectFrom('oauth_clients').selectAll().executeTakeFirstOrThrow();
    expect(config).toEqual({ storeName: DEMO_STORE_NAME, clientId: client.id, currency: 'USD' });
    expect(client).toMatchObject({ name: WEB_CLIENT_NAME, redirect_uris: [], allowed_origins: [] });

    const token = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: config.clientId, grantType: 'anonymous' }),
    });
    expect(token.status).toBe(200);
  });

  it('changes nothing the second time', async () => {
    await seedDemoStore(t.deps);
    const before = await counts();
    expect(await seedDemoStore(t.deps)).toEqual({ created: false });
    expect(await counts()).toEqual(before);
  });

  it('seeds once when two instances start at the same moment', async () => {
    const results = await Promise.all([seedDemoStore(t.deps), seedDemoStore(t.deps)]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(await counts()).toEqual({ settings: 1, clients: 1, admins: 1 });
  });

  it('adds no demo owner when an admin account already exists', async () => {
    await createAdmin(t.deps, { email: 'me@shop.example', password: 'my own password' });
    expect(await seedDemoStore(t.deps)).toEqual({ created: true });
    expect(await counts()).toEqual({ settings: 1, clients: 1, admins: 1 });
    expect((await t.app.request('/cartwright/v1/web-config')).status).toBe(200);
  });
});
