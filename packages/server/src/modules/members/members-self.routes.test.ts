// Self-service member calls (M1, M3–M5, M11, M17 on one's own record) and the fieldset and privacy rules of reads.
import type { ErrorEnvelope, Member, MemberResponse, MembersPageResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import { liveRefreshTokens } from '../../test-support/test-members.js';
import {
  MEMBERS,
  type MemberCallers,
  memberCallers,
  request,
  signedInMember,
} from './test-support/member-callers.js';

let t: TestApp;
let callers: MemberCallers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await memberCallers(t);
});
afterAll(() => t.close());

const memberOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as MemberResponse).member;
};

describe('GET /members/v1/members/my', () => {
  it('answers the PUBLIC fieldset by default and FULL when asked, by fieldsets or fieldSet', async () => {
    const me = request(t, callers.a.headers);
    const plain = await memberOf(await me('GET', `${MEMBERS}/my`));
    expect(plain.id).toBe(callers.a.id);
    expect(plain.loginEmail).toBeUndefined();
    expect(plain.contact).toBeUndefined();
    expect(plain.profile?.slug).toMatch(/^member-/);
    for (const query of ['fieldsets=FULL', 'fieldSet=FULL', 'fieldsets=PUBLIC&fieldsets=FULL']) {
      const full = await memberOf(await me('GET', `${MEMBERS}/my?${query}`));
      expect(full).toMatchObject({
        loginEmail: callers.a.email,
        status: 'APPROVED',
        role: 'MEMBER',
        contact: {},
      });
    }
    const extended = await memberOf(await me('GET', `${MEMBERS}/my?fieldsets=EXTENDED`));
    expect(extended.loginEmail).toBe(callers.a.email);
    expect(extended.contact?.phones).toBeUndefined();
  });

  it('refuses an unknown fieldset, visitors, admins and anonymous callers', async () => {
    expect((await request(t, callers.a.headers)('GET', `${MEMBERS}/my?fieldsets=ALL`)).status).toBe(400);
    expect((await request(t, callers.anonymous)('GET', `${MEMBERS}/my`)).status).toBe(401);
    expect((await request(t, callers.visitor)('GET', `${MEMBERS}/my`)).status).toBe(403);
    expect((await request(t, callers.apiKey)('GET', `${MEMBERS}/my`)).status).toBe(403);
  });
});

describe('POST /members/v1/members/my/slug', () => {
  it('normalizes the slug, keeps it unique and refuses malformed ones', async () => {
    const me = request(t, callers.a.headers);
    const member = await memberOf(await me('POST', `${MEMBERS}/my/slug`, { slug: '  Ada-Lovelace ' }));
    expect(member.profile?.slug).toBe('ada-lovelace');
    // Setting the same slug again is no conflict.
    await memberOf(await me('POST', `${MEMBERS}/my/slug`, { slug: 'ada-lovelace' }));
    const taken = await request(t, callers.b.headers)('POST', `${MEMBERS}/my/slug`, { slug: 'ADA-lovelace' });
    expect(taken.status).toBe(409);
    expect((await readJson(taken)).details.applicationError?.code).toBe('SLUG_ALREADY_EXISTS');
    for (const slug of ['', 'a b', 'ä', '-a', 'a--b', 'x'.repeat(61), 12]) {
      const res = await me('POST', `${MEMBERS}/my/slug`, { slug });
      expect(res.status).toBe(400);
    }
    expect(await violations(await me('POST', `${MEMBERS}/my/slug`, { slug: 'a_b' }))).toEqual([
      ['slug', 'FORMAT'],
    ]);
  });
});

describe('join and leave the community', () => {
  it('toggles the privacy status, and a pending member cannot join', async () => {
    const me = request(t, callers.b.headers);
    expect((await memberOf(await me('POST', `${MEMBERS}/leave-community`, {}))).privacyStatus).toBe(
      'PRIVATE',
    );
    expect((await memberOf(await me('POST', `${MEMBERS}/join-community`, {}))).privacyStatus).toBe('PUBLIC');
    const pending = await signedInMember(t, callers.clientId, { status: 'PENDING', privacy: 'PRIVATE' });
    const res = await request(t, pending.headers)('POST', `${MEMBERS}/join-community`, {});
    expect(res.status).toBe(409);
    expect((await readJson(res)).details.applicationError?.code).toBe('COMMUNITY_JOIN_IMPOSSIBLE');
  });
});

