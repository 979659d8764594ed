// Session tokens are single use, expire after five minutes, are stored only as hashes, and are swept.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../../test-support/test-app.js';
import {
  deleteExpiredSessionTokens,
  issueSessionToken,
  redeemSessionToken,
  SESSION_TOKEN_TTL_MS,
} from './session-tokens.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
let t: TestApp;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  memberId = randomUUID();
  const now = clock();
  await t.deps.db
    .insertInto('members')
    .values({
      id: memberId,
      login_email: 'ada@shop.example',
      login_email_verified: true,
      status: 'APPROVED',
      contact: '{}',
      profile: '{}',
      slug: 'ada',
      privacy_status: 'PRIVATE',
      activity_status: 'ACTIVE',
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    .execute();
});
afterAll(() => t.close());

describe('session tokens', () => {
  it('redeem once for the member they were issued to, and never again', async () => {
    const token = await issueSessionToken(t.deps, memberId);
    const [first, second] = await Promise.all([
      redeemSessionToken(t.deps, token),
      redeemSessionToken(t.deps, token),
    ]);
    expect([first, second].filter(Boolean)).toEqual([{ memberId }]);
    expect(await redeemSessionToken(t.deps, token)).toBeUndefined();
  });

  it('are stored as hashes only', async () => {
    const token = await issueSessionToken(t.deps, memberId);
    const rows = await t.deps.db.selectFrom('session_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('expire after five minutes and are swept then', async () => {
    const token = await issueSessionToken(t.deps, memberId);
    clock.advance(SESSION_TOKEN_TTL_MS);
    expect(await redeemSessionToken(t.deps, token)).toBeUndefined();
    expect(await deleteExpiredSessionTokens(t.deps)).toBe(3);
    expect(await t.deps.db.selectFrom('session_tokens').selectAll().execute()).toEqual([]);
  });

  it('refuse unknown and empty tokens', async () => {
    expect(await redeemSessionToken(t.deps, 'not-a-token')).toBeUndefined();
    expect(await redeemSessionToken(t.deps, '')).toBeUndefined();
  });
});
