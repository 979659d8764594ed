// Taking a checkout over by its recovery e-mail's link, with a controlled clock: the link in the e-mail, the token
// kept only as a hash, who may take which checkout, expiry, completion afterwards (RECOVERED, the first browser's
// cart emptied), and bad input.
import { randomUUID } from 'node:crypto';
import type {
  EmailOutboxResponse,
  ErrorEnvelope,
  ListAbandonedCheckoutsResponse,
  Product,
  RecoverCheckoutResponse,
} from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStoreTasks } from '../housekeeping.js';
import { sha256Hex } from '../lib/secrets.js';
import { CART, eventsAbout, type Requester, requester } from '../modules/cart/test-support/cart-kit.js';
import { issueAccessToken } from '../modules/oauth/tokens/access-tokens.js';
import { jsonRequest } from '../modules/products/test-support/catalog-callers.js';
import { getWebConfig } from '../modules/store/index.js';
import { createTestApp, movableClock, type TestApp, violations } from '../test-support/test-app.js';
import { checkoutPath, type OrderKit, orderKit } from './test-support/order-kit.js';

const RECOVER = '/cartwright/v1/checkout-recoveries';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const clock = movableClock(new Date('2026-04-01T10:00:00.000Z'));
let t: TestApp;
let kit: OrderKit;
let mug: Product;

beforeAll(async () => {
  // Tokens outlive the weeks these tests move the clock by.
  t = await createTestApp({
    clock,
    config: { accessTokenTtlSeconds: 90 * 24 * 3600, publicUrl: 'https://shop.example' },
  });
  kit = await orderKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 12.5 } });
  const res = await kit.admin('PATCH', '/cartwright/v1/abandoned-checkout-settings', {
    recoveryEmailEnabled: true,
  });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

/** A member with a known id, signed in. */
async function member(): Promise<{ id: string; as: Requester }> {
  const id = randomUUID();
  const { clientId } = await getWebConfig(t.deps);
  const { token } = await issueAccessToken(t.deps, { kind: 'member', id, clientId });
  return { id, as: requester(t.app, { authorization: token }) };
}

/** The buyer's checkout, ready to pay, left for an hour: the detector e-mails its link. */
async function abandoned(buyer: Requester, quantity = 2) {
  const email = `${randomUUID()}@example.com`;
  const checkoutId = await kit.readyCheckout(buyer, [{ product: mug, quantity }], { email });
  clock.advance(61 * MINUTE);
  await runStoreTasks(t.deps);
  const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as EmailOutboxResponse;
  expect(messages).toHaveLength(1);
  const link = String(messages[0]!.data?.link);
  return { checkoutId, email, link, token: link.slice(link.lastIndexOf('/') + 1), message: messages[0]! };
}

const recover = (as: Requester, body: unknown) => as('POST', RECOVER, body);

async function refusal(res: Response) {
  const body = (await res.json()) as ErrorEnvelope;
  return {
    status: res.status,
    code: body.details?.applicationError?.code,
    data: body.details?.applicationError?.data,
  };
}

async function takes(as: Requester, token: string): Promise<string> {
  const res = await recover(as, { recoveryToken: token });
  const body = (await res.json()) as RecoverCheckoutResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.checkoutId;
}

