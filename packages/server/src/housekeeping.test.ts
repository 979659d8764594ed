// Housekeeping deletes Idempotency-Key records past their day and refresh token families that have all
// expired, and leaves everything still live.
import type { TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHousekeeping, sweepExpiredRecords } from './housekeeping.js';
import { IDEMPOTENCY_KEY_TTL_MS } from './modules/cart/idempotency/idempotency.js';
import { CART, cartKit, line, ref } from './modules/cart/test-support/cart-kit.js';
import { REFRESH_TOKEN_TTL_MS } from './modules/oauth/tokens/token.service.js';
import { getWebConfig } from './modules/store/store.service.js';
import { createTestApp, movableClock, type TestApp } from './test-support/test-app.js';

const HOUR = 60 * 60 * 1000;
const clock = movableClock(new Date('2026-03-01T12:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { accessTokenTtlSeconds: 365 * 24 * 3600 } });
});
afterAll(() => t.close());

const keys = async () =>
  (await t.deps.db.selectFrom('idempotency_keys').select('key').orderBy('key').execute()).map((r) => r.key);
/** Refresh token families and how many tokens each holds. */
async function families(): Promise<Map<string, number>> {
  const rows = await t.deps.db.selectFrom('refresh_tokens').select('family_id').execute();
  const counts = new Map<string, number>();
  for (const { family_id } of rows) counts.set(family_id, (counts.get(family_id) ?? 0) + 1);
  return counts;
}

async function token(body: Record<string, unknown>): Promise<TokenResponse> {
  const res = await t.app.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TokenResponse;
}

describe('sweepExpiredRecords', () => {
  it('deletes keys past their day and families whose every token expired, and nothing live', async () => {
    const kit = await cartKit(t);
    const { clientId } = await getWebConfig(t.deps);
    const cup = await kit.createProduct({ name: 'Swept cup', priceData: { price: 2 } });
    const shopper = await kit.visitor();
    const addWithKey = async (key: string) =>
      expect(
        (
          await shopper(
            'POST',
            `${CART}/add-to-cart`,
            { lineItems: [line(ref(cup))] },
            { 'idempotency-key': key },
          )
        ).status,
      ).toBe(200);

    await addWithKey('old');
    const expiring = await token({ clientId, grantType: 'anonymous' });
    const rotated = await token({ clientId, grantType: 'anonymous' });
    clock.advance(REFRESH_TOKEN_TTL_MS - HOUR);
    // Rotated an hour before expiry: its first token expires, the family lives on.
    await token({ clientId, grantType: 'refresh_token', refreshToken: rotated.refresh_token });
    await addWithKey('recent');
    clock.advance(2 * HOUR);
    // Every family but the rotated one (two tokens) was made before the clock moved, and has expired.
    const before = await families();
    const living = [...before].filter(([, tokens]) => tokens === 2).map(([family]) => family);
    expect(living).toHaveLength(1);
    const expiredTokens = [...before.values()].reduce((sum, n) => sum + n, 0) - 2;

    expect(await sweepExpiredRecords(t.deps)).toEqual({
      idempotencyKeys: 1,
      refreshTokens: expiredTokens,
      sessionTokens: 0,
      authorizations: 0,
      emailVerifications: 0,
      verificationLimits: 0,
      captchaChallenges: 0,
      recoveryTokens: 0,
      recoveryCounters: 0,
      shopperEmailCounters: 0,
      mfa: 0,
      ssoLogins: 0,
    });
    expect(await keys()).toEqual(['recent']);
    expect([...(await families())]).toEqual([[living[0], 2]]);
    const gone = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken: expiring.refresh_token }),
    });
    expect(gone.status).toBe(400);

    clock.advance(IDEMPOTENCY_KEY_TTL_MS);
    expect((await sweepExpiredRecords(t.deps)).idempotencyKeys).toBe(1);
    expect(await keys()).toEqual([]);
  });
});

describe('startHousekeeping', () => {
  it('sweeps at once and again at every turn, until stopped', async () => {
    const kit = await cartKit(t);
    const bowl = await kit.createProduct({ name: 'Turn bowl', priceData: { price: 2 } });
    const shopper = await kit.visitor();
    const add = (key: string) =>
      shopper('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(bowl))] }, { 'idempotency-key': key });

    expect((await add('first-turn')).status).toBe(200);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1_000);
    const housekeeping = startHousekeeping(t.deps, 50);
    try {
      await expect.poll(keys).toEqual([]);
      expect((await add('next-turn')).status).toBe(200);
      clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1_000);
      await expect.poll(keys).toEqual([]);
    } finally {
      await housekeeping.stop();
    }
    expect((await add('after-stop')).status).toBe(200);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await keys()).toEqual(['after-stop']);
  });
});
