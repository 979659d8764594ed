// Password recovery and change through @cartwright/client against the real server: the reset e-mail's
// link from the outbox, the new password, the old one refused, the member's sessions ended.
import { ApiKeyStrategy, createClient, isApiError, OAuthStrategy, type Tokens } from '@cartwright/client';
import {
  changePassword,
  recover,
  sendPasswordResetEmail,
  sendRecoveryEmail,
} from '@cartwright/client/recovery';
import type { EmailOutboxResponse, OutboxMessage } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createOAuthClient,
  createTestMember,
  hasPassword,
  liveRefreshTokens,
  signInTestMember,
} from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const HOST = 'http://store.test';
const REDIRECT = 'https://front.example/after-reset';
let store: StoreFixture;
let frontClientId: string;
let apiKey: string;

beforeAll(async () => {
  store = await startStoreFixture();
  frontClientId = (await createOAuthClient(store.deps, { name: 'Front', redirectUris: [REDIRECT] })).id;
  ({ apiKey } = await createApiKey(store.deps, { name: 'outbox reader' }));
});
afterAll(() => store.close());

const shopper = (clientId = frontClientId) =>
  createClient({
    host: HOST,
    fetch: store.fetch,
    auth: OAuthStrategy({ clientId, now: () => store.clock().getTime() }),
  });

async function outbox(to: string): Promise<OutboxMessage[]> {
  const admin = createClient({ host: HOST, fetch: store.fetch, auth: ApiKeyStrategy({ apiKey }) });
  const res = await admin.fetchWithAuth(`/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as EmailOutboxResponse).messages;
}

function refreshGrant(refreshToken: string) {
  return store.fetch(`${HOST}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: frontClientId, grantType: 'refresh_token', refreshToken }),
  });
}

describe('password recovery through the client', () => {
  it('e-mails a link that sets the new password once and ends every session of the member', async () => {
    const email = 'ada@integration.example';
    const memberId = await createTestMember(store, { email, password: 'old password 1' });
    const sessions = [
      await signInTestMember(store, memberId, frontClientId),
      await signInTestMember(store, memberId, frontClientId),
    ];

    await sendPasswordResetEmail(shopper(), email, REDIRECT);
    const [message] = await outbox(email);
    expect(message).toMatchObject({ kind: 'recovery-link', deliveryState: 'LOGGED' });
    const link = new URL(message!.data.link!);
    expect(link.pathname).toBe('/auth/reset-password');
    expect(link.searchParams.get('redirect')).toBe(REDIRECT);
    expect(link.searchParams.get('clientId')).toBe(frontClientId);
    const recoveryToken = link.searchParams.get('recoveryToken')!;

    expect(await recover(shopper(), { recoveryToken, password: 'new password 2' })).toEqual({
      state: 'SUCCESS',
    });
    expect(await hasPassword(store, memberId, 'new password 2')).toBe(true);
    expect(await hasPassword(store, memberId, 'old password 1')).toBe(false);
    expect(await liveRefreshTokens(store, memberId)).toBe(0);
    for (const session of sessions) expect((await refreshGrant(session.refresh_token)).status).toBe(400);

    const again = await recover(shopper(), { recoveryToken, password: 'new password 3' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(again) && again.code).toBe('INVALID_RECOVERY_TOKEN');
    expect(await hasPassword(store, memberId, 'new password 2')).toBe(true);
  });

  it('resolves the same for an unknown e-mail, and sends nothing', async () => {
    await sendRecoveryEmail(shopper(), { email: 'nobody@integration.example' });
    expect(await outbox('nobody@integration.example')).toEqual([]);
  });

  it('refuses a redirect the client did not register, naming the field', async () => {
    const error = await sendPasswordResetEmail(shopper(), 'ada@integration.example', `${REDIRECT}/`).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ValidationError' });
    expect(String((error as Error).message)).toContain('redirect.url');
  });
});

describe('changePassword through the client', () => {
  it('changes the signed-in member’s password right after sign-in, ending their sessions', async () => {
    const memberId = await createTestMember(store, {
      email: 'grace@integration.example',
      password: 'old password 1',
    });
    const issued = await signInTestMember(store, memberId, frontClientId);
    const client = shopper();
    const tokens: Tokens = {
      accessToken: {
        value: issued.access_token,
        expiresAt: Math.floor(store.clock().getTime() / 1000) + issued.expires_in,
      },
      refreshToken: { value: issued.refresh_token, role: 'member' },
    };
    await client.auth.setTokens(tokens);

    await changePassword(client, 'new password 2');
    expect(await hasPassword(store, memberId, 'new password 2')).toBe(true);
    expect(await liveRefreshTokens(store, memberId)).toBe(0);

    // Ten minutes later the sign-in is no longer recent: the current password is needed.
    store.clock.advance(10 * 60 * 1000);
    const refused = await changePassword(client, 'new password 3').catch((e: unknown) => e);
    expect(isApiError(refused) && refused.code).toBe('RECENT_LOGIN_REQUIRED');
    await changePassword(client, 'new password 3', { currentPassword: 'new password 2' });
    expect(await hasPassword(store, memberId, 'new password 3')).toBe(true);
  });

  it('refuses a visitor', async () => {
    const error = await changePassword(shopper(), 'new password 2').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });
});
