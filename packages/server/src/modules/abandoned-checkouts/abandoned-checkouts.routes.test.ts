// Abandoned checkouts with a controlled clock: detection by the housekeeping job, recovery on completion,
// the recovery e-mail setting, the admin list and settings, and who may call them.
import type {
  AbandonedCheckoutSettingsResponse,
  CreateCheckoutResponse,
  EmailOutboxResponse,
  ListAbandonedCheckoutsResponse,
  Product,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStoreTasks } from '../../housekeeping.js';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import { createTestMember } from '../../test-support/test-members.js';
import {
  addToCart,
  CART,
  type CartKit,
  cartKit,
  eventsAbout,
  line,
  type Requester,
  ref,
  requester,
} from '../cart/test-support/cart-kit.js';
import { issueAccessToken } from '../oauth/tokens/access-tokens.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { getWebConfig } from '../store/index.js';
import { markCheckoutCompleted } from './index.js';

const LIST = '/cartwright/v1/abandoned-checkouts';
const SETTINGS = '/cartwright/v1/abandoned-checkout-settings';
const MINUTE = 60_000;

const clock = movableClock(new Date('2026-03-01T10:00:00.000Z'));
let t: TestApp;
let kit: CartKit;
let mug: Product;

beforeAll(async () => {
  // Tokens outlive the hours these tests move the clock by.
  t = await createTestApp({
    clock,
    config: { accessTokenTtlSeconds: 7 * 24 * 3600, publicUrl: 'https://shop.example' },
  });
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 12.5 } });
});
afterAll(() => t.close());

/** A new visitor's checkout of `quantity` mugs, with an e-mail unless told otherwise. */
async function newCheckout(quantity = 2, email: string | null = 'ada@example.com') {
  const visitor: Requester = await kit.visitor();
  await addToCart(visitor, [line(ref(mug), quantity)]);
  const res = await visitor('POST', `${CART}/create-checkout`, {
    channelType: 'WEB',
    ...(email ? { email } : {}),
  });
  const body = (await res.json()) as CreateCheckoutResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.checkoutId;
}

async function list(query = '') {
  const res = await kit.admin('GET', `${LIST}${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListAbandonedCheckoutsResponse;
}

const findIn = async (checkoutId: string) =>
  (await list('?limit=100')).abandonedCheckouts.find((a) => a.checkoutId === checkoutId);

async function outboxTo(to: string) {
  const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as EmailOutboxResponse).messages;
}

const completer = { kind: 'visitor', visitorId: 'v-1', clientId: 'c-1' } as const;

describe('abandonment detection (housekeeping, controlled clock)', () => {
  it('abandons a checkout not completed within the hour, once, with its value, e-mail and event', async () => {
    const id = await newCheckout(2);
    clock.advance(59 * MINUTE);
    await runStoreTasks(t.deps);
    expect(await findIn(id)).toBeUndefined();

    clock.advance(2 * MINUTE);
    expect((await runStoreTasks(t.deps)).abandonedCheckouts).toBeGreaterThanOrEqual(1);
    const abandoned = await findIn(id);
    expect(abandoned).toMatchObject({
      checkoutId: id,
      status: 'ABANDONED',
      buyerInfo: { email: 'ada@example.com', visitorId: expect.any(String) },
      subtotalPrice: { amount: '25.00', formattedAmount: '$25.00' },
      itemCount: 2,
      currency: 'USD',
      checkoutUrl: `https://shop.example/checkout/${id}`,
      checkoutCreatedDate: '2026-03-01T10:00:00.000Z',
      createdDate: '2026-03-01T11:01:00.000Z',
    });
    expect(abandoned!.recoveryEmailDate).toBeUndefined();

    expect((await runStoreTasks(t.deps)).abandonedCheckouts).toBe(0);
    const events = await eventsAbout(t, abandoned!.id);
    expect(events.map((e) => e.type)).toEqual(['wix.ecom.v1.abandoned_checkout_created']);
    expect(events[0]!.payload).toMatchObject({
      entityFqdn: 'wix.ecom.v1.abandoned_checkout',
      createdEvent: { entity: { id: abandoned!.id, checkoutId: id, status: 'ABANDONED' } },
    });
    // Off by default: no recovery e-mail.
    expect(await outboxTo('ada@example.com')).toEqual([]);
  });

  it('recovers an abandoned checkout completed later, once', async () => {
    const id = await newCheckout(1);
    clock.advance(61 * MINUTE);
    await runStoreTasks(t.deps);
    const abandoned = (await findIn(id))!;
    clock.advance(5 * MINUTE);

    const recovered = await t.deps.db
      .transaction()
      .execute((trx) => markCheckoutCompleted(t.deps, trx, completer, id));
    expect(recovered).toMatchObject({ id: abandoned.id, status: 'RECOVERED' });
    expect(await markCheckoutCompleted(t.deps, t.deps.db, completer, id)).toBeUndefined();

    expect(await findIn(id)).toMatchObject({
      status: 'RECOVERED',
      recoveredDate: clock().toISOString(),
      createdDate: abandoned.createdDate,
    });
    const events = await eventsAbout(t, abandoned.id);
    expect(events.map((e) => e.type)).toEqual([
      'wix.ecom.v1.abandoned_checkout_created',
      'wix.ecom.v1.abandoned_checkout_recovered',
    ]);
    expect(events[1]!.payload).toMatchObject({
      actionEvent: { body: { abandonedCheckout: { id: abandoned.id, status: 'RECOVERED' } } },
    });
    const identity = await t.deps.db
      .selectFrom('event_outbox')
      .select('identity')
      .where('entity_id', '=', abandoned.id)
      .where('event_type', '=', 'wix.ecom.v1.abandoned_checkout_recovered')
      .executeTakeFirstOrThrow();
    expect(identity.identity).toEqual({ anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' });
    expect((await list('?status=RECOVERED')).abandonedCheckouts.map((a) => a.checkoutId)).toContain(id);
    expect((await list('?status=ABANDONED')).abandonedCheckouts.map((a) => a.checkoutId)).not.toContain(id);
  });

  it('never abandons a checkout whose snapshot says it was completed', async () => {
    const id = await newCheckout(1);
    const row = await t.deps.db
      .selectFrom('checkouts')
      .select('snapshot')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('checkouts')
      .set({ snapshot: JSON.stringify({ ...row.snapshot, completed: true }) })
      .where('id', '=', id)
      .execute();
    clock.advance(61 * MINUTE);
    await runStoreTasks(t.deps);
    expect(await findIn(id)).toBeUndefined();
  });

  it('never abandons a checkout completed in time, and lists no trace of it', async () => {
    const id = await newCheckout(1);
    clock.advance(10 * MINUTE);
    expect(await markCheckoutCompleted(t.deps, t.deps.db, completer, id)).toBeUndefined();
    clock.advance(2 * 60 * MINUTE);
    await runStoreTasks(t.deps);
    expect(await findIn(id)).toBeUndefined();
    expect(await markCheckoutCompleted(t.deps, t.deps.db, completer, id)).toBeUndefined();
  });
});

