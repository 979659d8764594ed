// The callers of credentials-management tests: the signed-in owner, plus every caller that must be refused
// (anonymous, visitor, member, a contributor, and an API key, which acts as the owner everywhere else).
import { randomUUID } from 'node:crypto';
import { createAdmin } from '../modules/admins/index.js';
import { issueAccessToken } from '../modules/oauth/tokens/access-tokens.js';
import { type Credentials, catalogCallers } from '../modules/products/test-support/catalog-callers.js';
import { getWebConfig } from '../modules/store/index.js';
import type { TestApp } from './test-app.js';

export type OwnerCredentials = Credentials & { owner: Record<string, string> };

/** Seeds the demo store; `adminToken` is a contributor's, `owner` the owner's. */
export async function ownerCallers(t: TestApp): Promise<OwnerCredentials> {
  const callers = await catalogCallers(t);
  const { clientId } = await getWebConfig(t.deps);
  const owner = await createAdmin(t.deps, {
    email: `owner-${randomUUID()}@shop.example`,
    password: 'long enough secret',
    role: 'OWNER',
  });
  const token = await issueAccessToken(t.deps, { kind: 'admin', id: owner.id, clientId });
  return { ...callers, owner: { authorization: `Bearer ${token.token}` } };
}
