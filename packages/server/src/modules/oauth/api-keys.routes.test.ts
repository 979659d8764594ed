// /cartwright/v1/api-keys: the owner makes a key (answered once), lists keys without their values, revokes
// them (the key then stops working); everyone else, API keys included, is refused.
import type { CreateApiKeyResponse, ListApiKeysResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerCredentials, ownerCallers } from '../../test-support/owner-callers.js';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';

const clock = movableClock();
let t: TestApp;
let callers: OwnerCredentials;
let owner: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  callers = await ownerCallers(t);
  owner = jsonRequest(t, callers.owner);
});
afterAll(() => t.close());

const PATH = '/cartwright/v1/api-keys';

async function create(name: string): Promise<CreateApiKeyResponse> {
  const res = await owner('POST', PATH, { apiKey: { name } });
  const body = await readJson<CreateApiKeyResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const list = async () => (await readJson<ListApiKeysResponse>(await owner('GET', PATH))).apiKeys;
const useKey = (key: string) =>
  t.app.request('/cartwright/v1/auth-settings', { headers: { authorization: key } });

describe('api keys', () => {
  it('answers the key once, lists it by name and prefix only, and records its last use', async () => {
    const created = await create('  Inventory sync ');
    expect(created.key).toMatch(/^cwk_/);
    expect(created.apiKey).toMatchObject({ name: 'Inventory sync', prefix: created.key.slice(0, 10) });
    expect(created.apiKey.lastUsedDate).toBeUndefined();
    const listed = (await list()).find((k) => k.id === created.apiKey.id);
    expect(listed).toEqual(created.apiKey);
    expect(JSON.stringify(await list())).not.toContain(created.key);

    clock.advance(60_000);
    expect((await useKey(created.key)).status).toBe(200);
    expect((await list()).find((k) => k.id === created.apiKey.id)?.lastUsedDate).toBe(clock().toISOString());
  });

  it('lists the newest key first', async () => {
    clock.advance(1000);
    const older = await create('Older');
    clock.advance(1000);
    const newer = await create('Newer');
    const ids = (await list()).map((k) => k.id);
    expect(ids.indexOf(newer.apiKey.id)).toBeLessThan(ids.indexOf(older.apiKey.id));
  });

  it('revokes a key: it stops working and leaves the list; a second revoke is 404', async () => {
    const created = await create('Short-lived');
    expect((await useKey(created.key)).status).toBe(200);
    expect((await owner('DELETE', `${PATH}/${created.apiKey.id}`)).status).toBe(200);
    expect((await useKey(created.key)).status).toBe(401);
    expect((await list()).map((k) => k.id)).not.toContain(created.apiKey.id);
    expect((await owner('DELETE', `${PATH}/${created.apiKey.id}`)).status).toBe(404);
    expect((await owner('DELETE', `${PATH}/nope`)).status).toBe(404);
    expect((await owner('DELETE', `${PATH}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses a blank, oversize, wrongly typed or missing name and unknown fields', async () => {
    expect(await violations(await owner('POST', PATH, { apiKey: { name: '   ' } }))).toEqual([
      ['name', 'REQUIRED_FIELD'],
    ]);
    expect((await owner('POST', PATH, { apiKey: { name: 'x'.repeat(101) } })).status).toBe(400);
    expect((await owner('POST', PATH, { apiKey: { name: 7 } })).status).toBe(400);
    expect((await owner('POST', PATH, { apiKey: {} })).status).toBe(400);
    expect((await owner('POST', PATH, { apiKey: { name: 'A', key: 'cwk_mine' } })).status).toBe(400);
    expect((await owner('POST', PATH, {})).status).toBe(400);
  });

  it('tells caches not to keep the answer that carries the key', async () => {
    const res = await owner('POST', PATH, { apiKey: { name: 'Cache check' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
    ['adminToken', 403],
    ['apiKey', 403],
  ] as const)('refuses %s callers (%i) on every route', async (caller, status) => {
    const created = await create('Not yours');
    const as = jsonRequest(t, callers[caller]);
    expect((await as('GET', PATH)).status).toBe(status);
    expect((await as('POST', PATH, { apiKey: { name: 'Mine' } })).status).toBe(status);
    expect((await as('DELETE', `${PATH}/${created.apiKey.id}`)).status).toBe(status);
    expect((await useKey(created.key)).status).toBe(200);
  });
});
