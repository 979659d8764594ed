// /cartwright/v1/oauth-clients: the owner registers, reads, changes and deletes OAuth clients; URIs follow the
// rules (https or http on localhost, no fragment, origins normalized); everyone else is refused.
import {
  type ListOAuthClientsResponse,
  MAX_OAUTH_CLIENT_URIS,
  type OAuthClient,
  type OAuthClientResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerCredentials, ownerCallers } from '../../test-support/owner-callers.js';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { getWebConfig } from '../store/index.js';

let t: TestApp;
let callers: OwnerCredentials;
let owner: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  callers = await ownerCallers(t);
  owner = jsonRequest(t, callers.owner);
});
afterAll(() => t.close());

const PATH = '/cartwright/v1/oauth-clients';
const SHOP = {
  name: 'Shop front',
  redirectUris: ['https://shop.example/callback', 'http://localhost:5173/cb?x=1'],
  allowedOrigins: ['https://Shop.example:443/'],
  postLogoutRedirectUris: ['https://shop.example/bye'],
};

async function clientOf(res: Response): Promise<OAuthClient> {
  const body = await readJson<OAuthClientResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.oauthClient;
}

describe('oauth clients', () => {
  it('registers a client and answers it with its id, normalized origins and dates', async () => {
    const created = await clientOf(await owner('POST', PATH, { oauthClient: SHOP }));
    expect(created).toMatchObject({
      name: 'Shop front',
      redirectUris: SHOP.redirectUris,
      allowedOrigins: ['https://shop.example'],
      postLogoutRedirectUris: ['https://shop.example/bye'],
      refreshTokens: 'ROTATE',
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdDate).toBe(created.updatedDate);
    expect(await clientOf(await owner('GET', `${PATH}/${created.id}`))).toEqual(created);
    const list = await readJson<ListOAuthClientsResponse>(await owner('GET', PATH));
    expect(list.oauthClients.map((c) => c.id)).toContain(created.id);
    // The demo store's own web client is listed too.
    expect(list.oauthClients.map((c) => c.id)).toContain((await getWebConfig(t.deps)).clientId);
  });

  it('changes only the fields a PATCH names, with the same rules', async () => {
    const created = await clientOf(await owner('POST', PATH, { oauthClient: SHOP }));
    const patched = await clientOf(
      await owner('PATCH', `${PATH}/${created.id}`, {
        oauthClient: { redirectUris: ['https://shop.example/new'] },
      }),
    );
    expect(patched).toMatchObject({
      ...created,
      redirectUris: ['https://shop.example/new'],
      updatedDate: expect.any(String),
    });
    expect(
      await violations(
        await owner('PATCH', `${PATH}/${created.id}`, {
          oauthClient: { allowedOrigins: ['https://a.example/path'] },
        }),
      ),
    ).toEqual([['allowedOrigins[0]', 'FORMAT']]);
    expect(await clientOf(await owner('GET', `${PATH}/${created.id}`))).toEqual(patched);
  });

  it('registers refreshTokens ROTATE by default, REUSE when asked, changes it by PATCH, and the grant follows it', async () => {
    const refresh = async (clientId: string, refreshToken: string) => {
      const res = await t.app.request('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, refreshToken, grantType: 'refresh_token' }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { refresh_token: string }).refresh_token;
    };
    const visitor = async (clientId: string) => {
      const res = await t.app.request('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, grantType: 'anonymous' }),
      });
      return ((await res.json()) as { refresh_token: string }).refresh_token;
    };
    const reuse = await clientOf(
      await owner('POST', PATH, { oauthClient: { ...SHOP, refreshTokens: 'REUSE' } }),
    );
    expect(reuse.refreshTokens).toBe('REUSE');
    expect((await clientOf(await owner('GET', `${PATH}/${reuse.id}`))).refreshTokens).toBe('REUSE');
    const kept = await visitor(reuse.id);
    expect(await refresh(reuse.id, kept)).toBe(kept);
    expect(await refresh(reuse.id, kept)).toBe(kept);

    const renamed = await clientOf(
      await owner('PATCH', `${PATH}/${reuse.id}`, { oauthClient: { name: 'Renamed' } }),
    );
    expect(renamed.refreshTokens).toBe('REUSE');
    const rotated = await clientOf(
      await owner('PATCH', `${PATH}/${reuse.id}`, { oauthClient: { refreshTokens: 'ROTATE' } }),
    );
    expect(rotated).toMatchObject({ name: 'Renamed', refreshTokens: 'ROTATE' });
    const next = await refresh(reuse.id, kept);
    expect(next).not.toBe(kept);
    expect(await refresh(reuse.id, next)).not.toBe(next);
  });

  it('names the enumeration rule for an unknown refreshTokens value', async () => {
    const post = await owner('POST', PATH, { oauthClient: { ...SHOP, refreshTokens: 'SOMETIMES' } });
    expect(await violations(post)).toEqual([['oauthClient.refreshTokens', 'INVALID_ENUM_VALUE']]);
  });

  it.each([['reuse'], ['NONE'], [''], [7], [null], [['REUSE']]])(
    'refuses refreshTokens %j on create and on PATCH, changing nothing',
    async (value) => {
      const created = await clientOf(await owner('POST', PATH, { oauthClient: SHOP }));
      const post = await owner('POST', PATH, { oauthClient: { ...SHOP, refreshTokens: value } });
      expect(post.status).toBe(400);
      expect(await violations(post)).toContainEqual(['oauthClient.refreshTokens', expect.any(String)]);
      const patch = await owner('PATCH', `${PATH}/${created.id}`, { oauthClient: { refreshTokens: value } });
      expect(await violations(patch)).toContainEqual(['oauthClient.refreshTokens', expect.any(String)]);
      expect((await clientOf(await owner('GET', `${PATH}/${created.id}`))).refreshTokens).toBe('ROTATE');
    },
  );

  it('lets sign-out lead to a post-logout URI exactly as registered, and nowhere near it', async () => {
    const created = await clientOf(await owner('POST', PATH, { oauthClient: SHOP }));
    const logout = (uri: string) =>
      t.app.request(
        `/_api/iam/authentication/v1/logout?${new URLSearchParams({ clientId: created.id, postLogoutRedirectUri: uri })}`,
      );
    const ok = await logout('https://shop.example/bye');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('https://shop.example/bye');
    for (const uri of [
      'https://shop.example/bye/',
      'https://shop.example/bye?x=1',
      'https://evil.example/bye',
    ]) {
      expect((await logout(uri)).headers.get('location')).not.toBe(uri);
    }
  });

  it.each([
    ['http://shop.example/cb', 'plain http off localhost'],
    ['https://shop.example/cb#done', 'a fragment'],
    ['/relative/cb', 'a relative URL'],
    ['ftp://shop.example/cb', 'another scheme'],
    ['https://user:pw@shop.example/cb', 'credentials'],
  ])('refuses a redirect URI %s (%s)', async (uri) => {
    expect(
      await violations(
        await owner('POST', PATH, { oauthClient: { name: 'X', redirectUris: ['https://ok.example/', uri] } }),
      ),
    ).toEqual([['redirectUris[1]', 'FORMAT']]);
    expect(
      await violations(
        await owner('POST', PATH, {
          oauthClient: { name: 'X', redirectUris: [], postLogoutRedirectUris: [uri] },
        }),
      ),
    ).toEqual([['postLogoutRedirectUris[0]', 'FORMAT']]);
  });

  it('accepts http on the loopback addresses', async () => {
    const uris = ['http://localhost/cb', 'http://127.0.0.1:8080/cb', 'http://[::1]:3000/cb'];
    expect(
      (await clientOf(await owner('POST', PATH, { oauthClient: { name: 'Dev', redirectUris: uris } })))
        .redirectUris,
    ).toEqual(uris);
  });

  it('refuses wrong types, missing and unknown fields, blank and oversize values', async () => {
    const post = (oauthClient: unknown) => owner('POST', PATH, { oauthClient });
    expect((await post({ name: 'X' })).status).toBe(400);
    expect((await post({ name: 'X', redirectUris: 'https://a.example/' })).status).toBe(400);
    expect((await post({ name: 'X', redirectUris: [], secret: 'x' })).status).toBe(400);
    expect((await post({ name: 'x'.repeat(101), redirectUris: [] })).status).toBe(400);
    expect(await violations(await post({ name: '   ', redirectUris: [] }))).toEqual([
      ['name', 'REQUIRED_FIELD'],
    ]);
    const many = Array.from({ length: MAX_OAUTH_CLIENT_URIS + 1 }, (_, i) => `https://a.example/${i}`);
    expect((await post({ name: 'X', redirectUris: many })).status).toBe(400);
    expect((await post({ name: 'X', redirectUris: [`https://a.example/${'x'.repeat(2048)}`] })).status).toBe(
      400,
    );
    expect((await owner('POST', PATH, {})).status).toBe(400);
  });

  it('deletes a client, after which its id is unknown; the web client stays', async () => {
    const created = await clientOf(await owner('POST', PATH, { oauthClient: SHOP }));
    expect((await owner('DELETE', `${PATH}/${created.id}`)).status).toBe(200);
    expect((await owner('GET', `${PATH}/${created.id}`)).status).toBe(404);
    expect((await owner('DELETE', `${PATH}/${created.id}`)).status).toBe(404);
    const grant = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: created.id, grantType: 'anonymous' }),
    });
    expect(grant.status).toBe(401);

    const web = await owner('DELETE', `${PATH}/${(await getWebConfig(t.deps)).clientId}`);
    expect(web.status).toBe(409);
    expect(await readJson(web)).toMatchObject({
      details: { applicationError: { code: 'WEB_CLIENT_IN_USE' } },
    });
  });

  it('answers 404 for unknown ids and ids that are not uuids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await owner('GET', `${PATH}/${id}`)).status).toBe(404);
      expect((await owner('PATCH', `${PATH}/${id}`, { oauthClient: { name: 'X' } })).status).toBe(404);
      expect((await owner('DELETE', `${PATH}/${id}`)).status).toBe(404);
    }
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
    ['adminToken', 403],
    ['apiKey', 403],
  ] as const)('refuses %s callers (%i) on every route', async (caller, status) => {
    const created = await clientOf(await owner('POST', PATH, { oauthClient: SHOP }));
    const as = jsonRequest(t, callers[caller]);
    expect((await as('GET', PATH)).status).toBe(status);
    expect((await as('POST', PATH, { oauthClient: SHOP })).status).toBe(status);
    expect((await as('GET', `${PATH}/${created.id}`)).status).toBe(status);
    expect((await as('PATCH', `${PATH}/${created.id}`, { oauthClient: { name: 'Mine' } })).status).toBe(
      status,
    );
    expect((await as('DELETE', `${PATH}/${created.id}`)).status).toBe(status);
    expect((await clientOf(await owner('GET', `${PATH}/${created.id}`))).name).toBe('Shop front');
  });
});
