// The member hooks of @cartwright/react with a real QueryClient against the real server (app.request as fetch):
// the signed-in member reads their record; a member list; an admin's read of one member; a bulk job followed to
// its end.
import './dom-globals.js';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@cartwright/client';
import { bulkApproveMembers } from '@cartwright/client/members';
import { StoreProvider, useCurrentMember, useMember, useMemberJob, useMembers } from '@cartwright/react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestMember, signInTestMember } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

describe('member hooks against the real server', () => {
  let store: StoreFixture;
  let memberId: string;
  let tokens: { access_token: string; refresh_token: string; expires_in: number };

  function render<T>(hook: () => T) {
    const client = createClient({
      host: 'http://store.test',
      fetch: store.fetch,
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
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StoreProvider, { client, queryClient }, children);
    return renderHook(hook, { wrapper });
  }

  beforeAll(async () => {
    store = await startStoreFixture();
    memberId = await createTestMember(store, {
      email: 'hooks@members.example',
      password: null,
      verified: true,
    });
    tokens = await signInTestMember(store, memberId, store.clientId);
  });
  afterEach(cleanup);
  afterAll(() => store.close());

  // useUpdateCurrentMember went, as no screen used it: the account saves its sections through its own hook.
  it('useCurrentMember reads the member', async () => {
    const view = render(() => ({ me: useCurrentMember() }));
    await waitFor(() => expect(view.result.current.me.data?.loginEmail).toBe('hooks@members.example'));
  });

  it('useMembers answers a page; useMember reads one for an admin; useMemberJob follows a job until it ends', async () => {
    const list = render(() => useMembers((q) => q.limit(5)));
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    // A member sees PUBLIC members only: this one is PRIVATE.
    expect(list.result.current.data?.items.map((m) => m.id)).not.toContain(memberId);
    const { apiKey } = await createApiKey(store.deps, { name: 'react members test' });
    const admin = createClient({
      host: 'http://store.test',
      fetch: store.fetch,
      auth: ApiKeyStrategy({ apiKey }),
    });
    const { jobId } = await bulkApproveMembers(admin, { loginEmail: 'hooks@members.example' });
    const adminView = renderHook(() => ({ job: useMemberJob(jobId), one: useMember(memberId) }), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(StoreProvider, {
          client: admin as never,
          queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
          children,
        }),
    });
    await waitFor(() => expect(adminView.result.current.job.data?.status).toBe('SUCCEEDED'), {
      timeout: 10_000,
    });
    expect(adminView.result.current.job.data).toMatchObject({ total: 1, succeeded: 1 });
    // FULL by default for an admin: the login e-mail of a PRIVATE member too.
    await waitFor(() => expect(adminView.result.current.one.data?.loginEmail).toBe('hooks@members.example'));
  });
});
