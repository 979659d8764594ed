// Recovery and activation over HTTP: the e-mailed link, its single use and 60-minute life, the new
// password ending every session, no account enumeration, registered redirects only, and throttling.
import type { EmailOutboxResponse, ErrorEnvelope, OutboxMessage } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import {
  createTestMember,
  hasPassword,
  liveRefreshTokens,
  storedMember,
} from '../../test-support/test-members.js';
import { issueSessionToken, redeemSessionToken } from '../identity/index.js';
import { createOAuthClient, issueTokens } from '../oauth/index.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';
import { deleteExpiredRecoveryTokens, RECOVERY_TOKEN_TTL_MS } from './recovery/recovery.service.js';
import { RECOVERY_EMAIL_LIMITS } from './recovery/recovery-throttle.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let callers: Credentials;
let clientId: string;
let addressCount = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { publicUrl: PUBLIC_URL } });
  callers = await catalogCallers(t);
  clientId = (
    await createOAuthClient(t.deps, { name: 'Front', redirectUris: ['https://front.example/after-reset'] })
  ).id;
});
afterAll(() => t.close());

/** Each call from a new client address, unless one is given: the per-address limit stays out of the way. */
function post(path: string, body: unknown, headers: Record<string, string> = {}, address?: string) {
  const remoteAddress = address ?? `198.51.100.${++addressCount}`;
  return t.app.request(
    `/_api/iam/recovery${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress } } },
  );
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await jsonRequest(t, callers.apiKey)(
    'GET',
    `/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`,
  );
  return ((await res.json()) as EmailOutboxResponse).messages;
}

const tokenOf = (message: OutboxMessage) => new URL(message.data.link!).searchParams.get('recoveryToken')!;

async function requestLink(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await post('/v1/send-email', { email, ...extra });
  expect(res.status).toBe(200);
  const [message] = await outbox(email);
  return tokenOf(message!);
}

// First: the access tokens of `callers` expire when later blocks move the clock past the hour.
describe('POST /_api/iam/recovery/v1/activation-email', () => {
  const send = (caller: keyof Credentials, body: unknown) =>
    jsonRequest(t, callers[caller])('POST', '/_api/iam/recovery/v1/activation-email', body);

  it('e-mails an activation link to a member without a password, which then sets it', async () => {
    const memberId = await createTestMember(t, { email: 'new@shop.example', password: null });
    const res = await send('apiKey', {
      identityId: memberId,
      emailOptions: { language: 'en', redirect: { url: 'https://front.example/after-reset', clientId } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const [message] = await outbox('new@shop.example');
    expect(message).toMatchObject({ kind: 'activation-link', subject: 'Activate your account' });
    expect(new URL(message!.data.link!).searchParams.get('redirect')).toBe(
      'https://front.example/after-reset',
    );
    const recovered = await post('/v1/recover', {
      recoveryToken: tokenOf(message!),
      password: 'first password',
    });
    expect(recovered.status).toBe(200);
    expect(await hasPassword(t, memberId, 'first password')).toBe(true);
  });

  it('e-mails a pending member with a password too', async () => {
    const memberId = await createTestMember(t, {
      email: 'pending@shop.example',
      password: 'p'.repeat(10),
      status: 'PENDING',
    });
    expect((await send('adminToken', { identityId: memberId })).status).toBe(200);
    expect(await outbox('pending@shop.example')).toHaveLength(1);
  });

  it('refuses an active member with a password', async () => {
    const memberId = await createTestMember(t, { email: 'active@shop.example', password: 'p'.repeat(10) });
    const res = await send('apiKey', { identityId: memberId });
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.applicationError?.code).toBe('ACTIVATION_NOT_NEEDED');
  });

  it('refuses a blocked member', async () => {
    const memberId = await createTestMember(t, {
      email: 'blocked-new@shop.example',
      password: null,
      status: 'BLOCKED',
    });
    const res = await send('apiKey', { identityId: memberId });
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.applicationError?.code).toBe('MEMBER_BLOCKED');
    expect(await outbox('blocked-new@shop.example')).toEqual([]);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'nope'],
  ])('answers 404 for %s', async (_, identityId) => {
    expect((await send('apiKey', { identityId })).status).toBe(404);
  });

  it('refuses an unregistered redirect', async () => {
    const memberId = await createTestMember(t, { email: 'new2@shop.example', password: null });
    const body = {
      identityId: memberId,
      emailOptions: { redirect: { url: 'https://evil.example/', clientId } },
    };
    expect(await violations(await send('apiKey', body))).toEqual([
      ['emailOptions.redirect.url', 'VALIDATION'],
    ]);
    expect(await outbox('new2@shop.example')).toEqual([]);
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
  ] as const)('refuses %s callers (%i)', async (caller, status) => {
    expect((await send(caller, { identityId: 'x' })).status).toBe(status);
  });

  it('refuses a missing or mistyped identityId', async () => {
    expect(await violations(await send('apiKey', {}))).toEqual([['identityId', 'REQUIRED_FIELD']]);
    expect(await violations(await send('apiKey', { identityId: 7 }))).toEqual([['identityId', 'VALIDATION']]);
  });
});

describe('POST /_api/iam/recovery/v1/send-email', () => {
  it('e-mails a recovery link to the member, answering {}', async () => {
    await createTestMember(t, { email: 'Ada@Shop.example', password: 'old password 1' });
    const res = await post('/v1/send-email', { email: 'ada@shop.EXAMPLE', language: 'en' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const [message] = await outbox('ada@shop.example');
    expect(message).toMatchObject({
      to: 'Ada@Shop.example',
      kind: 'recovery-link',
      subject: 'Reset your password',
    });
    const link = new URL(message!.data.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/reset-password`);
    expect([...link.searchParams.keys()]).toEqual(['recoveryToken']);
    // At least 128 random bits, base64url.
    expect(tokenOf(message!)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(message!.text).toContain(message!.data.link);
    expect(message!.html).toContain(`href="${message!.data.link}"`);
  });

  it('stores only the hash of the token', async () => {
    await createTestMember(t, { email: 'hash@shop.example', password: 'old password 1' });
    const token = await requestLink('hash@shop.example');
    const rows = await t.deps.db.selectFrom('recovery_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('answers {} for an unknown e-mail and sends nothing', async () => {
    const res = await post('/v1/send-email', { email: 'nobody@shop.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await outbox('nobody@shop.example')).toEqual([]);
  });

  it('sends nothing to a blocked member, answering the same', async () => {
    await createTestMember(t, {
      email: 'blocked@shop.example',
      password: 'old password 1',
      status: 'BLOCKED',
    });
    const res = await post('/v1/send-email', { email: 'blocked@shop.example' });
    expect(await res.json()).toEqual({});
    expect(await outbox('blocked@shop.example')).toEqual([]);
  });

  it('adds a redirect registered with its client to the link', async () => {
    await createTestMember(t, { email: 'redirect@shop.example', password: 'old password 1' });
    await requestLink('redirect@shop.example', {
      redirect: { url: 'https://front.example/after-reset', clientId },
    });
    const [message] = await outbox('redirect@shop.example');
    const params = new URL(message!.data.link!).searchParams;
    expect(params.get('redirect')).toBe('https://front.example/after-reset');
    expect(params.get('clientId')).toBe(clientId);
    // The & of the query is escaped in the HTML body.
    expect(message!.html).toContain('&amp;redirect=');
  });

  it.each([
    ['a trailing slash', 'https://front.example/after-reset/'],
    ['another case', 'https://FRONT.example/after-reset'],
    ['an added query', 'https://front.example/after-reset?x=1'],
    ['another host', 'https://evil.example/after-reset'],
  ])('refuses a redirect with %s, for unknown e-mails too', async (_, url) => {
    for (const email of ['bad-redirect@shop.example', 'bad-redirect-nobody@shop.example']) {
      expect(await violations(await post('/v1/send-email', { email, redirect: { url, clientId } }))).toEqual([
        ['redirect.url', 'VALIDATION'],
      ]);
    }
  });

  it('refuses a redirect of an unknown client', async () => {
    const body = {
      email: 'other-client@shop.example',
      redirect: { url: 'https://front.example/after-reset', clientId: 'no-such-client' },
    };
    expect(await violations(await post('/v1/send-email', body))).toEqual([['redirect.url', 'VALIDATION']]);
  });

  it.each([
    ['a missing e-mail', {}, [['email', 'REQUIRED_FIELD']]],
    ['a number', { email: 42 }, [['email', 'VALIDATION']]],
    ['a malformed e-mail', { email: 'not-an-email' }, [['email', 'FORMAT']]],
    ['an oversize e-mail', { email: `${'a'.repeat(320)}@shop.example` }, [['email', 'MAX_LENGTH']]],
    ['an unknown field', { email: 'ada@shop.example', admin: true }, [['admin', 'FIELD_NOT_ALLOWED']]],
    [
      'a redirect without client',
      { email: 'ada@shop.example', redirect: { url: 'https://x.example' } },
      [['redirect.clientId', 'REQUIRED_FIELD']],
    ],
  ])('refuses %s', async (_, body, expected) => {
    const found = await violations(await post('/v1/send-email', body));
    expect(found).toEqual(expected);
  });

  it('throttles requests per e-mail, known or not, with Retry-After', async () => {
    for (const email of ['throttled@shop.example', 'unknown-throttled@shop.example']) {
      if (email === 'throttled@shop.example')
        await createTestMember(t, { email, password: 'old password 1' });
      for (let i = 0; i < RECOVERY_EMAIL_LIMITS.email; i++) {
        expect((await post('/v1/send-email', { email })).status).toBe(200);
      }
      const refused = await post('/v1/send-email', { email: email.toUpperCase() });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readJson(refused)).details.applicationError?.code).toBe('TOO_MANY_REQUESTS');
    }
    expect(await outbox('throttled@shop.example')).toHaveLength(RECOVERY_EMAIL_LIMITS.email);
  });

  it('throttles requests per client address across e-mails, then lets them through after the hour', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < RECOVERY_EMAIL_LIMITS.ip; i++) {
      expect((await post('/v1/send-email', { email: `spray${i}@shop.example` }, {}, address)).status).toBe(
        200,
      );
    }
    const refused = await post('/v1/send-email', { email: 'spray-last@shop.example' }, {}, address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    clock.advance(retryAfter * 1000);
    expect((await post('/v1/send-email', { email: 'spray-last@shop.example' }, {}, address)).status).toBe(
      200,
    );
  });
});

