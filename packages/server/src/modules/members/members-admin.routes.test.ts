// Member administration: the status rules (with the token cut-off), create/update/delete and contact lists,
// bulk calls by id and by filter (dry run, progress), field validation and the member events.
import type {
  BulkDeleteMembersResponse,
  BulkMembersByFilterResponse,
  JobResponse,
  Member,
  MemberResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import { liveRefreshTokens } from '../../test-support/test-members.js';
import { settleRunningJobs } from '../jobs/index.js';
import { recordMemberLogin } from './members.service.js';
import {
  MEMBERS,
  type MemberCallers,
  memberCallers,
  request,
  signedInMember,
} from './test-support/member-callers.js';

let t: TestApp;
let callers: MemberCallers;
let admin: ReturnType<typeof request>;
const clock = movableClock(new Date());
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ clock });
  callers = await memberCallers(t);
  admin = request(t, callers.apiKey);
});
afterAll(async () => {
  await settleRunningJobs();
  await t.close();
});

const memberOf = async (res: Response): Promise<Member> => {
  expect(res.status).toBe(200);
  return ((await res.json()) as MemberResponse).member;
};
const refresh = (refreshToken: string) =>
  t.app.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: callers.clientId, grantType: 'refresh_token', refreshToken }),
  });
const events = (entityId: string) =>
  t.deps.db
    .selectFrom('event_outbox')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .execute();

describe('status rules', () => {
  it('approves PENDING, blocks APPROVED (cutting off tokens), approves BLOCKED again', async () => {
    const m = await signedInMember(t, callers.clientId, { status: 'PENDING' });
    expect((await memberOf(await admin('POST', `${MEMBERS}/${m.id}/approve`, {}))).status).toBe('APPROVED');
    const blocked = await memberOf(await admin('POST', `${MEMBERS}/${m.id}/block`, { id: m.id }));
    expect(blocked.status).toBe('BLOCKED');
    // Refresh tokens stop at once; the member's own calls refuse the access token at once.
    expect(await liveRefreshTokens(t, m.id)).toBe(0);
    expect((await refresh(m.refreshToken)).status).not.toBe(200);
    expect((await request(t, m.headers)('GET', `${MEMBERS}/my`)).status).toBe(401);
    expect((await memberOf(await admin('POST', `${MEMBERS}/${m.id}/approve`, {}))).status).toBe('APPROVED');
  });

  it('disconnects (OFFLINE, sessions end) and mutes/unmutes the activity status', async () => {
    const m = await signedInMember(t, callers.clientId);
    const offline = await memberOf(await admin('POST', `${MEMBERS}/${m.id}/disconnect`, {}));
    expect(offline.status).toBe('OFFLINE');
    expect(await liveRefreshTokens(t, m.id)).toBe(0);
    expect((await request(t, m.headers)('GET', `${MEMBERS}/my`)).status).toBe(401);
    expect((await memberOf(await admin('POST', `${MEMBERS}/${m.id}/mute`, {}))).activityStatus).toBe('MUTED');
    expect((await memberOf(await admin('POST', `${MEMBERS}/${m.id}/mute`, {}))).activityStatus).toBe('MUTED');
    expect((await memberOf(await admin('POST', `${MEMBERS}/${m.id}/unmute`, {}))).activityStatus).toBe(
      'ACTIVE',
    );
    // A blocked member stays blocked when disconnected.
    await admin('POST', `${MEMBERS}/${m.id}/block`, {});
    expect((await memberOf(await admin('POST', `${MEMBERS}/${m.id}/disconnect`, {}))).status).toBe('BLOCKED');
  });

  it('refuses to block the owner and the admin their own member; 404 for unknown ids', async () => {
    const owner = await signedInMember(t, callers.clientId, { role: 'OWNER' });
    const res = await admin('POST', `${MEMBERS}/${owner.id}/block`, {});
    expect(res.status).toBe(409);
    expect((await readJson(res)).details.applicationError?.code).toBe('OWNER_MEMBER_BLOCK_FORBIDDEN');
    const self = await request(t, callers.adminToken)('POST', `${MEMBERS}/${callers.adminMember}/block`, {});
    expect((await readJson(self)).details.applicationError?.code).toBe('MEMBER_SELF_BLOCK_FORBIDDEN');
    for (const action of ['approve', 'block', 'disconnect', 'mute', 'unmute']) {
      expect((await admin('POST', `${MEMBERS}/${UNKNOWN}/${action}`, {})).status).toBe(404);
      expect((await admin('POST', `${MEMBERS}/not-a-uuid/${action}`, {})).status).toBe(404);
    }
  });
});