describe('detection racing completion and other instances', () => {
  it('records each checkout once whatever runs at the same time, and a completion racing detection wins', async () => {
    const ids = await Promise.all([newCheckout(1), newCheckout(1), newCheckout(1)]);
    clock.advance(61 * MINUTE);
    const [runs] = await Promise.all([
      Promise.all([runStoreTasks(t.deps), runStoreTasks(t.deps), runStoreTasks(t.deps)]),
      t.deps.db.transaction().execute((trx) => markCheckoutCompleted(t.deps, trx, completer, ids[0]!)),
    ]);
    const found = await Promise.all(ids.map(findIn));
    // The completed one is either never abandoned or abandoned then recovered; never left ABANDONED.
    expect([undefined, 'RECOVERED']).toContain(found[0]?.status);
    expect(found.slice(1).map((a) => a?.status)).toEqual(['ABANDONED', 'ABANDONED']);
    const created = runs.reduce((sum, run) => sum + run.abandonedCheckouts, 0);
    expect(created).toBe(found[0] ? 3 : 2);
    for (const abandoned of found.filter((a) => a !== undefined)) {
      const types = (await eventsAbout(t, abandoned.id)).map((e) => e.type);
      expect(types.filter((type) => type === 'wix.ecom.v1.abandoned_checkout_created')).toHaveLength(1);
    }
  });
});

