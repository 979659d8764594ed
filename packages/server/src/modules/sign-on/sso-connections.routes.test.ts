// The admin API of SSO connections (admins and API keys only; the client secret write-only) and the
// public provider list the sign-in page reads (names and login paths only).
import {
  SSO_CONNECTIONS_PATH,
  SSO_LOGIN_PATH,
  SSO_PROVIDERS_PATH,
  type SsoConnection,
  type SsoConnectionList,
  type SsoConnectionResponse,
  type SsoProviderList,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';
import { getWebConfig } from '../store/index.js';

let t: TestApp;
let callers: Credentials;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://shop.example' } });
  callers = await catalogCallers(t);
});
afterAll(() => t.close());

const SECRET = 'very-secret-client-secret-4d1e';
const input = (extra: Record<string, unknown> = {}) => ({
  connection: {
    displayName: 'Acme ID',
    issuer: 'https://id.acme.example',
    clientId: 'shop-client',
    clientSecret: SECRET,
    ...extra,
  },
});

async function created(res: Response): Promise<{ connection: SsoConnection; text: string }> {
  expect(res.status).toBe(200);
  const text = await res.text();
  return { connection: (JSON.parse(text) as SsoConnectionResponse).connection, text };
}

describe('SSO connections (admin)', () => {
  it('creates, reads, lists, changes and deletes a connection, never answering the secret', async () => {
    const admin = jsonRequest(t, callers.adminToken);
    const { connection, text } = await created(
      await admin('POST', SSO_CONNECTIONS_PATH, input({ scopes: ['email'] })),
    );
    expect(connection).toMatchObject({
      displayName: 'Acme ID',
      issuer: 'https://id.acme.example',
      clientId: 'shop-client',
      clientSecretSet: true,
      scopes: ['openid', 'email'],
      enabled: true,
      redirectUri: 'https://shop.example/_api/iam/authentication/v1/sso/callback',
    });
    expect(text).not.toContain(SECRET);
    expect(connection).not.toHaveProperty('clientSecret');

    const one = await admin('GET', `${SSO_CONNECTIONS_PATH}/${connection.id}`);
    expect(await one.text()).not.toContain(SECRET);
    const list = await admin('GET', SSO_CONNECTIONS_PATH);
    const listText = await list.text();
    expect(listText).not.toContain(SECRET);
    expect((JSON.parse(listText) as SsoConnectionList).connections.map((c) => c.id)).toContain(connection.id);

    const patched = await created(
      await admin('PATCH', `${SSO_CONNECTIONS_PATH}/${connection.id}`, {
        connection: { enabled: false, displayName: '  Acme  ', clientSecret: 'a-new-secret-value' },
      }),
    );
    expect(patched.connection).toMatchObject({
      enabled: false,
      displayName: 'Acme',
      clientId: 'shop-client',
    });
    expect(patched.text).not.toContain('a-new-secret-value');
    const stored = await t.deps.db
      .selectFrom('sso_connections')
      .select('client_secret')
      .where('id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).toBe('a-new-secret-value');

    expect((await admin('DELETE', `${SSO_CONNECTIONS_PATH}/${connection.id}`)).status).toBe(200);
    expect((await admin('GET', `${SSO_CONNECTIONS_PATH}/${connection.id}`)).status).toBe(404);
    expect((await admin('DELETE', `${SSO_CONNECTIONS_PATH}/${connection.id}`)).status).toBe(404);
  });

  it('accepts http issuers only on this computer', async () => {
    const admin = jsonRequest(t, callers.apiKey);
    const local = await admin('POST', SSO_CONNECTIONS_PATH, input({ issuer: 'http://127.0.0.1:4000' }));
    expect(local.status).toBe(200);
    for (const issuer of [
      'http://id.acme.example',
      'ftp://id.acme.example',
      'https://id.acme.example/?tenant=1',
      'https://id.acme.example/#x',
      'https://user:pass@id.acme.example',
      'not a url',
    ]) {
      expect(await violations(await admin('POST', SSO_CONNECTIONS_PATH, input({ issuer })))).toEqual([
        ['connection.issuer', 'FORMAT'],
      ]);
    }
  });

  it('refuses missing, mistyped, oversize and unknown fields', async () => {
    const admin = jsonRequest(t, callers.apiKey);
    const bodies = [
      {},
      { connection: {} },
      input({ clientSecret: undefined }),
      input({ displayName: '   ' }),
      input({ displayName: 'x'.repeat(101) }),
      input({ clientId: 42 }),
      input({ scopes: 'openid' }),
      input({ scopes: ['has space'] }),
      input({ scopes: Array.from({ length: 21 }, (_, i) => `s${i}`) }),
      input({ enabled: 'yes' }),
      input({ id: 'chosen-id' }),
      { ...input(), extra: true },
    ];
    for (const body of bodies) expect((await admin('POST', SSO_CONNECTIONS_PATH, body)).status).toBe(400);
    const { connection } = await created(await admin('POST', SSO_CONNECTIONS_PATH, input()));
    const patch = (body: unknown, id = connection.id) =>
      admin('PATCH', `${SSO_CONNECTIONS_PATH}/${id}`, body);
    expect((await patch({ connection: { clientSecret: '' } })).status).toBe(400);
    expect((await patch({ connection: { issuer: 'http://evil.example' } })).status).toBe(400);
    expect((await patch({ connection: { redirectUri: 'https://x' } })).status).toBe(400);
    expect((await patch({ connection: {} }, crypto.randomUUID())).status).toBe(404);
    expect((await patch({ connection: {} }, 'not-a-uuid')).status).toBe(404);
  });

  it('answers 401 without credentials and 403 to visitors and members', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', SSO_CONNECTIONS_PATH],
      ['POST', SSO_CONNECTIONS_PATH, input()],
      ['GET', `${SSO_CONNECTIONS_PATH}/${crypto.randomUUID()}`],
      ['PATCH', `${SSO_CONNECTIONS_PATH}/${crypto.randomUUID()}`, { connection: { enabled: true } }],
      ['DELETE', `${SSO_CONNECTIONS_PATH}/${crypto.randomUUID()}`],
    ];
    for (const [method, path, body] of paths) {
      expect((await jsonRequest(t, callers.anonymous)(method, path, body)).status).toBe(401);
      for (const caller of [callers.visitor, callers.member]) {
        const res = await jsonRequest(t, caller)(method, path, body);
        expect(res.status).toBe(403);
        expect((await readJson(res)).details.applicationError?.code).toBeTruthy();
      }
    }
  });
});

describe('SSO providers (public)', () => {
  it('lists the enabled connections by name and login path only, to anyone', async () => {
    const admin = jsonRequest(t, callers.apiKey);
    const on = (await created(await admin('POST', SSO_CONNECTIONS_PATH, input({ displayName: 'Shown' }))))
      .connection;
    const off = (
      await created(
        await admin('POST', SSO_CONNECTIONS_PATH, input({ displayName: 'Hidden', enabled: false })),
      )
    ).connection;
    const res = await t.app.request(SSO_PROVIDERS_PATH, { headers: { authorization: 'Bearer stale' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const { providers } = JSON.parse(text) as SsoProviderList;
    const { clientId: tenantId } = await getWebConfig(t.deps);
    expect(providers).toContainEqual({
      idpConnectionId: on.id,
      displayName: 'Shown',
      loginUrl: `${SSO_LOGIN_PATH}/${tenantId}/${on.id}`,
    });
    expect(providers.map((p) => p.idpConnectionId)).not.toContain(off.id);
    for (const secretish of [SECRET, 'shop-client', 'id.acme.example']) expect(text).not.toContain(secretish);
  });
});