async function checkoutRow(id: string) {
  return t.deps.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function statusOf(checkoutId: string) {
  const res = await kit.admin('GET', '/cartwright/v1/abandoned-checkouts?limit=100');
  const { abandonedCheckouts } = (await res.json()) as ListAbandonedCheckoutsResponse;
  return abandonedCheckouts.find((a) => a.checkoutId === checkoutId)?.status;
}

describe('the recovery e-mail', () => {
  it('links to the recovery page with a 256-bit token the store keeps only as a hash, for a week', async () => {
    const sentAt = clock();
    const { checkoutId, link, token, message } = await abandoned(await kit.visitor());
    expect(link).toMatch(/^https:\/\/shop\.example\/checkout\/recover\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(message.html).toContain(`href="${link}"`);
    expect(message.text).toContain(link);
    expect(message.text).toContain('7 days');
    const row = await t.deps.db
      .selectFrom('abandoned_checkouts')
      .selectAll()
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    expect(row.recovery_token_hash).toBe(sha256Hex(token));
    expect(row.recovery_token_expires_at).toEqual(new Date(sentAt.getTime() + 61 * MINUTE + 7 * DAY));

    // The raw token is in no table but the outbox the e-mail is sent from.
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.deps.db);
    expect(tables.rows.length).toBeGreaterThan(20);
    const holding: string[] = [];
    for (const { table_name } of tables.rows) {
      const found = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} as r
        where strpos(row_to_json(r)::text, ${token}) > 0`.execute(t.deps.db);
      if (found.rows[0]!.n > 0) holding.push(table_name);
    }
    expect(holding).toEqual(['email_outbox']);
  });

  it('opens only its own checkout; the stored hash opens nothing', async () => {
    const first = await abandoned(await kit.visitor());
    const second = await abandoned(await kit.visitor());
    const taker = await kit.visitor();
    expect(await takes(taker, second.token)).toBe(second.checkoutId);
    expect(await takes(taker, first.token)).toBe(first.checkoutId);
    expect(await refusal(await recover(taker, { recoveryToken: sha256Hex(first.token) }))).toMatchObject({
      status: 404,
      code: 'CHECKOUT_RECOVERY_LINK_INVALID',
    });
  });
});

describe('taking a visitor checkout over', () => {
  it('moves it to the browser that opens the link, back again, and completes it there as RECOVERED', async () => {
    const first = await kit.visitor();
    const { checkoutId, token } = await abandoned(first, 3);
    const before = await kit.readCheckout(first, checkoutId);
    const firstOwner = await checkoutRow(checkoutId);

    const phone = await kit.visitor();
    expect((await phone('GET', checkoutPath(checkoutId))).status).toBe(404);
    expect(await takes(phone, token)).toBe(checkoutId);
    const taken = await kit.readCheckout(phone, checkoutId);
    expect(taken.lineItems).toEqual(before.lineItems);
    expect(taken.priceSummary).toEqual(before.priceSummary);
    expect(taken.buyerInfo?.email).toBe(before.buyerInfo?.email);
    expect(taken.buyerInfo?.visitorId).toBeDefined();
    expect(taken.buyerInfo?.visitorId).not.toBe(before.buyerInfo?.visitorId);
    expect((await first('GET', checkoutPath(checkoutId))).status).toBe(404);
    const moved = await checkoutRow(checkoutId);
    expect(moved).toMatchObject({
      owner_kind: 'visitor',
      owner_id: taken.buyerInfo!.visitorId,
      cart_owner_kind: 'visitor',
      cart_owner_id: firstOwner.owner_id,
    });
    expect(moved.pricing?.buyer).toEqual({ visitorId: taken.buyerInfo!.visitorId });
    const events = await eventsAbout(t, checkoutId);
    expect(events.at(-1)).toMatchObject({
      type: 'wix.ecom.v1.checkout_updated',
      payload: { updatedEvent: { modifiedFields: { 'buyerInfo.visitorId': taken.buyerInfo!.visitorId } } },
    });

    // Not single-use: the first browser takes it back, then the phone again; the cart's owner stays the first.
    expect(await takes(first, token)).toBe(checkoutId);
    expect((await kit.readCheckout(first, checkoutId)).buyerInfo?.visitorId).toBe(
      before.buyerInfo?.visitorId,
    );
    expect((await phone('GET', checkoutPath(checkoutId))).status).toBe(404);
    expect(await takes(phone, token)).toBe(checkoutId);
    expect(await checkoutRow(checkoutId)).toMatchObject({ cart_owner_id: firstOwner.owner_id });
    expect((await first('GET', CART)).status).toBe(200);

    // The first browser can no longer pay for it; the phone can, through the normal place-order flow.
    expect((await kit.complete(first, checkoutId)).status).toBe(404);
    const order = await kit.placeOrder(phone, checkoutId);
    expect(order).toMatchObject({ checkoutId, paymentStatus: 'PAID' });
    expect(order.lineItems?.[0]?.quantity).toBe(3);
    expect(await statusOf(checkoutId)).toBe('RECOVERED');
    // The cart it came from is emptied, in the first browser.
    expect((await first('GET', CART)).status).toBe(404);

    // Never usable once completed: the buyer is told the order is placed, with its id; anyone else without.
    expect(await refusal(await recover(phone, { recoveryToken: token }))).toEqual({
      status: 409,
      code: 'CHECKOUT_RECOVERY_ORDER_PLACED',
      data: { orderId: order.id },
    });
    const other = await refusal(await recover(first, { recoveryToken: token }));
    expect(other).toMatchObject({ status: 409, code: 'CHECKOUT_RECOVERY_ORDER_PLACED' });
    expect(other.data).toEqual({});
  });

  it('a member who opens the link takes it into their account and orders as that member', async () => {
    const { checkoutId, token } = await abandoned(await kit.visitor());
    const buyer = await member();
    expect(await takes(buyer.as, token)).toBe(checkoutId);
    expect((await kit.readCheckout(buyer.as, checkoutId)).buyerInfo).toMatchObject({ memberId: buyer.id });
    expect((await kit.readCheckout(buyer.as, checkoutId)).buyerInfo?.visitorId).toBeUndefined();
    expect((await checkoutRow(checkoutId)).pricing?.buyer).toEqual({ memberId: buyer.id });
    const order = await kit.placeOrder(buyer.as, checkoutId);
    expect(order.buyerInfo).toMatchObject({ memberId: buyer.id });
    expect(await statusOf(checkoutId)).toBe('RECOVERED');
    // Now it is the member's, and placed: another visitor with the link learns only that.
    const late = await refusal(await recover(await kit.visitor(), { recoveryToken: token }));
    expect(late).toEqual({ status: 409, code: 'CHECKOUT_RECOVERY_ORDER_PLACED', data: {} });
  });

  it('a checkout completed in its own browser tells the link holder the order is placed', async () => {
    const first = await kit.visitor();
    const { checkoutId, token } = await abandoned(first);
    const order = await kit.placeOrder(first, checkoutId);
    expect(await refusal(await recover(first, { recoveryToken: token }))).toEqual({
      status: 409,
      code: 'CHECKOUT_RECOVERY_ORDER_PLACED',
      data: { orderId: order.id },
    });
  });
});

describe('the pricing buyer follows the checkout', () => {
  it("a once-per-customer coupon is counted for whoever pays: the new buyer's earlier use takes it off", async () => {
    const created = await kit.admin('POST', '/cartwright/v1/coupons', {
      coupon: { code: 'ONCE5', name: 'Once', type: 'MONEY_OFF', amount: '5', limitPerCustomer: 1 },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    // The phone's buyer has used the coupon already.
    const phone = await kit.visitor();
    await kit.placeOrder(phone, await kit.readyCheckout(phone, [{ product: mug }], { couponCode: 'ONCE5' }));

    const first = await kit.visitor();
    const email = `${randomUUID()}@example.com`;
    const checkoutId = await kit.readyCheckout(first, [{ product: mug }], { email, couponCode: 'ONCE5' });
    clock.advance(61 * MINUTE);
    await runStoreTasks(t.deps);
    const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(email)}`);
    const link = String(((await res.json()) as EmailOutboxResponse).messages[0]!.data?.link);
    expect(await takes(phone, link.slice(link.lastIndexOf('/') + 1))).toBe(checkoutId);
    // Priced again for the buyer who pays, the coupon no longer applies: nothing is charged, the new total shown.
    expect(await refusal(await kit.complete(phone, checkoutId))).toMatchObject({
      status: 409,
      code: 'PRICES_CHANGED',
      data: { couponRemoved: 'ONCE5', previousTotal: '12.50', total: '17.50' },
    });
    // Nothing was placed: the checkout is still open for its first buyer's link and card.
    expect(await statusOf(checkoutId)).toBe('ABANDONED');
  });
});

