// Back-in-stock requests cannot mail any address: sign-ups are capped per client address and per target
// address each hour, and only a request its address confirmed (or a verified member's own) gets the mail.
import {
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR,
  BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR,
  type BackInStockRequest,
  type BackInStockRequestResponse,
  type EmailOutboxResponse,
  type ErrorEnvelope,
  type ListBackInStockRequestsResponse,
  type Product,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createTestMember } from '../../test-support/test-members.js';
import { type CartKit, cartKit } from '../cart/test-support/cart-kit.js';
import { issueAccessToken } from '../oauth/tokens/access-tokens.js';
import { getWebConfig } from '../store/index.js';
import { notifyBackInStock } from './index.js';

const PATH = '/cartwright/v1/back-in-stock-requests';
const CONFIRM = '/cartwright/v1/back-in-stock-confirmations';
const HOUR = 60 * 60_000;

const clock = movableClock(new Date('2026-04-01T09:00:00.000Z'));
let t: TestApp;
let kit: CartKit;
let lamp: Product;
let addressCount = 0;

beforeAll(async () => {
  // Tokens outlive the days these tests move the clock by.
  t = await createTestApp({
    clock,
    config: { accessTokenTtlSeconds: 30 * 24 * 3600, publicUrl: 'https://shop.example' },
  });
  kit = await cartKit(t);
  lamp = await outOfStock('Lamp');
});
afterAll(() => t.close());

const outOfStock = (name: string) =>
  kit.createProduct({ name, stock: { trackInventory: true, quantity: 0 } });