describe('PATCH /members/v1/members/{own id}', () => {
  it('updates the own profile and contact, and refuses status, role, e-mail and verification', async () => {
    const me = request(t, callers.a.headers);
    const member = await memberOf(
      await me('PATCH', `${MEMBERS}/${callers.a.id}`, {
        member: {
          id: callers.a.id,
          contact: { firstName: 'Ada', taggedPhones: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }] },
          profile: { nickname: 'ada', title: 'Countess' },
          about: '<p>Mathematician</p>',
        },
      }),
    );
    expect(member.contact).toMatchObject({
      firstName: 'Ada',
      phones: ['+44 20 7946 0000'],
      taggedPhones: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }],
    });
    expect(member.profile).toMatchObject({ nickname: 'ada', title: 'Countess' });
    expect(member.about).toBe('<p>Mathematician</p>');
    for (const [field, value, rule] of [
      ['status', 'APPROVED', 'FIELD_NOT_ALLOWED'],
      ['loginEmailVerified', true, 'FIELD_NOT_ALLOWED'],
      ['role', 'OWNER', 'FIELD_NOT_ALLOWED'],
      ['loginEmail', 'new@shop.example', 'FIELD_NOT_ALLOWED'],
      ['activityStatus', 'ACTIVE', 'FIELD_NOT_ALLOWED'],
    ] as const) {
      const res = await me('PATCH', `${MEMBERS}/${callers.a.id}`, { member: { [field]: value } });
      expect(res.status).toBe(400);
      expect(await violations(res)).toEqual([[`member.${field}`, rule]]);
    }
    const stored = await t.deps.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', callers.a.id)
      .executeTakeFirstOrThrow();
    expect([stored.status, stored.role, stored.login_email]).toEqual(['APPROVED', 'MEMBER', callers.a.email]);
  });

  it("refuses another member's record and a mismatched id", async () => {
    const me = request(t, callers.a.headers);
    const other = await me('PATCH', `${MEMBERS}/${callers.b.id}`, { member: { profile: { nickname: 'x' } } });
    expect(other.status).toBe(403);
    const mismatch = await me('PATCH', `${MEMBERS}/${callers.a.id}`, { member: { id: callers.b.id } });
    expect(await violations(mismatch)).toEqual([['member.id', 'VALIDATION']]);
  });
});

