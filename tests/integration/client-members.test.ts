// The member calls of @cartwright/client/members against the real server over a loopback socket: a signed-in
// member manages their own record; an admin (API key) runs every administration call, the query builder and
// a bulk job by filter whose progress getJob reads.
import { ApiKeyStrategy, createClient, isApiError, OAuthStrategy } from '@cartwright/client';
import {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  disconnectMember,
  getCurrentMember,
  getJob,
  getMember,
  joinCommunity,
  leaveCommunity,
  listMembers,
  members,
  muteMember,
  queryMembers,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
} from '@cartwright/client/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestMember, signInTestMember } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('member calls against the real server', () => {
  let store: StoreFixture;
  let origin: string;
  let apiKey: string;
  const admin = () => createClient({ host: origin, auth: ApiKeyStrategy({ apiKey }), modules: { members } });
  const visitor = () => createClient({ host: origin, auth: OAuthStrategy({ clientId: store.clientId }) });

  async function signedInClient(email: string) {
    const id = await createTestMember(store, { email, password: null, verified: true });
    const tokens = await signInTestMember(store, id, store.clientId);
    const client = createClient({
      host: origin,
      auth: OAuthStrategy({
        clientId: store.clientId,
        tokens: {
          accessToken: {
            value: tokens.access_token,
            expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
          },
          refreshToken: { value: tokens.refresh_token, role: 'member' },
        },
      }),
    });
    return { id, client };
  }

  beforeAll(async () => {
    store = await startStoreFixture();
    origin = await store.listen();
    ({ apiKey } = await createApiKey(store.deps, { name: 'members test' }));
  });
  afterAll(() => store.close());

  it('lets a member read and change their own record, then delete it', async () => {
    const { id, client } = await signedInClient('lin@members.example');
    const me = await getCurrentMember(client, { fieldsets: ['FULL'] });
    expect(me).toMatchObject({ id, loginEmail: 'lin@members.example', status: 'APPROVED' });
    expect(me.createdDate).toBeInstanceOf(Date);
    expect((await updateCurrentMemberSlug(client, 'Lin-Wei')).profile?.slug).toBe('lin-wei');
    expect((await joinCommunity(client)).privacyStatus).toBe('PUBLIC');
    const updated = await updateMember(client, id, {
      profile: { nickname: 'Lin' },
      contact: { firstName: 'Lin' },
    });
    expect(updated).toMatchObject({ profile: { nickname: 'Lin' }, contact: { firstName: 'Lin' } });
    const seen = await getMember(visitor(), id, { fieldsets: ['FULL'] });
    expect(seen.profile?.nickname).toBe('Lin');
    expect(seen.loginEmail).toBeUndefined();
    expect((await leaveCommunity(client)).privacyStatus).toBe('PRIVATE');
    await expect(getMember(visitor(), id)).rejects.toSatisfy((e) => isApiError(e) && e.status === 404);
    await expect(updateMember(client, id, { role: 'OWNER' })).rejects.toSatisfy(
      (e) => isApiError(e) && e.status === 400,
    );
    await deleteMyMember(client);
    await expect(getMember(admin(), id)).rejects.toSatisfy((e) => isApiError(e) && e.status === 404);
  });

  it('runs every administration call', async () => {
    const created = await createMember(admin(), {
      loginEmail: 'ops@members.example',
      status: 'PENDING',
      contact: { phones: ['+1 555 0101'], emails: ['ops@work.example'], addresses: [{ city: 'Lima' }] },
    });
    const id = created.id!;
    expect((await approveMember(admin(), id)).status).toBe('APPROVED');
    expect((await muteMember(admin(), id)).activityStatus).toBe('MUTED');
    expect((await unmuteMember(admin(), id)).activityStatus).toBe('ACTIVE');
    expect((await blockMember(admin(), id)).status).toBe('BLOCKED');
    expect((await approveMember(admin(), id)).status).toBe('APPROVED');
    expect((await disconnectMember(admin(), id)).status).toBe('OFFLINE');
    expect((await updateMemberSlug(admin(), id, 'ops-team')).profile?.slug).toBe('ops-team');
    expect((await deleteMemberPhones(admin(), id)).contact?.phones).toEqual([]);
    expect((await deleteMemberEmails(admin(), id)).contact?.emails).toEqual([]);
    expect((await deleteMemberAddresses(admin(), id)).contact?.addresses).toEqual([]);
    const page = await queryMembers(admin(), { fieldsets: ['FULL'] })
      .eq('profile.slug', 'ops-team')
      .find();
    expect(page.items.map((m) => m.id)).toEqual([id]);
    const list = await listMembers(admin(), {
      paging: { limit: 1 },
      sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
    });
    expect(list.members).toHaveLength(1);
    expect(list.metadata?.total).toBeGreaterThanOrEqual(1);
    await deleteMember(admin(), id);
    const bulk = await bulkDeleteMembers(admin(), [id]);
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 0, totalFailures: 1, undetailedFailures: 0 });
  });

  it('runs bulk calls by filter as jobs that getJob follows', async () => {
    for (const name of ['a', 'b', 'c']) {
      await createMember(admin(), { loginEmail: `${name}@bulk.example`, contact: { company: 'BulkCo' } });
    }
    const dry = await bulkBlockMembers(
      admin(),
      { loginEmail: { $endsWith: '@bulk.example' } },
      { dryRun: true },
    );
    expect(dry).toEqual({ affectedCount: 3 });
    const waitFor = async (jobId: string) => {
      for (let i = 0; i < 100; i++) {
        const job = await getJob(admin(), jobId);
        if (job.status === 'SUCCEEDED' || job.status === 'FAILED') return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('job did not end');
    };
    const filter = { loginEmail: { $endsWith: '@bulk.example' } };
    const blocked = await waitFor((await bulkBlockMembers(admin(), filter)).jobId!);
    expect(blocked).toMatchObject({ status: 'SUCCEEDED', total: 3, succeeded: 3 });
    expect(blocked.finishedDate).toBeInstanceOf(Date);
    expect((await waitFor((await bulkApproveMembers(admin(), filter)).jobId!)).succeeded).toBe(3);
    expect((await waitFor((await bulkDeleteMembersByFilter(admin(), filter)).jobId!)).succeeded).toBe(3);
    expect((await queryMembers(admin()).startsWith('loginEmail', 'a@bulk').find()).items).toEqual([]);
    await expect(bulkBlockMembers(admin(), {})).rejects.toSatisfy((e) => isApiError(e) && e.status === 400);
  });
});