describe("a recovered checkout is bought at today's prices", () => {
  it('a link opened after the price went from 38 to 380 is refused with the new total, nothing charged', async () => {
    const lamp = await kit.createProduct({ name: 'Recovered lamp', priceData: { price: 38 } });
    const email = `${randomUUID()}@example.com`;
    const checkoutId = await kit.readyCheckout(await kit.visitor(), [{ product: lamp }], { email });
    clock.advance(61 * MINUTE);
    await runStoreTasks(t.deps);
    const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(email)}`);
    const link = String(((await res.json()) as EmailOutboxResponse).messages[0]!.data?.link);
    await kit.patchProduct(lamp.id!, { priceData: { price: 380 } });
    const phone = await kit.visitor();
    expect(await takes(phone, link.slice(link.lastIndexOf('/') + 1))).toBe(checkoutId);
    expect(await refusal(await kit.complete(phone, checkoutId))).toMatchObject({
      status: 409,
      code: 'PRICES_CHANGED',
      data: { previousTotal: '43.00', total: '385.00' },
    });
    expect(await statusOf(checkoutId)).toBe('ABANDONED');
    expect((await kit.placeOrder(phone, checkoutId)).priceSummary?.total?.amount).toBe('385.00');
  });
});

describe("a member's checkout", () => {
  it('is taken only by that member: visitors, other members and admins are asked to sign in as the buyer', async () => {
    const buyer = await member();
    const { checkoutId, token } = await abandoned(buyer.as);
    const signIn = { status: 403, code: 'CHECKOUT_RECOVERY_SIGN_IN_REQUIRED' };
    expect(await refusal(await recover(await kit.visitor(), { recoveryToken: token }))).toMatchObject(signIn);
    expect(await refusal(await recover((await member()).as, { recoveryToken: token }))).toMatchObject(signIn);
    expect(await refusal(await recover(kit.admin, { recoveryToken: token }))).toMatchObject(signIn);
    const unchanged = await checkoutRow(checkoutId);
    expect(unchanged).toMatchObject({ owner_kind: 'member', owner_id: buyer.id, cart_owner_kind: null });

    expect(await takes(buyer.as, token)).toBe(checkoutId);
    expect(await checkoutRow(checkoutId)).toEqual(unchanged);
    await kit.placeOrder(buyer.as, checkoutId);
    expect(await statusOf(checkoutId)).toBe('RECOVERED');
  });
});

describe('expiry (controlled clock)', () => {
  it('works until seven days after the e-mail, then answers LINK_EXPIRED', async () => {
    const { checkoutId, token } = await abandoned(await kit.visitor());
    const taker = await kit.visitor();
    clock.advance(7 * DAY - MINUTE);
    expect(await takes(taker, token)).toBe(checkoutId);
    clock.advance(MINUTE);
    expect(await refusal(await recover(taker, { recoveryToken: token }))).toMatchObject({
      status: 410,
      code: 'CHECKOUT_RECOVERY_LINK_EXPIRED',
    });
    // The checkout stays where the last take put it.
    expect((await kit.readCheckout(taker, checkoutId)).id).toBe(checkoutId);
  });
});

describe('bad input', () => {
  it('refuses unknown and garbage tokens with LINK_INVALID, malformed bodies with 400', async () => {
    const visitor = await kit.visitor();
    for (const recoveryToken of ['x', 'A'.repeat(43), randomUUID(), '../../etc', '%00', ' ']) {
      expect(await refusal(await recover(visitor, { recoveryToken })), recoveryToken).toMatchObject({
        status: 404,
        code: 'CHECKOUT_RECOVERY_LINK_INVALID',
      });
    }
    expect(await violations(await recover(visitor, {}))).toEqual([['recoveryToken', 'REQUIRED_FIELD']]);
    for (const body of [
      { recoveryToken: '' },
      { recoveryToken: 42 },
      { recoveryToken: null },
      { recoveryToken: ['a'] },
      { recoveryToken: 'a'.repeat(201) },
      { recoveryToken: 'abc', checkoutId: randomUUID() },
      '{',
      [],
    ]) {
      expect((await recover(visitor, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a caller', async () => {
    const { token } = await abandoned(await kit.visitor());
    const res = await jsonRequest(t, kit.creds.anonymous)('POST', RECOVER, { recoveryToken: token });
    expect(res.status).toBe(401);
  });
});
