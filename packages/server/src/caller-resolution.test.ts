import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFromAuthorization, callerResolver } from './caller-resolution.js';
import { ApiRoutes } from './http/api-routes.js';
import type { AppEnv } from './http/app-env.js';
import { errorHandler } from './http/error-handler.js';
import { callerOf, provideCallerResolver } from './http/resolve-caller.js';
import { createAdmin } from './modules/admins/admins.service.js';
import { createApiKey, revokeApiKey } from './modules/oauth/api-keys/api-keys.service.js';
import { issueAccessToken } from './modules/oauth/tokens/access-tokens.js';
import { activeSigningKey } from './modules/oauth/tokens/signing-keys.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { seedDemoStore } from './seed/demo-seed.js';
import { createTestApp, movableClock, readJson, type TestApp } from './test-support/test-app.js';

describe('caller resolution', () => {
  const clock = movableClock();
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoStore(t.deps);
    clientId = (await t.deps.db.selectFrom('oauth_clients').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const visitorToken = async () =>
    (await issueAccessToken(t.deps, { kind: 'visitor', id: 'v-1', clientId })).token;
  const webConfig = (authorization?: string) =>
    t.app.request(
      '/cartwright/v1/web-config',
      authorization === undefined ? {} : { headers: { authorization } },
    );

  async function expectUnauthenticated(response: Response) {
    expect(response.status).toBe(401);
    expect((await readJson(response)).details.applicationError?.code).toBe('UNAUTHENTICATED');
  }

  it('treats a request without Authorization as anonymous', async () => {
    expect(await callerFromAuthorization(t.deps, undefined)).toEqual({ kind: 'anonymous' });
    expect(await callerFromAuthorization(t.deps, '  ')).toEqual({ kind: 'anonymous' });
    expect((await webConfig()).status).toBe(200);
  });

  it('accepts a visitor access token raw and with Bearer', async () => {
    const token = await visitorToken();
    const visitor = { kind: 'visitor', visitorId: 'v-1', clientId };
    expect(await callerFromAuthorization(t.deps, token)).toEqual(visitor);
    expect(await callerFromAuthorization(t.deps, `Bearer ${token}`)).toEqual(visitor);
    expect((await webConfig(token)).status).toBe(200);
    expect((await webConfig(`Bearer ${token}`)).status).toBe(200);
  });

  it('resolves member tokens to members and admin tokens to the stored admin', async () => {
    const member = await issueAccessToken(t.deps, { kind: 'member', id: 'm-1', clientId });
    expect(await callerFromAuthorization(t.deps, member.token)).toEqual({
      kind: 'member',
      memberId: 'm-1',
      clientId,
      authTime: expect.any(Number),
    });

    const admin = await createAdmin(t.deps, {
      email: 'staff@shop.example',
      password: 'long enough',
      role: 'CONTRIBUTOR',
    });
    const adminToken = await issueAccessToken(t.deps, { kind: 'admin', id: admin.id, clientId });
    expect(await callerFromAuthorization(t.deps, adminToken.token)).toEqual({
      kind: 'admin',
      userId: admin.id,
      role: 'CONTRIBUTOR',
      via: 'token',
    });
  });

  it('rejects an admin token whose admin does not exist', async () => {
    const ghost = await issueAccessToken(t.deps, {
      kind: 'admin',
      id: '00000000-0000-4000-8000-000000000000',
      clientId,
    });
    await expectUnauthenticated(await webConfig(ghost.token));
  });

  it('answers 401 once the token has expired, by the injected clock', async () => {
    const token = await visitorToken();
    clock.advance(3599_000);
    expect((await webConfig(token)).status).toBe(200);
    clock.advance(2_000);
    await expectUnauthenticated(await webConfig(token));
  });

  it('answers 401 for a tampered signature or payload', async () => {
    const [header, payload, signature] = (await visitorToken()).split('.') as [string, string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    await expectUnauthenticated(await webConfig(`${header}.${payload}.${flipped}`));
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, kind: 'admin' })).toString('base64url');
    await expectUnauthenticated(await webConfig(`${header}.${forged}.${signature}`));
  });

  it('answers 401 for tokens signed by another key, unsigned tokens and garbage', async () => {
    const { kid } = await activeSigningKey(t.deps.db);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const now = Math.floor(clock().getTime() / 1000);
    for (const signingKid of [kid, 'someone-elses-key']) {
      const foreign = await new SignJWT({ kind: 'admin', cid: clientId })
        .setProtectedHeader({ alg: 'EdDSA', kid: signingKid, typ: 'at+jwt' })
        .setIssuer('cartwright')
        .setSubject('v-1')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(privateKey);
      await expectUnauthenticated(await webConfig(foreign));
    }
    const unsigned = new UnsecuredJWT({ kind: 'visitor', cid: clientId }).setSubject('v-1').encode();
    await expectUnauthenticated(await webConfig(unsigned));
    for (const garbage of ['garbage', 'Bearer', 'Bearer a.b.c', `${await visitorToken()},cwk_x`]) {
      await expectUnauthenticated(await webConfig(garbage));
    }
  });

  it('resolves an API key to an owner and records its use', async () => {
    const { apiKey, key } = await createApiKey(t.deps, { name: 'Sync' });
    expect(apiKey).toMatch(/^cwk_[A-Za-z0-9_-]{43}$/);
    expect(await callerFromAuthorization(t.deps, apiKey)).toEqual({
      kind: 'admin',
      userId: key.id,
      role: 'OWNER',
      via: 'api-key',
    });
    expect((await webConfig(`Bearer ${apiKey}`)).status).toBe(200);
    const row = await t.deps.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).toEqual(clock());
    expect(row.key_hash).not.toContain(apiKey.slice(4));
  });

  it('answers 401 for a revoked or unknown API key', async () => {
    const { apiKey, key } = await createApiKey(t.deps, { name: 'Old job' });
    await revokeApiKey(t.deps, key.id);
    await expectUnauthenticated(await webConfig(apiKey));
    await expectUnauthenticated(await webConfig(`cwk_${'x'.repeat(43)}`));
    await expect(revokeApiKey(t.deps, key.id)).rejects.toMatchObject({ status: 404 });
  });

  it('lets each declared rule through only the callers it names (401 anonymous, 403 the wrong kind)', async () => {
    const guarded = new Hono<AppEnv>().use(provideCallerResolver(callerResolver(t.deps)));
    for (const auth of ['admin', 'member', 'shopper'] as const) {
      const routes = new ApiRoutes({ tags: ['example'], auth }).get(
        '/',
        { summary: `A ${auth} route`, response: Type.Object({}) },
        (c, { caller }) => c.json(caller),
      );
      guarded.route(`/${auth}`, routes.app);
    }
    guarded.onError(errorHandler(t.deps.logger));
    const member = (await issueAccessToken(t.deps, { kind: 'member', id: 'm-2', clientId })).token;
    const { apiKey } = await createApiKey(t.deps, { name: 'Guards' });
    const owner = await createAdmin(t.deps, {
      email: 'rules@shop.example',
      password: 'long enough',
      role: 'OWNER',
    });
    const callers: Record<string, string | undefined> = {
      anonymous: undefined,
      visitor: await visitorToken(),
      member,
      admin: apiKey,
      adminToken: (await issueAccessToken(t.deps, { kind: 'admin', id: owner.id, clientId })).token,
    };
    const expected: Record<string, [number, number, number]> = {
      anonymous: [401, 401, 401],
      visitor: [403, 403, 200],
      member: [403, 200, 200],
      admin: [200, 403, 403],
      adminToken: [200, 403, 403],
    };
    for (const [kind, authorization] of Object.entries(callers)) {
      const statuses = await Promise.all(
        ['/admin', '/member', '/shopper'].map(
          async (path) =>
            (await guarded.request(path, authorization ? { headers: { authorization } } : {})).status,
        ),
      );
      expect([kind, statuses]).toEqual([kind, expected[kind]]);
    }
    const refused = await guarded.request('/member', { headers: { authorization: apiKey } });
    expect((await readJson(refused)).details.applicationError).toMatchObject({
      code: 'PERMISSION_DENIED',
      description: 'Only a signed-in member may do this',
    });
    const answered = await guarded.request('/member', { headers: { authorization: member } });
    expect(await answered.json()).toMatchObject({ kind: 'member', memberId: 'm-2' });

    // The document states the rule the guard checks: members only, 401 and 403 implied.
    // biome-ignore lint/suspicious/noExplicitAny: the document is walked by path
    const paths = buildOpenApiDocument(guarded, { title: 't', version: '0' }).paths as any;
    expect(paths['/member'].get).toMatchObject({ security: [{ bearer: ['member'] }], 'x-auth': 'member' });
    expect(paths['/shopper'].get.security).toEqual([{ bearer: ['visitor', 'member'] }]);
    expect(Object.keys(paths['/member'].get.responses)).toEqual(['200', '401', '403']);
  });

  it('resolves the caller only where a route reads credentials, once per request', async () => {
    const asked: string[] = [];
    const resolve = callerResolver(t.deps);
    const app = new Hono<AppEnv>().use(
      provideCallerResolver((authorization) => {
        asked.push(authorization);
        return resolve(authorization);
      }),
    );
    for (const auth of ['none', 'any'] as const) {
      const routes = new ApiRoutes({ tags: ['example'], auth }).get(
        '/',
        { summary: `A ${auth} route`, response: Type.Object({}) },
        // A second ask in the same request is answered from the first.
        async (c, { caller }) => c.json({ caller, again: auth === 'none' ? null : await callerOf(c) }),
      );
      app.route(`/${auth}`, routes.app);
    }
    app.onError(errorHandler(t.deps.logger));
    const garbage = { headers: { authorization: 'Bearer garbage' } };

    // A `none` route (the token endpoint, sign-in) never reads the header, wherever it is mounted.
    expect((await app.request('/none', garbage)).status).toBe(200);
    expect(asked).toEqual([]);
    await expectUnauthenticated(await app.request('/any', garbage));
    expect(asked).toEqual(['Bearer garbage']);
    // No header: anonymous without asking.
    expect(await (await app.request('/any')).json()).toEqual({
      caller: { kind: 'anonymous' },
      again: { kind: 'anonymous' },
    });
    const token = await visitorToken();
    const visitor = { kind: 'visitor', visitorId: 'v-1', clientId };
    expect(await (await app.request('/any', { headers: { authorization: token } })).json()).toEqual({
      caller: visitor,
      again: visitor,
    });
    expect(asked).toEqual(['Bearer garbage', token]);
  });

  it('lets an owner route through the store owner signed in only, as /openapi.json states', async () => {
    const app = new Hono<AppEnv>().use(provideCallerResolver(callerResolver(t.deps)));
    const routes = new ApiRoutes({ tags: ['example'], auth: 'owner' }).get(
      '/',
      { summary: 'An owner route', response: Type.Object({}) },
      (c, { caller }) => c.json({ userId: caller.userId }),
    );
    app.route('/owner', routes.app).onError(errorHandler(t.deps.logger));
    const token = async (role: 'OWNER' | 'CONTRIBUTOR') => {
      const email = `${role.toLowerCase()}-rule@shop.example`;
      const admin = await createAdmin(t.deps, { email, password: 'long enough', role });
      return (await issueAccessToken(t.deps, { kind: 'admin', id: admin.id, clientId })).token;
    };
    const owner = await token('OWNER');
    const ask = (authorization?: string) =>
      app.request('/owner', authorization ? { headers: { authorization } } : {});

    expect((await ask(owner)).status).toBe(200);
    await expectUnauthenticated(await ask());
    const refusals = [
      [await visitorToken(), 'Only store admins may do this'],
      [await token('CONTRIBUTOR'), 'Only the store owner, signed in, may manage credentials'],
      [
        (await createApiKey(t.deps, { name: 'Not for credentials' })).apiKey,
        'Only the store owner, signed in, may manage credentials',
      ],
    ];
    for (const [authorization, description] of refusals) {
      const res = await ask(authorization);
      expect(res.status).toBe(403);
      expect((await readJson(res)).details.applicationError?.description).toBe(description);
    }
    // biome-ignore lint/suspicious/noExplicitAny: the document is walked by path
    const get = (buildOpenApiDocument(app, { title: 't', version: '0' }).paths as any)['/owner'].get;
    expect(get).toMatchObject({ security: [{ bearer: ['owner'] }], 'x-auth': 'owner' });
    expect(Object.keys(get.responses)).toEqual(['200', '401', '403']);
  });
});
