// The admin's members search box (issue #34): every word found in the names, nickname, slug or login e-mail in
// any case and without accents, as any part of a word; visitors and members search nicknames and slugs only; the
// search text follows edits; the trigram index is there (PGlite; PostgreSQL with DATABASE_URL).
import type { MemberResponse, MembersPageResponse } from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { MEMBERS, type MemberCallers, memberCallers, request } from './test-support/member-callers.js';

let t: TestApp;
let callers: MemberCallers;
let admin: ReturnType<typeof request>;
const made: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  callers = await memberCallers(t);
  admin = request(t, callers.apiKey);
  for (const [key, member] of Object.entries({
    jose: { loginEmail: 'jp@shop.example', contact: { firstName: 'José', lastName: 'Peña' } },
    zoe: { loginEmail: 'zoe.quark@shop.example', contact: { firstName: 'Zoë', lastName: 'Ångström' } },
    nick: { loginEmail: 'nk@shop.example', profile: { nickname: 'Crème Brûlée' } },
  })) {
    const res = await admin('POST', MEMBERS, { member });
    expect(res.status, await res.clone().text()).toBe(200);
    made[key] = ((await res.json()) as MemberResponse).member.id!;
  }
});
afterAll(() => t.close());

async function found(expression: string, caller = admin, fields?: string[]): Promise<string[]> {
  const search = fields ? { expression, fields } : { expression };
  const res = await caller('POST', `${MEMBERS}/query`, { search, query: { paging: { limit: 100 } } });
  expect(res.status, await res.clone().text()).toBe(200);
  const ids = ((await res.json()) as MembersPageResponse).members.map((m) => m.id!);
  return Object.keys(made).filter((key) => ids.includes(made[key]!));
}

it('finds members by name, e-mail, nickname and parts of words, any case and accents', async () => {
  expect(await found('jose')).toEqual(['jose']);
  expect(await found('PENA jo')).toEqual(['jose']);
  expect(await found('peña')).toEqual(['jose']);
  expect(await found('angstrom zoe')).toEqual(['zoe']);
  expect(await found('quark@shop')).toEqual(['zoe']);
  expect(await found('creme brulee')).toEqual(['nick']);
  expect(await found('rûlé')).toEqual(['nick']);
  expect(await found('shop.example')).toEqual(['jose', 'zoe', 'nick']);
  expect(await found('jose zoe')).toEqual([]);
  // Wildcards are text: nothing has a % or an _.
  expect(await found('%')).toEqual([]);
  expect(await found('_')).toEqual([]);
});

it('keeps to the fields asked for, and non-admins to nicknames and slugs', async () => {
  expect(await found('jose', admin, ['loginEmail'])).toEqual([]);
  expect(await found('jose', admin, ['contact.firstName'])).toEqual(['jose']);
  expect(await found('pena', admin, ['contact.firstName', 'contact.firstName'])).toEqual([]);
  expect(await found('creme', admin, ['profile.nickname'])).toEqual(['nick']);
  // A member sees public members only (these are private): what matters is that e-mails are not searched.
  const member = request(t, callers.a.headers);
  expect(await found('jose', member)).toEqual([]);
  const refused = await member('POST', `${MEMBERS}/query`, {
    search: { expression: 'jose', fields: ['loginEmail'] },
  });
  expect(refused.status).toBe(400);
});

it('follows an edit of the name at once', async () => {
  const res = await admin('PATCH', `${MEMBERS}/${made.jose}`, {
    member: { contact: { firstName: 'Joaquín', lastName: 'Peña' } },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await found('joaquin')).toEqual(['jose']);
  expect(await found('jose')).toEqual([]);
});

it('has a trigram index over the stored search text of members and orders', async () => {
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema()
      and indexname in ('members_search_trigrams', 'orders_search_trigrams') order by 1`.execute(t.deps.db);
  expect(rows.map((r) => r.name)).toEqual(['members_search_trigrams', 'orders_search_trigrams']);
});