/** A caller's token, sending each request from `address` (a new client address unless told). */
const visitorToken = () => kit.visitorToken();
async function ask(
  token: string,
  product: Product,
  email: string,
  address = `198.51.100.${++addressCount % 250}`,
) {
  return t.app.request(
    PATH,
    {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ catalogReference: { catalogItemId: product.id }, email }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const confirm = (body: unknown) =>
  t.app.request(CONFIRM, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function asked(res: Response): Promise<BackInStockRequest> {
  const body = await readJson<BackInStockRequestResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.request;
}

const codeOf = async (res: Response) => (await readJson<ErrorEnvelope>(res)).details.applicationError?.code;

async function outboxTo(to: string) {
  const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`);
  return (await readJson<EmailOutboxResponse>(res)).messages;
}

/** The token of the newest confirmation e-mail to `to`, from its link. */
async function confirmationToken(to: string): Promise<string> {
  const messages = (await outboxTo(to)).filter((m) => m.kind === 'back-in-stock-confirmation');
  const link = String(messages[0]?.data?.link);
  expect(link).toMatch(/^https:\/\/shop\.example\/back-in-stock\/confirm\/[A-Za-z0-9_-]{43}$/);
  return link.split('/').pop()!;
}

async function listed(productId: string) {
  const res = await kit.admin('GET', `${PATH}?productId=${productId}&limit=100`);
  expect(res.status).toBe(200);
  return (await readJson<ListBackInStockRequestsResponse>(res)).requests;
}

describe('caps on sign-ups', () => {
  it('stops 50 fresh visitors from one client address at the hourly cap, and lets another address in', async () => {
    const product = await outOfStock('Vase');
    const answers: Response[] = [];
    for (let i = 0; i < 50; i++) {
      answers.push(await ask(await visitorToken(), product, `crowd-${i}@example.com`, '203.0.113.50'));
    }
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR);
    expect(statuses.slice(BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR).every((s) => s === 429)).toBe(true);
    const refused = answers.at(-1)!;
    expect(await codeOf(refused)).toBe('BACK_IN_STOCK_THROTTLED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await listed(product.id!)).length).toBe(BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR);
    // Refused sign-ups mailed nobody.
    expect(await outboxTo('crowd-49@example.com')).toEqual([]);
    await asked(await ask(await visitorToken(), product, 'elsewhere@example.com', '203.0.113.51'));
    // The next hour the address may ask again.
    clock.advance(HOUR);
    await asked(await ask(await visitorToken(), product, 'crowd-next@example.com', '203.0.113.50'));
  });

  it('counts the addresses of one IPv6 /64 as one client address', async () => {
    const product = await outOfStock('Tray');
    const statuses: number[] = [];
    for (let i = 1; i <= BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR + 1; i++) {
      const address = `2001:db8:7:7:${i.toString(16)}::1`;
      statuses.push((await ask(await visitorToken(), product, `v6-${i}@example.com`, address)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR);
    await asked(await ask(await visitorToken(), product, 'v6-other@example.com', '2001:db8:7:8::1'));
  });

  it('signs one e-mail address up at most the hourly cap, whoever asks and from wherever', async () => {
    const products = await Promise.all(
      Array.from({ length: BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR + 1 }, (_, i) => outOfStock(`Bowl ${i}`)),
    );
    const statuses: number[] = [];
    for (const product of products) {
      statuses.push((await ask(await visitorToken(), product, 'Target@Example.com')).status);
    }
    expect(statuses).toEqual([...Array(BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR).fill(200), 429]);
    const confirmations = (await outboxTo('target@example.com')).filter(
      (m) => m.kind === 'back-in-stock-confirmation',
    );
    expect(confirmations).toHaveLength(BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR);
    clock.advance(HOUR);
    await asked(await ask(await visitorToken(), products.at(-1)!, 'target@example.com'));
  });

  it('counts only sign-ups it took: a repeat of an open request is a 409, not a step toward the cap', async () => {
    const product = await outOfStock('Jug');
    const token = await visitorToken();
    await asked(await ask(token, product, 'repeat@example.com', '203.0.113.60'));
    for (let i = 0; i < BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR + 2; i++) {
      const res = await ask(token, product, 'repeat@example.com', '203.0.113.60');
      expect(res.status).toBe(409);
      expect(await codeOf(res)).toBe('BACK_IN_STOCK_REQUEST_EXISTS');
    }
  });
});

describe('double opt-in', () => {
  it('mails a confirmation link first, and the restock mail only to the confirmed request', async () => {
    const product = await outOfStock('Kettle');
    const unconfirmed = await asked(await ask(await visitorToken(), product, 'unsure@example.com'));
    const confirmed = await asked(await ask(await visitorToken(), product, 'sure@example.com'));
    for (const request of [unconfirmed, confirmed]) {
      expect(request).toMatchObject({ status: 'RECEIVED', confirmed: false });
      expect(request).not.toHaveProperty('confirmedDate');
    }
    const [first] = await outboxTo('unsure@example.com');
    expect(first).toMatchObject({ kind: 'back-in-stock-confirmation' });
    expect(first!.subject).toContain('Kettle');
    expect(first!.text).toContain('ignore');

    const token = await confirmationToken('sure@example.com');
    clock.advance(60_000);
    const res = await confirm({ token });
    const request = await asked(res);
    expect(request).toMatchObject({
      id: confirmed.id,
      confirmed: true,
      confirmedDate: clock().toISOString(),
    });
    // A second click on the same link is answered the same.
    expect((await asked(await confirm({ token }))).confirmedDate).toBe(request.confirmedDate);

    await kit.patchProduct(product.id!, { stock: { trackInventory: true, quantity: 5 } });
    expect((await notifyBackInStock(t.deps)).notified).toBe(1);
    const sure = await outboxTo('sure@example.com');
    expect(sure.map((m) => m.kind).sort()).toEqual(['back-in-stock', 'back-in-stock-confirmation']);
    const unsure = await outboxTo('unsure@example.com');
    expect(unsure.map((m) => m.kind)).toEqual(['back-in-stock-confirmation']);
    const byId = new Map((await listed(product.id!)).map((r) => [r.id, r]));
    expect(byId.get(confirmed.id)).toMatchObject({ status: 'NOTIFICATION_SENT', confirmed: true });
    expect(byId.get(unconfirmed.id)).toMatchObject({ status: 'RECEIVED', confirmed: false });

    // Confirming after the item is back sends the mail on the next pass.
    await asked(await confirm({ token: await confirmationToken('unsure@example.com') }));
    expect((await notifyBackInStock(t.deps)).notified).toBe(1);
    expect((await outboxTo('unsure@example.com')).map((m) => m.kind)).toContain('back-in-stock');
  });

  it('confirms at once the request of a signed-in member for their own verified address', async () => {
    const { clientId } = await getWebConfig(t.deps);
    const member = async (email: string, verified: boolean) => {
      const id = await createTestMember(t, { email, password: null, verified });
      return (await issueAccessToken(t.deps, { kind: 'member', id, clientId })).token;
    };
    const verified = await member('Verified@Example.com', true);
    const mine = await asked(await ask(verified, lamp, 'verified@example.com'));
    expect(mine).toMatchObject({ confirmed: true, confirmedDate: clock().toISOString() });
    expect(await outboxTo('verified@example.com')).toEqual([]);
    // Another address, or an address the member never verified, is confirmed by its owner as anyone's is.
    const other = await asked(await ask(verified, lamp, 'friend@example.com'));
    expect(other.confirmed).toBe(false);
    // Someone else asked for the member's address first: the member asking confirms that request.
    const early = await asked(await ask(await visitorToken(), lamp, 'owner@example.com'));
    const owner = await member('owner@example.com', true);
    expect(await asked(await ask(owner, lamp, 'owner@example.com'))).toMatchObject({
      id: early.id,
      confirmed: true,
    });
    expect((await ask(await visitorToken(), lamp, 'owner@example.com')).status).toBe(409);
    const unverified = await member('unverified@example.com', false);
    expect((await asked(await ask(unverified, lamp, 'unverified@example.com'))).confirmed).toBe(false);
    expect((await outboxTo('unverified@example.com')).map((m) => m.kind)).toEqual([
      'back-in-stock-confirmation',
    ]);
  });

  it('refuses a forged, a malformed or an expired token, and bad bodies', async () => {
    const forged = await confirm({ token: 'A'.repeat(43) });
    expect(forged.status).toBe(404);
    expect(await codeOf(forged)).toBe('BACK_IN_STOCK_CONFIRMATION_INVALID');
    expect(await codeOf(await confirm({ token: 'not a token' }))).toBe('BACK_IN_STOCK_CONFIRMATION_INVALID');
    for (const body of [
      {},
      { token: 42 },
      { token: '' },
      { token: 'x'.repeat(500) },
      { token: 'a', x: 1 },
      '{',
    ]) {
      expect((await confirm(body)).status, JSON.stringify(body)).toBe(400);
    }

    const product = await outOfStock('Teapot');
    const request = await asked(await ask(await visitorToken(), product, 'late@example.com'));
    const token = await confirmationToken('late@example.com');
    clock.advance(BACK_IN_STOCK_CONFIRMATION_TTL_DAYS * 24 * HOUR + 60_000);
    const expired = await confirm({ token });
    expect(expired.status).toBe(410);
    expect(await codeOf(expired)).toBe('BACK_IN_STOCK_CONFIRMATION_EXPIRED');
    // The notifier closes a request nobody confirmed in time, so its address can be asked for again.
    expect((await notifyBackInStock(t.deps)).failed).toBeGreaterThanOrEqual(1);
    const [closed] = (await listed(product.id!)).filter((r) => r.id === request.id);
    expect(closed).toMatchObject({ status: 'FAILED', confirmed: false });
    expect(closed!.failureReason).toContain('confirm');
    expect((await confirm({ token })).status).toBe(410);
    await asked(await ask(await visitorToken(), product, 'late@example.com'));
  });
});