describe('recovery e-mail and settings', () => {
  it('sends one e-mail with the link back to the checkout when the store turns it on', async () => {
    const res = await kit.admin('PATCH', SETTINGS, { recoveryEmailEnabled: true });
    expect(res.status).toBe(200);
    expect((await readJson<AbandonedCheckoutSettingsResponse>(res)).settings).toEqual({
      abandonAfterMinutes: 60,
      recoveryEmailEnabled: true,
    });
    const id = await newCheckout(3, 'grace@example.com');
    const silent = await newCheckout(1, null);
    // A signed-in buyer who gave no address at checkout is written to at their account's.
    const memberId = await createTestMember(t, { email: 'member.buyer@example.com', password: null });
    const { clientId } = await getWebConfig(t.deps);
    const { token } = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
    const member = requester(t.app, { authorization: token });
    await addToCart(member, [line(ref(mug), 1)]);
    const memberCheckout = await readJson<CreateCheckoutResponse>(
      await member('POST', `${CART}/create-checkout`, { channelType: 'WEB' }),
    );
    clock.advance(61 * MINUTE);
    await runStoreTasks(t.deps);
    await runStoreTasks(t.deps);

    const messages = await outboxTo('grace@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'abandoned-checkout', subject: 'Your checkout is waiting' });
    // The link opens the checkout in any browser (flows/recover-checkout.test.ts): a token, not the checkout id.
    const link = String(messages[0]!.data?.link);
    expect(link).toMatch(/^https:\/\/shop\.example\/checkout\/recover\/[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(id);
    expect(messages[0]!.text).toContain('3 items ($37.50)');
    expect(messages[0]!.html).toContain(`href="${link}"`);
    expect((await findIn(id))!.recoveryEmailDate).toBe(clock().toISOString());
    // No address, no e-mail; still listed.
    expect(await findIn(silent)).toMatchObject({ status: 'ABANDONED', buyerInfo: {} });
    expect((await findIn(silent))!.recoveryEmailDate).toBeUndefined();
    expect(await findIn(memberCheckout.checkoutId)).toMatchObject({
      buyerInfo: { email: 'member.buyer@example.com', memberId },
    });
    expect(await outboxTo('member.buyer@example.com')).toHaveLength(1);
    await kit.admin('PATCH', SETTINGS, { recoveryEmailEnabled: false });
  });

  it('applies a changed abandonment time', async () => {
    expect((await kit.admin('PATCH', SETTINGS, { abandonAfterMinutes: 15 })).status).toBe(200);
    const id = await newCheckout(1);
    clock.advance(16 * MINUTE);
    await runStoreTasks(t.deps);
    expect(await findIn(id)).toMatchObject({ status: 'ABANDONED' });
    const res = await kit.admin('GET', SETTINGS);
    expect((await readJson<AbandonedCheckoutSettingsResponse>(res)).settings.abandonAfterMinutes).toBe(15);
    await kit.admin('PATCH', SETTINGS, { abandonAfterMinutes: 60 });
  });

  it('refuses bad settings', async () => {
    expect(await violations(await kit.admin('PATCH', SETTINGS, { abandonAfterMinutes: 2 }))).toEqual([
      ['abandonAfterMinutes', 'MIN'],
    ]);
    expect(await violations(await kit.admin('PATCH', SETTINGS, { abandonAfterMinutes: 20_000 }))).toEqual([
      ['abandonAfterMinutes', 'MAX'],
    ]);
    expect((await kit.admin('PATCH', SETTINGS, { recoveryEmailEnabled: 'yes' })).status).toBe(400);
    expect((await kit.admin('PATCH', SETTINGS, { abandonAfterMinutes: 30.5 })).status).toBe(400);
    expect((await kit.admin('PATCH', SETTINGS, { sendAt: 'never' })).status).toBe(400);
    expect((await kit.admin('PATCH', SETTINGS, '{')).status).toBe(400);
  });
});

describe('GET /cartwright/v1/abandoned-checkouts', () => {
  it('pages newest first with a total', async () => {
    const all = await list('?limit=100');
    expect(all.pagingMetadata.total).toBe(all.abandonedCheckouts.length);
    const dates = all.abandonedCheckouts.map((a) => a.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await list('?limit=2&offset=1');
    expect(page.abandonedCheckouts.map((a) => a.id)).toEqual(
      all.abandonedCheckouts.slice(1, 3).map((a) => a.id),
    );
    expect(page.pagingMetadata).toEqual({ count: 2, offset: 1, total: all.pagingMetadata.total });
  });

  it('refuses bad queries', async () => {
    for (const query of ['?status=LOST', '?limit=0', '?limit=101', '?offset=-1', '?limit=x', '?sort=date']) {
      expect((await kit.admin('GET', `${LIST}${query}`)).status, query).toBe(400);
    }
  });

  it('answers admins and API keys only', async () => {
    for (const path of [LIST, SETTINGS]) {
      expect((await jsonRequest(t, kit.creds.anonymous)('GET', path)).status).toBe(401);
      expect((await jsonRequest(t, kit.creds.visitor)('GET', path)).status).toBe(403);
      expect((await jsonRequest(t, kit.creds.member)('GET', path)).status).toBe(403);
      expect((await jsonRequest(t, kit.creds.adminToken)('GET', path)).status).toBe(200);
      expect((await jsonRequest(t, kit.creds.apiKey)('GET', path)).status).toBe(200);
    }
    const patch = { recoveryEmailEnabled: true };
    expect((await jsonRequest(t, kit.creds.visitor)('PATCH', SETTINGS, patch)).status).toBe(403);
    expect((await jsonRequest(t, kit.creds.member)('PATCH', SETTINGS, patch)).status).toBe(403);
    expect((await jsonRequest(t, kit.creds.anonymous)('PATCH', SETTINGS, patch)).status).toBe(401);
  });
});
