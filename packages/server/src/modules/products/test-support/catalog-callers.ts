// One credential of each kind for catalog route tests: none, visitor, member, admin token, API key.
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@cartwright/contracts';
import { seedDemoStore } from '../../../seed/demo-seed.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createAdmin } from '../../admins/admins.service.js';
import { createApiKey } from '../../oauth/api-keys/api-keys.service.js';
import { issueAccessToken } from '../../oauth/tokens/access-tokens.js';
import { getWebConfig } from '../../store/store.service.js';

export type CallerName = 'anonymous' | 'visitor' | 'member' | 'adminToken' | 'apiKey';

/** Authorization header values by caller; `anonymous` sends none. */
export type Credentials = Record<CallerName, Record<string, string>>;

/**
 * Seeds the demo store and returns a header set per caller kind. The visitor comes from the real
 * anonymous grant; the member and admin tokens are signed with the store's key as sign-in would.
 */
export async function catalogCallers(t: TestApp): Promise<Credentials> {
  await seedDemoStore(t.deps);
  const { clientId } = await getWebConfig(t.deps);
  const grant = await t.app.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  const visitor = ((await grant.json()) as TokenResponse).access_token;
  const member = await issueAccessToken(t.deps, { kind: 'member', id: randomUUID(), clientId });
  const admin = await createAdmin(t.deps, {
    email: `staff-${randomUUID()}@shop.example`,
    password: 'long enough secret',
    role: 'CONTRIBUTOR',
  });
  const adminToken = await issueAccessToken(t.deps, { kind: 'admin', id: admin.id, clientId });
  const { apiKey } = await createApiKey(t.deps, { name: 'catalog tests' });
  return {
    anonymous: {},
    visitor: { authorization: visitor },
    member: { authorization: member.token },
    adminToken: { authorization: `Bearer ${adminToken.token}` },
    apiKey: { authorization: apiKey },
  };
}

/** `app.request` with a JSON body (when given) and the caller's headers. */
export function jsonRequest(t: TestApp, headers: Record<string, string>) {
  return (method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}
