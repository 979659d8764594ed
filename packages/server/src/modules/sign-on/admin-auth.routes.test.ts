// POST /cartwright/v1/admin/login over the real app: tokens, one answer for every wrong credential,
// input validation, refresh, and what the admin token may do (throttling: login-throttle.test.ts).
import { randomUUID } from 'node:crypto';
import { ADMIN_LOGIN_PATH, type ErrorEnvelope, type TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../../seed/demo-seed.js';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import { createAdmin } from '../admins/admins.service.js';
import { createOAuthClient } from '../oauth/clients/clients.service.js';
import { getWebConfig } from '../store/store.service.js';

const clock = movableClock(new Date('2026-04-01T09:00:00.000Z'));
const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoStore(t.deps);
});
afterAll(() => t.close());

/** A fresh account per test, so throttle counters never leak between tests. */
async function newAdmin(role: 'OWNER' | 'CONTRIBUTOR' = 'OWNER') {
  const email = `owner-${randomUUID()}@shop.example`;
  const admin = await createAdmin(t.deps, { email, password: PASSWORD, role });
  return { ...admin, email };
}

/** Node's bindings as @hono/node-server passes them, so the route sees a client address. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function login(body: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return t.app.request(
    ADMIN_LOGIN_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    options.address ? fromAddress(options.address) : undefined,
  );
}

const appError = async (res: Response) => (await readJson<ErrorEnvelope>(res)).details.applicationError;

function createProduct(authorization: string) {
  return t.app.request('/stores/v1/products', {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      product: { name: `Admin hat ${randomUUID().slice(0, 8)}`, priceData: { price: 5 } },
    }),
  });
}

describe('POST /cartwright/v1/admin/login', () => {
  it('answers admin tokens in the token endpoint shape, never cached, for any letter case of the e-mail', async () => {
    const owner = await newAdmin();
    const res = await login({ email: `  ${owner.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson<TokenResponse>(res);
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
    });
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString());
    const { clientId } = await getWebConfig(t.deps);
    expect(claims).toMatchObject({ sub: owner.id, kind: 'admin', cid: clientId });
  });

  it('lets the admin token call a catalog write, and a contributor signs in with their role', async () => {
    const contributor = await newAdmin('CONTRIBUTOR');
    const tokens = await readJson<TokenResponse>(
      await login({ email: contributor.email, password: PASSWORD }),
    );
    expect((await createProduct(tokens.access_token)).status).toBe(200);
    expect((await createProduct(`Bearer ${tokens.access_token}`)).status).toBe(200);
  });

  it('refuses a catalog write with a visitor token, and without a token', async () => {
    const { clientId } = await getWebConfig(t.deps);
    const grant = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'anonymous' }),
    });
    const visitor = await readJson<TokenResponse>(grant);
    const refused = await createProduct(visitor.access_token);
    expect(refused.status).toBe(403);
    expect((await appError(refused))?.code).toBe('PERMISSION_DENIED');
    const anonymous = await t.app.request('/stores/v1/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product: { name: 'Nobody' } }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('renews admin tokens through the refresh grant, and the renewed token is still an admin token', async () => {
    const owner = await newAdmin();
    const first = await readJson<TokenResponse>(await login({ email: owner.email, password: PASSWORD }));
    const { clientId } = await getWebConfig(t.deps);
    const refreshed = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken: first.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const second = await readJson<TokenResponse>(refreshed);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await createProduct(second.access_token)).status).toBe(200);
  });

  it('issues tokens for a named OAuth client, whose refresh grant then works, and refuses an unknown client', async () => {
    const owner = await newAdmin();
    const tool = await createOAuthClient(t.deps, { name: 'Admin tool', redirectUris: [] });
    const tokens = await readJson<TokenResponse>(
      await login({ email: owner.email, password: PASSWORD, clientId: tool.id }),
    );
    const refreshed = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: tool.id,
        grantType: 'refresh_token',
        refreshToken: tokens.refresh_token,
      }),
    });
    expect(refreshed.status).toBe(200);
    expect(
      await violations(await login({ email: owner.email, password: PASSWORD, clientId: randomUUID() })),
    ).toEqual([['clientId', 'VALIDATION']]);
  });

  it('ignores a stale Authorization header, which would otherwise make every request 401', async () => {
    const owner = await newAdmin();
    const res = await login(
      { email: owner.email, password: PASSWORD },
      { headers: { authorization: 'Bearer expired.or.forged' } },
    );
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 body', async () => {
    const owner = await newAdmin();
    const wrong = await login({ email: owner.email, password: 'not the password' });
    const unknown = await login({ email: `nobody-${randomUUID()}@shop.example`, password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await readJson(wrong);
    expect(wrongBody).toEqual({
      message: 'Wrong e-mail or password',
      details: { applicationError: { code: 'INVALID_CREDENTIALS', description: 'Wrong e-mail or password' } },
    });
    expect(await readJson(unknown)).toEqual(wrongBody);
  });

  it('validates the body: missing fields, wrong types, oversize values, unknown fields', async () => {
    expect(await violations(await login({}))).toEqual([
      ['email', 'REQUIRED_FIELD'],
      ['password', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await login({ email: 42, password: ['x'] }))).toEqual([
      ['email', 'VALIDATION'],
      ['password', 'VALIDATION'],
    ]);
    expect(
      await violations(await login({ email: `${'a'.repeat(250)}@x.example`, password: 'p'.repeat(257) })),
    ).toEqual([
      ['email', 'MAX_LENGTH'],
      ['password', 'MAX_LENGTH'],
    ]);
    expect(await violations(await login({ email: '', password: '' }))).toEqual([
      ['email', 'MIN_LENGTH'],
      ['password', 'MIN_LENGTH'],
    ]);
    expect(await violations(await login({ email: 'a@b.example', password: 'x', role: 'OWNER' }))).toEqual([
      ['role', 'FIELD_NOT_ALLOWED'],
    ]);
  });

  it('rejects bodies that are not JSON objects before looking at them', async () => {
    expect((await login('{not json')).status).toBe(400);
    expect((await login('[]')).status).toBe(400);
    const form = await t.app.request(ADMIN_LOGIN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(form.status).toBe(415);
    expect((await login({ email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) })).status).toBe(413);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths[ADMIN_LOGIN_PATH]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });
});