describe('reads by others', () => {
  it('shows PUBLIC approved members in the PUBLIC fieldset only, whatever is asked', async () => {
    const privateOne = await signedInMember(t, callers.clientId, { privacy: 'PRIVATE' });
    const blocked = await signedInMember(t, callers.clientId, { status: 'BLOCKED' });
    for (const headers of [callers.anonymous, callers.visitor, callers.b.headers]) {
      const as = request(t, headers);
      const seen = await memberOf(await as('GET', `${MEMBERS}/${callers.a.id}?fieldsets=FULL`));
      expect(seen.loginEmail).toBeUndefined();
      expect(seen.contact).toBeUndefined();
      expect(seen.status).toBeUndefined();
      expect((await as('GET', `${MEMBERS}/${privateOne.id}`)).status).toBe(404);
      expect((await as('GET', `${MEMBERS}/${blocked.id}`)).status).toBe(404);
      const page = (await (
        await as('POST', `${MEMBERS}/query`, { fieldsets: ['FULL'], query: { paging: { limit: 100 } } })
      ).json()) as MembersPageResponse;
      const ids = page.members.map((m: Member) => m.id);
      expect(ids).toContain(callers.a.id);
      expect(ids).not.toContain(privateOne.id);
      expect(ids).not.toContain(blocked.id);
      expect(page.members.every((m) => m.loginEmail === undefined)).toBe(true);
    }
    const admin = request(t, callers.apiKey);
    expect(
      (await memberOf(await admin('GET', `${MEMBERS}/${privateOne.id}?fieldsets=FULL`))).loginEmail,
    ).toBe(privateOne.email);
    // A member reads their own private record whole.
    const own = await memberOf(
      await request(t, privateOne.headers)('GET', `${MEMBERS}/${privateOne.id}?fieldsets=FULL`),
    );
    expect(own.loginEmail).toBe(privateOne.email);
  });

  it('refuses filters and sorts on fields the PUBLIC fieldset hides, for non-admins', async () => {
    const visitor = request(t, callers.visitor);
    const byEmail = await visitor('POST', `${MEMBERS}/query`, {
      query: { filter: { loginEmail: callers.a.email } },
    });
    expect(byEmail.status).toBe(400);
    const sortEmail = await visitor('POST', `${MEMBERS}/query`, {
      query: { sort: [{ fieldName: 'loginEmail' }] },
    });
    expect(sortEmail.status).toBe(400);
    const admin = await request(t, callers.apiKey)('POST', `${MEMBERS}/query`, {
      query: { filter: { loginEmail: callers.a.email } },
    });
    expect(((await admin.json()) as MembersPageResponse).members.map((m) => m.id)).toEqual([callers.a.id]);
  });

  it('lists with paging, sorting or sort, and .r= payloads', async () => {
    const admin = request(t, callers.apiKey);
    const first = (await (
      await admin('GET', `${MEMBERS}?paging.limit=2&paging.offset=0`)
    ).json()) as MembersPageResponse;
    expect(first.members).toHaveLength(2);
    expect(first.metadata).toMatchObject({ count: 2, offset: 0 });
    expect(first.metadata.total).toBeGreaterThan(2);
    const payload = {
      paging: { limit: 100 },
      sorting: [{ fieldName: 'loginEmail', order: 'ASC' }],
      fieldsets: ['FULL'],
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sorted = (await (await admin('GET', `${MEMBERS}?.r=${encoded}`)).json()) as MembersPageResponse;
    const emails = sorted.members.map((m) => m.loginEmail!);
    expect(emails).toEqual([...emails].sort());
    const query = (await (
      await admin('POST', `${MEMBERS}/query`, {
        query: { sort: [{ fieldName: 'loginEmail', order: 'DESC' }] },
        fieldsets: ['FULL'],
      })
    ).json()) as MembersPageResponse;
    expect(query.members.map((m) => m.loginEmail)).toEqual(
      [...emails].reverse().slice(0, query.members.length),
    );
    const searched = (await (
      await admin('POST', `${MEMBERS}/query`, { search: { expression: 'ADA countess' }, fieldsets: ['FULL'] })
    ).json()) as MembersPageResponse;
    expect(searched.members.map((m) => m.id)).toEqual([]);
    const byNick = (await (
      await admin('POST', `${MEMBERS}/query`, { search: { expression: 'ADA' } })
    ).json()) as MembersPageResponse;
    expect(byNick.members.map((m) => m.id)).toContain(callers.a.id);
  });
});

describe('DELETE /members/v1/members/my', () => {
  it('deletes the own member and ends every session', async () => {
    const gone = await signedInMember(t, callers.clientId);
    const me = request(t, gone.headers);
    const badAssignee = await me('DELETE', `${MEMBERS}/my?contentAssigneeId=${gone.id}`);
    expect(await violations(badAssignee)).toEqual([['contentAssigneeId', 'VALIDATION']]);
    expect((await me('DELETE', `${MEMBERS}/my?contentAssigneeId=${callers.a.id}`)).status).toBe(200);
    expect(await liveRefreshTokens(t, gone.id)).toBe(0);
    const after = await me('GET', `${MEMBERS}/my`);
    expect(after.status).toBe(404);
    expect(((await after.json()) as ErrorEnvelope).details.applicationError?.code).toBe('NOT_FOUND');
    const refresh = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: callers.clientId,
        grantType: 'refresh_token',
        refreshToken: gone.refreshToken,
      }),
    });
    expect(refresh.status).not.toBe(200);
  });

  it('refuses to delete the owner', async () => {
    const owner = await signedInMember(t, callers.clientId, { role: 'OWNER' });
    const res = await request(t, owner.headers)('DELETE', `${MEMBERS}/my`);
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.validationError?.fieldViolations[0]?.ruleName).toBe(
      'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
    );
  });
});