describe('create, update, delete', () => {
  it('creates a member with contact and profile, and refuses a taken login e-mail', async () => {
    const member = await memberOf(
      await admin('POST', MEMBERS, {
        member: {
          loginEmail: 'grace@shop.example',
          status: 'PENDING',
          contact: {
            firstName: 'Grace',
            lastName: 'Hopper',
            emails: ['grace@navy.example'],
            addresses: [{ city: 'Arlington', country: 'US', tag: 'HOME' }],
            birthdate: '1906-12-09',
            company: 'Navy',
            jobTitle: 'Rear Admiral',
            customFields: {
              site: { name: 'Site', value: 'https://grace.example', type: 'URL' },
              ships: { value: 3 },
              born: { value: '1906-12-09', type: 'DATE' },
            },
          },
          profile: { nickname: 'Amazing Grace', photo: { url: 'https://img.example/g.png' } },
          role: 'CONTRIBUTOR',
        },
      }),
    );
    expect(member).toMatchObject({
      loginEmail: 'grace@shop.example',
      status: 'PENDING',
      role: 'CONTRIBUTOR',
      privacyStatus: 'PRIVATE',
      profile: { nickname: 'Amazing Grace', slug: 'amazing-grace' },
      contact: {
        emails: ['grace@navy.example'],
        taggedEmails: [{ email: 'grace@navy.example', tag: 'UNTAGGED' }],
        customFields: { ships: { value: 3, type: 'NUMBER' }, site: { type: 'URL' } },
      },
    });
    expect(member.contact?.addresses?.[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await admin('POST', MEMBERS, { member: { loginEmail: 'GRACE@shop.example' } });
    expect(again.status).toBe(409);
    expect((await readJson(again)).details.applicationError?.code).toBe('DUPLICATE_EMAIL');
    // Events: created, with the member as the entity.
    const [created] = await events(member.id!);
    expect(created?.event_type).toBe('wix.members.v1.member_created');
    expect((created!.payload as { createdEvent: { entity: Member } }).createdEvent.entity.loginEmail).toBe(
      'grace@shop.example',
    );

    // Contributors cannot be deleted; a MEMBER can, and the deleted event carries the member.
    const del = await admin('DELETE', `${MEMBERS}/${member.id}`);
    expect((await readJson(del)).details.validationError?.fieldViolations[0]?.ruleName).toBe(
      'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
    );
    await memberOf(await admin('PATCH', `${MEMBERS}/${member.id}`, { member: { role: 'MEMBER' } }));
    expect((await admin('DELETE', `${MEMBERS}/${member.id}`)).status).toBe(200);
    expect((await admin('GET', `${MEMBERS}/${member.id}`)).status).toBe(404);
    expect((await events(member.id!)).map((e) => e.event_type)).toEqual([
      'wix.members.v1.member_created',
      'wix.members.v1.member_updated',
      'wix.members.v1.member_deleted',
    ]);
  });

  it('validates every field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ loginEmail: 'not-an-email' }, 'member.loginEmail', 'FORMAT'],
      [{ contact: { firstName: 'x'.repeat(101) } }, 'member.contact.firstName', 'MAX_LENGTH'],
      [{ contact: { phones: ['abc'] } }, 'member.contact.phones[0]', 'FORMAT'],
      [
        { contact: { taggedPhones: [{ phone: '+1 555 0100', tag: 'PAGER' }] } },
        'member.contact.taggedPhones[0].tag',
        'INVALID_ENUM_VALUE',
      ],
      [{ contact: { emails: ['x@y'] } }, 'member.contact.emails[0]', 'FORMAT'],
      [{ contact: { birthdate: '1990-02-30' } }, 'member.contact.birthdate', 'FORMAT'],
      [{ contact: { birthdate: 19900101 } }, 'member.contact.birthdate', 'VALIDATION'],
      [{ contact: { addresses: [{ country: 'usa' }] } }, 'member.contact.addresses[0].country', 'FORMAT'],
      [
        { contact: { customFields: { site: { value: 'javascript:alert(1)', type: 'URL' } } } },
        'member.contact.customFields.site.value',
        'OTHER',
      ],
      [
        { contact: { customFields: { n: { value: 'ten', type: 'NUMBER' } } } },
        'member.contact.customFields.n.value',
        'FORMAT',
      ],
      [
        { contact: { customFields: { d: { value: 'yesterday', type: 'DATE' } } } },
        'member.contact.customFields.d.value',
        'FORMAT',
      ],
      [{ profile: { photo: { url: 'ftp://x' } } }, 'member.profile.photo.url', 'FORMAT'],
      [{ profile: { nickname: 'n'.repeat(101) } }, 'member.profile.nickname', 'MAX_LENGTH'],
      [{ about: 'a'.repeat(10_001) }, 'member.about', 'MAX_LENGTH'],
      [{ privacyStatus: 'SECRET' }, 'member.privacyStatus', 'INVALID_ENUM_VALUE'],
      [{ role: 'ADMIN' }, 'member.role', 'INVALID_ENUM_VALUE'],
      [{ slug: 'x' }, 'member.slug', 'FIELD_NOT_ALLOWED'],
      [{ status: 'BLOCKED' }, 'member.status', 'FIELD_NOT_ALLOWED'],
    ];
    for (const [member, field, rule] of cases) {
      const res = await admin('PATCH', `${MEMBERS}/${callers.b.id}`, { member });
      expect(res.status, JSON.stringify(member)).toBe(400);
      const found = await violations(res);
      expect(
        found?.some(([f, r]) => f === field && r === rule),
        `${field} ${JSON.stringify(found)}`,
      ).toBe(true);
    }
    const url = await admin('PATCH', `${MEMBERS}/${callers.b.id}`, {
      member: { contact: { customFields: { site: { value: 'nope', type: 'SOCIAL' } } } },
    });
    expect((await readJson(url)).details.validationError?.fieldViolations[0]?.ruleName).toBe(
      'INVALID_CUSTOM_FIELD_URL',
    );
    expect((await admin('PATCH', `${MEMBERS}/${UNKNOWN}`, { member: {} })).status).toBe(404);
    expect((await admin('POST', MEMBERS, { member: {} })).status).toBe(400);
  });

  it('empties phones, e-mails and addresses, and the contributor admin cannot make an OWNER', async () => {
    const m = await signedInMember(t, callers.clientId);
    await memberOf(
      await admin('PATCH', `${MEMBERS}/${m.id}`, {
        member: {
          contact: {
            phones: ['+1 555 0100'],
            emails: ['a@b.example'],
            addresses: [{ city: 'Oslo' }],
            firstName: 'Kept',
          },
        },
      }),
    );
    for (const list of ['phones', 'emails', 'addresses'] as const) {
      const member = await memberOf(await admin('DELETE', `${MEMBERS}/${m.id}/${list}?id=${m.id}`));
      expect(member.contact?.[list]).toEqual([]);
      expect(member.contact?.firstName).toBe('Kept');
    }
    const owner = await request(t, callers.adminToken)('PATCH', `${MEMBERS}/${m.id}`, {
      member: { role: 'OWNER' },
    });
    expect(owner.status).toBe(403);
    const slug = await memberOf(
      await admin('POST', `${MEMBERS}/${m.id}/slug`, { id: m.id, slug: 'Kept-One' }),
    );
    expect(slug.profile?.slug).toBe('kept-one');
    const taken = await admin('POST', `${MEMBERS}/${callers.a.id}/slug`, { slug: 'kept-one' });
    expect((await readJson(taken)).details.applicationError?.code).toBe('SLUG_ALREADY_EXISTS');
  });
});

