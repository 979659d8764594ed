// The sign-in throttle through POST /cartwright/v1/admin/login: back-off per account and address,
// known addresses, the per-address flood limit, and what an attacker who knows an e-mail can do.
import { randomUUID } from 'node:crypto';
import { ADMIN_LOGIN_PATH, type ErrorEnvelope } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { seedDemoStore } from '../../seed/demo-seed.js';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createAdmin } from '../admins/admins.service.js';
import { LOGIN_LIMITS, LOGIN_WINDOWS_MS, MAX_BACKOFF_MS } from '../identity/index.js';

const clock = movableClock(new Date('2026-04-01T09:00:00.000Z'));
const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoStore(t.deps);
});
afterAll(() => t.close());

/** A fresh account per test, so throttle counters never leak between tests. */
async function newAdmin() {
  const email = `owner-${randomUUID()}@shop.example`;
  await createAdmin(t.deps, { email, password: PASSWORD, role: 'OWNER' });
  return email;
}

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `2001:db8::${(++addresses).toString(16)}`;

/** Node's bindings as @hono/node-server passes them, so the route sees a client address. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function login(email: string, password: string, address?: string, app = t.app) {
  return app.request(
    ADMIN_LOGIN_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    address ? fromAddress(address) : undefined,
  );
}

const status = async (res: Response | Promise<Response>) => (await res).status;
const retryAfter = async (res: Response | Promise<Response>) => {
  const answer = await res;
  expect(answer.status).toBe(429);
  return Number(answer.headers.get('retry-after'));
};
const fail = (email: string, address?: string, times = 1) =>
  Promise.all(Array.from({ length: times }, () => status(login(email, 'wrong', address))));

describe('one account from one address', () => {
  it('after 5 failures answers 429 with Retry-After for a minute, even for the right password', async () => {
    const owner = await newAdmin();
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect(await status(login(owner, `wrong ${i}`, address))).toBe(401);
    clock.advance(20_000);
    const throttled = await login(owner.toUpperCase(), PASSWORD, address);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('40');
    expect((await readJson<ErrorEnvelope>(throttled)).details.applicationError).toEqual({
      code: 'TOO_MANY_REQUESTS',
      description: 'Too many sign-in attempts; try again later',
      data: { retryAfterSeconds: 40 },
    });
    // Another account from the same address is not affected.
    expect(await status(login(await newAdmin(), PASSWORD, address))).toBe(200);
    clock.advance(40_000);
    expect(await status(login(owner, PASSWORD, address))).toBe(200);
  });

  it('doubles the back-off with each failure after it, up to 15 minutes; refused attempts neither count nor extend it', async () => {
    const owner = await newAdmin();
    const address = newAddress();
    expect(await fail(owner, address, 5)).toEqual([401, 401, 401, 401, 401]);
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const wait = await retryAfter(login(owner, 'wrong', address));
      waits.push(wait);
      // A flood while locked: every attempt refused, the lock's end unchanged.
      for (let i = 0; i < 10; i++) expect(await retryAfter(login(owner, PASSWORD, address))).toBe(wait);
      clock.advance(wait * 1000);
      expect(await status(login(owner, 'wrong', address))).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480, MAX_BACKOFF_MS / 1000, MAX_BACKOFF_MS / 1000]);
    clock.advance(MAX_BACKOFF_MS);
    expect(await status(login(owner, PASSWORD, address))).toBe(200);
    // The success cleared the count: 5 more failures before the back-off starts again.
    expect(await fail(owner, address, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(await retryAfter(login(owner, 'wrong', address))).toBe(60);
  });

  it('throttles unknown e-mails the same way, so a 429 tells nothing about accounts', async () => {
    const email = `ghost-${randomUUID()}@shop.example`;
    const address = newAddress();
    expect(await fail(email, address, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(await status(login(email, 'guess', address))).toBe(429);
  });

  it('lets exactly 5 of 10 concurrent wrong guesses through to the password check', async () => {
    const owner = await newAdmin();
    const statuses = await fail(owner, newAddress(), 10);
    expect(statuses.sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('keeps its counts in the database: a second app on the same database sees them', async () => {
    const owner = await newAdmin();
    const address = newAddress();
    await fail(owner, address, 5);
    const handle = await t.database.reopen();
    try {
      const second = createApp({ ...t.deps, db: handle.db });
      expect(await status(login(owner, PASSWORD, address, second))).toBe(429);
    } finally {
      await handle.close();
    }
  });
});

describe('an attacker who knows the owner e-mail', () => {
  it('cannot lock the owner out from one address: the owner signs in at once from another', async () => {
    const owner = await newAdmin();
    const attacker = newAddress();
    const floods = await fail(owner, attacker, 60);
    expect(floods.filter((s) => s === 401)).toHaveLength(5);
    expect(await status(login(owner, PASSWORD, newAddress()))).toBe(200);
    // Requests without a socket address share one unknown address, and still do not lock the others.
    await fail(owner, undefined, 6);
    expect(await status(login(owner, PASSWORD, newAddress()))).toBe(200);
  });

  it('guessing from many addresses locks the account only for new addresses, never the known one, and for at most the capped back-off', async () => {
    const owner = await newAdmin();
    const home = newAddress();
    expect(await status(login(owner, PASSWORD, home))).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.email; i++) expect(await fail(owner, newAddress())).toEqual([401]);
    const travelling = newAddress();
    expect(await retryAfter(login(owner, PASSWORD, travelling))).toBe(60);
    expect(await status(login(owner, PASSWORD, home))).toBe(200);

    // A patient attacker fails once from a fresh address whenever the lock ends, for hours.
    let longest = 0;
    for (let round = 0; round < 8; round++) {
      const wait = await retryAfter(login(owner, PASSWORD, travelling));
      longest = Math.max(longest, wait);
      clock.advance(wait * 1000);
      expect(await fail(owner, newAddress())).toEqual([401]);
      expect(await status(login(owner, PASSWORD, home))).toBe(200);
    }
    expect(longest).toBe(MAX_BACKOFF_MS / 1000);
    // When the lock ends the owner gets in from the new address, which is known from then on.
    clock.advance(MAX_BACKOFF_MS);
    expect(await status(login(owner, PASSWORD, travelling))).toBe(200);
    expect(await fail(owner, newAddress())).toEqual([401]);
    expect(await status(login(owner, PASSWORD, travelling))).toBe(200);
  });
});

describe('one address across accounts (flood)', () => {
  it('refuses an address after 50 failures for accounts not known there, until the window ends', async () => {
    const address = newAddress();
    const regular = await newAdmin();
    // Successes are taken back from the address's count.
    for (let i = 0; i < 3; i++) expect(await status(login(regular, PASSWORD, address))).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.ip; i++) {
      expect(await status(login(`spray-${i}-${randomUUID()}@shop.example`, 'x', address))).toBe(401);
    }
    const stranger = await newAdmin();
    const wait = await retryAfter(login(stranger, PASSWORD, address));
    expect(wait).toBe(LOGIN_WINDOWS_MS.ip / 1000);
    // Refused attempts do not count: the window still ends when it would have.
    for (let i = 0; i < 20; i++) await login(`spray-late-${i}@shop.example`, 'x', address);
    clock.advance(60_000);
    expect(await retryAfter(login(stranger, PASSWORD, address))).toBe(wait - 60);
    // An account that signed in from this address before passes; other addresses are not affected.
    expect(await status(login(regular, PASSWORD, address))).toBe(200);
    expect(await status(login(stranger, PASSWORD, newAddress()))).toBe(200);
    clock.advance((wait - 60) * 1000);
    expect(await status(login(stranger, PASSWORD, address))).toBe(200);
  });

  it('behind a trusted proxy, counts each client by the address the proxy saw', async () => {
    const behindProxy = createApp({ ...t.deps, config: { ...t.deps.config, trustedProxies: 1 } });
    const proxy = newAddress();
    const client = newAddress();
    const other = newAddress();
    const owner = await newAdmin();
    const loginVia = (app: typeof t.app, forwardedFor: string, email: string, password: string) =>
      app.request(
        ADMIN_LOGIN_PATH,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email, password }),
        },
        fromAddress(proxy),
      );
    for (let i = 0; i < LOGIN_LIMITS.ip; i++) {
      const res = await loginVia(behindProxy, client, `spray-${i}-${randomUUID()}@shop.example`, 'x');
      expect(res.status).toBe(401);
    }
    // A spoofed entry in front does not hide the client; another client through the same proxy is not blocked.
    expect((await loginVia(behindProxy, `${other}, ${client}`, owner, PASSWORD)).status).toBe(429);
    expect((await loginVia(behindProxy, other, owner, PASSWORD)).status).toBe(200);
    // Without trusted proxies the header is ignored: every request counts for the proxy itself.
    expect((await loginVia(t.app, client, owner, PASSWORD)).status).toBe(200);
  });
});
