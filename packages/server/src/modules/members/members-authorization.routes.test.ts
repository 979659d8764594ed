// The authorization matrix: every members route against every kind of caller, each cell asserted. "A on A"
// is member A acting on their own record, "A on B" member A on member B's; admins act on member B.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { settleRunningJobs } from '../jobs/index.js';
import {
  MEMBERS,
  type MemberCallers,
  memberCallers,
  request,
  signedInMember,
} from './test-support/member-callers.js';

let t: TestApp;
let c: MemberCallers;
beforeAll(async () => {
  t = await createTestApp();
  c = await memberCallers(t);
});
afterAll(async () => {
  await settleRunningJobs();
  await t.close();
});

type Cell = number;
type CallerName = 'none' | 'visitor' | 'aOnA' | 'aOnB' | 'adminToken' | 'apiKey';
const CALLERS: CallerName[] = ['none', 'visitor', 'aOnA', 'aOnB', 'adminToken', 'apiKey'];

interface Row {
  name: string;
  method: string;
  /** The path for a target member id. */
  path: (id: string) => string;
  body?: (id: string) => unknown;
  /** Whether the route deletes or blocks its target (a fresh target per cell). */
  destructive?: boolean;
  expected: Record<CallerName, Cell>;
}

const adminOnly = { none: 401, visitor: 403, aOnA: 403, aOnB: 403, adminToken: 200, apiKey: 200 };
const memberOnly = { none: 401, visitor: 403, aOnA: 200, aOnB: 200, adminToken: 403, apiKey: 403 };
const anyone = { none: 200, visitor: 200, aOnA: 200, aOnB: 200, adminToken: 200, apiKey: 200 };

const ROWS: Row[] = [
  { name: 'M5 get my member', method: 'GET', path: () => `${MEMBERS}/my`, expected: memberOnly },
  {
    name: 'M1 my slug',
    method: 'POST',
    path: () => `${MEMBERS}/my/slug`,
    body: () => ({ slug: `s-${Math.random().toString(36).slice(2, 8)}` }),
    expected: memberOnly,
  },
  {
    name: 'M3 join',
    method: 'POST',
    path: () => `${MEMBERS}/join-community`,
    body: () => ({}),
    expected: memberOnly,
  },
  {
    name: 'M4 leave',
    method: 'POST',
    path: () => `${MEMBERS}/leave-community`,
    body: () => ({}),
    expected: memberOnly,
  },
  { name: 'M6 get member', method: 'GET', path: (id) => `${MEMBERS}/${id}`, expected: anyone },
  { name: 'M7 list', method: 'GET', path: () => MEMBERS, expected: anyone },
  { name: 'M8 query', method: 'POST', path: () => `${MEMBERS}/query`, body: () => ({}), expected: anyone },
  {
    name: 'M17 update',
    method: 'PATCH',
    path: (id) => `${MEMBERS}/${id}`,
    body: () => ({ member: { profile: { title: 'Reader' } } }),
    expected: { none: 401, visitor: 403, aOnA: 200, aOnB: 403, adminToken: 200, apiKey: 200 },
  },
  {
    name: 'M2 member slug',
    method: 'POST',
    path: (id) => `${MEMBERS}/${id}/slug`,
    body: () => ({ slug: `x-${Math.random().toString(36).slice(2, 8)}` }),
    expected: adminOnly,
  },
  ...(['approve', 'mute', 'unmute'] as const).map((action) => ({
    name: `M9 ${action}`,
    method: 'POST',
    path: (id: string) => `${MEMBERS}/${id}/${action}`,
    body: () => ({}),
    expected: adminOnly,
  })),
  ...(['block', 'disconnect'] as const).map((action) => ({
    name: `M9 ${action}`,
    method: 'POST',
    path: (id: string) => `${MEMBERS}/${id}/${action}`,
    body: () => ({}),
    destructive: true,
    expected: adminOnly,
  })),
  {
    name: 'M10 delete',
    method: 'DELETE',
    path: (id) => `${MEMBERS}/${id}`,
    destructive: true,
    expected: adminOnly,
  },
  {
    name: 'M12 bulk delete',
    method: 'POST',
    path: () => `${MEMBERS}/bulk/delete`,
    body: (id) => ({ memberIds: [id] }),
    destructive: true,
    expected: adminOnly,
  },
  ...(['delete', 'approve', 'block'] as const).map((action) => ({
    name: `M13–15 ${action} by filter (dry run)`,
    method: 'POST',
    path: () => `${MEMBERS}/bulk/${action}-by-filter`,
    body: (id: string) => ({ filter: { id }, dryRun: true }),
    expected: adminOnly,
  })),
  {
    name: 'M16 create',
    method: 'POST',
    path: () => MEMBERS,
    body: () => ({ member: { loginEmail: `new-${Math.random().toString(36).slice(2)}@shop.example` } }),
    expected: adminOnly,
  },
  ...(['phones', 'emails', 'addresses'] as const).map((list) => ({
    name: `M18 delete ${list}`,
    method: 'DELETE',
    path: (id: string) => `${MEMBERS}/${id}/${list}`,
    expected: adminOnly,
  })),
  {
    name: 'job progress',
    method: 'GET',
    path: () => '/cartwright/v1/jobs/00000000-0000-4000-8000-000000000000',
    expected: { none: 401, visitor: 403, aOnA: 403, aOnB: 403, adminToken: 404, apiKey: 404 },
  },
  {
    name: 'M11 delete my member',
    method: 'DELETE',
    path: () => `${MEMBERS}/my`,
    destructive: true,
    expected: memberOnly,
  },
];

describe.each(ROWS)('$name', (row) => {
  it.each(CALLERS)('answers the expected status to %s', async (name) => {
    // Destructive routes (and a member's own self-service) act on fresh members so cells stay independent.
    const a = row.destructive && name.startsWith('a') ? await signedInMember(t, c.clientId) : c.a;
    const target = row.destructive ? (await signedInMember(t, c.clientId)).id : c.b.id;
    const headers = {
      none: c.anonymous,
      visitor: c.visitor,
      aOnA: a.headers,
      aOnB: a.headers,
      adminToken: c.adminToken,
      apiKey: c.apiKey,
    }[name];
    const id = name === 'aOnA' ? a.id : target;
    const body = row.body?.(id);
    const res = await request(t, headers)(row.method, row.path(id), body);
    expect(res.status, await res.clone().text()).toBe(row.expected[name]);
  });
});