describe('bulk calls', () => {
  it('deletes by id with per-item results', async () => {
    const x = await signedInMember(t, callers.clientId);
    const owner = await signedInMember(t, callers.clientId, { role: 'OWNER' });
    const res = await admin('POST', `${MEMBERS}/bulk/delete`, { memberIds: [x.id, UNKNOWN, owner.id, x.id] });
    const body = (await res.json()) as BulkDeleteMembersResponse;
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 3, undetailedFailures: 0 });
    expect(
      body.results.map((r) => [
        r.itemMetadata.originalIndex,
        r.itemMetadata.success,
        r.itemMetadata.error?.code,
      ]),
    ).toEqual([
      [0, true, undefined],
      [1, false, 'NOT_FOUND'],
      [2, false, 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN'],
      [3, false, 'NOT_FOUND'],
    ]);
    expect((await admin('POST', `${MEMBERS}/bulk/delete`, { memberIds: [] })).status).toBe(400);
  });

  it('blocks, approves and deletes by filter as jobs with progress; dry runs count; empty filters are refused', async () => {
    const company = `bulk-${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const m = await signedInMember(t, callers.clientId, { role: i === 0 ? 'OWNER' : 'MEMBER' });
      await admin('PATCH', `${MEMBERS}/${m.id}`, { member: { contact: { lastName: company } } });
      ids.push(m.id);
    }
    const filter = { 'contact.lastName': company };
    for (const path of ['block-by-filter', 'approve-by-filter', 'delete-by-filter']) {
      expect((await admin('POST', `${MEMBERS}/bulk/${path}`, { filter: {} })).status).toBe(400);
      expect((await admin('POST', `${MEMBERS}/bulk/${path}`, {})).status).toBe(400);
      expect((await admin('POST', `${MEMBERS}/bulk/${path}`, { filter: { nope: 1 } })).status).toBe(400);
    }
    const dry = (await (
      await admin('POST', `${MEMBERS}/bulk/block-by-filter`, { filter, dryRun: true })
    ).json()) as BulkMembersByFilterResponse;
    expect(dry).toEqual({ affectedCount: 5 });

    const runJob = async (path: string) => {
      const { jobId } = (await (
        await admin('POST', `${MEMBERS}/bulk/${path}`, { filter })
      ).json()) as BulkMembersByFilterResponse;
      expect(jobId).toBeDefined();
      await settleRunningJobs();
      const res = await admin('GET', `/cartwright/v1/jobs/${jobId}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as JobResponse).job;
    };
    const blockJob = await runJob('block-by-filter');
    expect(blockJob).toMatchObject({
      kind: 'MEMBERS_BULK_BLOCK',
      status: 'SUCCEEDED',
      total: 5,
      processed: 5,
      succeeded: 4,
      failed: 1,
    });
    expect(blockJob.finishedDate).toBeDefined();
    const statuses = await t.deps.db
      .selectFrom('members')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    expect(statuses.filter((s) => s.status === 'BLOCKED')).toHaveLength(4);
    for (const id of ids.slice(1)) expect(await liveRefreshTokens(t, id)).toBe(0);
    expect(await liveRefreshTokens(t, ids[0]!)).toBe(1);

    const approveJob = await runJob('approve-by-filter');
    expect(approveJob).toMatchObject({
      kind: 'MEMBERS_BULK_APPROVE',
      status: 'SUCCEEDED',
      succeeded: 5,
      failed: 0,
    });
    const deleteJob = await runJob('delete-by-filter');
    expect(deleteJob).toMatchObject({ kind: 'MEMBERS_BULK_DELETE', total: 5, succeeded: 4, failed: 1 });
    const left = await t.deps.db.selectFrom('members').select('id').where('id', 'in', ids).execute();
    expect(left.map((r) => r.id)).toEqual([ids[0]]);

    expect((await admin('GET', `/cartwright/v1/jobs/${UNKNOWN}`)).status).toBe(404);
    expect((await request(t, callers.a.headers)('GET', `/cartwright/v1/jobs/${UNKNOWN}`)).status).toBe(403);
  });
});

describe('token cut-off after a block', () => {
  // Last: it moves the clock past every token issued so far.
  it("stops the blocked member's access token everywhere by its expiry", async () => {
    const m = await signedInMember(t, callers.clientId);
    await memberOf(await admin('POST', `${MEMBERS}/${m.id}/block`, {}));
    expect((await request(t, m.headers)('GET', `${MEMBERS}/my`)).status).toBe(401);
    clock.advance(t.deps.config.accessTokenTtlSeconds * 1000 + 1000);
    expect((await request(t, m.headers)('GET', `${MEMBERS}?paging.limit=1`)).status).toBe(401);
    expect((await refresh(m.refreshToken)).status).not.toBe(200);
  });
});

describe('lastLoginDate', () => {
  it('is answered once the member signed in', async () => {
    await recordMemberLogin(t.deps, callers.b.id);
    const member = await memberOf(await admin('GET', `${MEMBERS}/${callers.b.id}?fieldsets=FULL`));
    expect(member.lastLoginDate).toBe(clock().toISOString());
  });
});
