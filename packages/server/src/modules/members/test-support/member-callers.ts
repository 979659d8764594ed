// Callers for member route tests: none, a visitor, two members (A and B, each with a refresh token), an admin
// token (a contributor whose e-mail is also a member's) and an API key; and a request helper.
import { randomUUID } from 'node:crypto';
import type { MemberRole } from '@cartwright/contracts';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestMember, signInTestMember } from '../../../test-support/test-members.js';
import { createAdmin } from '../../admins/index.js';
import { createApiKey, createOAuthClient, issueTokens } from '../../oauth/index.js';
import type { StoredMemberStatus } from '../index.js';

export interface TestMember {
  id: string;
  email: string;
  headers: Record<string, string>;
  refreshToken: string;
}

export interface MemberCallers {
  clientId: string;
  anonymous: Record<string, string>;
  visitor: Record<string, string>;
  a: TestMember;
  b: TestMember;
  adminToken: Record<string, string>;
  /** The admin's e-mail; `adminMember` is a member with the same login e-mail. */
  adminEmail: string;
  adminMember: string;
  apiKey: Record<string, string>;
}

/** A new member signed in through the token service; PUBLIC and APPROVED unless told otherwise. */
export async function signedInMember(
  t: TestApp,
  clientId: string,
  options: {
    status?: StoredMemberStatus;
    privacy?: 'PUBLIC' | 'PRIVATE';
    role?: MemberRole;
    email?: string;
  } = {},
): Promise<TestMember> {
  const email = options.email ?? `${randomUUID()}@shop.example`;
  const id = await createTestMember(t, { email, password: null, status: options.status, verified: true });
  await t.deps.db
    .updateTable('members')
    .set({
      privacy_status: options.privacy ?? 'PUBLIC',
      role: options.role ?? 'MEMBER',
      slug: `member-${id.slice(0, 8)}`,
    })
    .where('id', '=', id)
    .execute();
  const tokens = await signInTestMember(t, id, clientId);
  return { id, email, headers: { authorization: tokens.access_token }, refreshToken: tokens.refresh_token };
}

export async function memberCallers(t: TestApp): Promise<MemberCallers> {
  const client = await createOAuthClient(t.deps, { name: 'Shop', redirectUris: ['https://shop.example/cb'] });
  const clientId = client.id;
  const visitor = await issueTokens(t.deps, { kind: 'visitor', id: randomUUID(), clientId });
  const adminEmail = `staff-${randomUUID()}@shop.example`;
  const admin = await createAdmin(t.deps, {
    email: adminEmail,
    password: 'long enough secret',
    role: 'CONTRIBUTOR',
  });
  const adminTokens = await issueTokens(t.deps, { kind: 'admin', id: admin.id, clientId });
  const { apiKey } = await createApiKey(t.deps, { name: 'member tests' });
  return {
    clientId,
    anonymous: {},
    visitor: { authorization: visitor.access_token },
    a: await signedInMember(t, clientId),
    b: await signedInMember(t, clientId),
    adminToken: { authorization: `Bearer ${adminTokens.access_token}` },
    adminEmail,
    adminMember: (await signedInMember(t, clientId, { email: adminEmail })).id,
    apiKey: { authorization: apiKey },
  };
}

/** `app.request` with a JSON body (when given) and the caller's headers. */
export function request(t: TestApp, headers: Record<string, string>) {
  return (method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}

export const MEMBERS = '/members/v1/members';