describe('POST /_api/iam/recovery/v1/recover', () => {
  it('sets the new password, verifies the e-mail, clears reset-required and revokes every session', async () => {
    const memberId = await createTestMember(t, {
      email: 'grace@shop.example',
      password: 'old password 1',
      resetRequired: true,
    });
    await issueTokens(t.deps, { kind: 'member', id: memberId, clientId });
    await issueTokens(t.deps, { kind: 'member', id: memberId, clientId });
    const pendingSignIn = await issueSessionToken(t.deps, memberId);
    await t.deps.db
      .insertInto('hosted_sessions')
      .values({
        id_hash: `hosted-${memberId}`,
        member_id: memberId,
        created_at: clock(),
        expires_at: new Date(clock().getTime() + 3_600_000),
        revoked_at: null,
      })
      .execute();
    const token = await requestLink('grace@shop.example');

    const res = await post('/v1/recover', { recoveryToken: token, password: 'new password 2' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ state: 'SUCCESS' });
    expect(body).not.toHaveProperty('sessionToken');
    expect(await hasPassword(t, memberId, 'new password 2')).toBe(true);
    expect(await hasPassword(t, memberId, 'old password 1')).toBe(false);
    expect(await storedMember(t, memberId)).toMatchObject({
      login_email_verified: true,
      password_reset_required: false,
      password_changed_at: clock(),
    });
    expect(await liveRefreshTokens(t, memberId)).toBe(0);
    // Nobody signed in before the reset stays signed in: not the store's sign-in cookie, not a sign-in half done.
    const hosted = await t.deps.db
      .selectFrom('hosted_sessions')
      .select('revoked_at')
      .where('member_id', '=', memberId)
      .execute();
    expect(hosted).toEqual([{ revoked_at: clock() }]);
    expect(await redeemSessionToken(t.deps, pendingSignIn)).toBeUndefined();
  });

  it('accepts a token once, and the other live tokens of the member die with it', async () => {
    const memberId = await createTestMember(t, { email: 'once@shop.example', password: 'old password 1' });
    const older = await requestLink('once@shop.example');
    const newer = await requestLink('once@shop.example');
    expect((await post('/v1/recover', { recoveryToken: newer, password: 'new password 2' })).status).toBe(
      200,
    );
    for (const token of [newer, older]) {
      const again = await post('/v1/recover', { recoveryToken: token, password: 'new password 3' });
      expect(again.status).toBe(400);
      expect((await readJson(again)).details.applicationError?.code).toBe('INVALID_RECOVERY_TOKEN');
    }
    expect(await hasPassword(t, memberId, 'new password 2')).toBe(true);
  });

  it('lets one of two concurrent uses win', async () => {
    await createTestMember(t, { email: 'race@shop.example', password: 'old password 1' });
    const token = await requestLink('race@shop.example');
    const answers = await Promise.all([
      post('/v1/recover', { recoveryToken: token, password: 'first password' }),
      post('/v1/recover', { recoveryToken: token, password: 'second password' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('works until 60 minutes after the e-mail, and not at 60 minutes', async () => {
    const memberId = await createTestMember(t, { email: 'late@shop.example', password: 'old password 1' });
    const early = await requestLink('late@shop.example');
    clock.advance(RECOVERY_TOKEN_TTL_MS - 1000);
    expect((await post('/v1/recover', { recoveryToken: early, password: 'in time pass' })).status).toBe(200);
    const late = await requestLink('late@shop.example');
    clock.advance(RECOVERY_TOKEN_TTL_MS);
    const res = await post('/v1/recover', { recoveryToken: late, password: 'too late pass' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.applicationError?.code).toBe('INVALID_RECOVERY_TOKEN');
    expect(await hasPassword(t, memberId, 'in time pass')).toBe(true);
    // Housekeeping sweeps expired tokens.
    expect(await deleteExpiredRecoveryTokens(t.deps)).toBeGreaterThan(0);
    const left = await t.deps.db.selectFrom('recovery_tokens').select('expires_at').execute();
    expect(left.every((row) => row.expires_at > clock())).toBe(true);
  });

  it('refuses the token of a member blocked since the e-mail', async () => {
    const memberId = await createTestMember(t, {
      email: 'later-blocked@shop.example',
      password: 'old password 1',
    });
    const token = await requestLink('later-blocked@shop.example');
    await t.deps.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', memberId).execute();
    expect((await post('/v1/recover', { recoveryToken: token, password: 'new password 2' })).status).toBe(
      400,
    );
    expect(await hasPassword(t, memberId, 'old password 1')).toBe(true);
  });

  it('refuses an unknown token', async () => {
    const res = await post('/v1/recover', { recoveryToken: 'A'.repeat(43), password: 'new password 2' });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorEnvelope>(res)).details.applicationError?.code).toBe(
      'INVALID_RECOVERY_TOKEN',
    );
  });

  it.each([
    ['a short password', { recoveryToken: 'x', password: 'short' }, [['password', 'MIN_LENGTH']]],
    ['an oversize password', { recoveryToken: 'x', password: 'p'.repeat(257) }, [['password', 'MAX_LENGTH']]],
    [
      'an oversize token',
      { recoveryToken: 'x'.repeat(513), password: 'long enough' },
      [['recoveryToken', 'MAX_LENGTH']],
    ],
    ['a missing token', { password: 'long enough' }, [['recoveryToken', 'REQUIRED_FIELD']]],
    ['a numeric password', { recoveryToken: 'x', password: 12345678 }, [['password', 'VALIDATION']]],
  ])('refuses %s', async (_, body, expected) => {
    expect(await violations(await post('/v1/recover', body))).toEqual(expected);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await post('/v1/recover', '{"recoveryToken":')).status).toBe(400);
  });
});
