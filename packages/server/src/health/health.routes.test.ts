// GET /healthz on a working and on a broken database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { createTestApp, readJson, type TestApp } from '../test-support/test-app.js';
import { testDatabaseKind } from '../test-support/test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers ok and names the database', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('answers 503 in the envelope when the database does not answer', async () => {
    // Nothing listens on port 1, so every query fails to connect.
    const database = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    const app = createApp({ ...t.deps, db: database.db });
    const res = await app.request('/healthz');
    await database.close();
    expect(res.status).toBe(503);
    expect((await readJson(res)).details.applicationError).toEqual({
      code: 'UNAVAILABLE',
      description: 'Database is not available',
    });
  });
});
