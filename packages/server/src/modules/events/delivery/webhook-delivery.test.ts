// Delivery of outbox events to subscriptions, one worker turn at a time on a clock the tests move: what the
// receiver gets, retries with the same bytes, Retry-After, 410, a day of failures, per-entity order, pruning.
import { createServer } from 'node:http';
import type {
  CreateWebhookResponse,
  DomainEvent,
  ListWebhookDeliveriesResponse,
  Product,
  WebhookResponse,
} from '@cartwright/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../../test-support/test-app.js';
import { getFirstOwnerId } from '../../admins/index.js';
import { addToCart, CART, type CartKit, cartKit, line, ref } from '../../cart/test-support/cart-kit.js';
import { appendDomainEvent } from '../outbox/events.service.js';
import {
  startWebhookReceiver,
  verifiedEnvelope,
  type WebhookReceiver,
} from '../test-support/webhook-receiver.js';
import { webhookSigning } from '../webhooks/webhook-signing.js';
import { pruneDelivered } from './deliveries.repository.js';
import { retryDelayMs } from './webhook-attempts.js';
import { deliverDueWebhooks } from './webhook-delivery.js';
import { type WebhookSender, webhookSender } from './webhook-sender.js';

const PATH = '/cartwright/v1/webhooks';
const clock = movableClock(new Date());
let t: TestApp;
let kit: CartKit;
let mug: Product;
let receiver: WebhookReceiver;
let sender: WebhookSender;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { allowPrivateWebhooks: true } });
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
  receiver = await startWebhookReceiver();
  sender = webhookSender({ allowPrivate: true });
});
afterAll(async () => {
  sender.close();
  await receiver.close();
  await t.close();
});

/** Every test starts with no subscriptions, nothing waiting, and a receiver that accepts. */
beforeEach(async () => {
  await deliverDueWebhooks(t.deps, sender);
  await t.deps.db.deleteFrom('webhooks').execute();
  receiver.received.length = 0;
  receiver.answer(() => ({ status: 200 }));
});
afterEach(() => receiver.answer(() => ({ status: 200 })));

async function subscribe(eventTypes: string[], url = receiver.url) {
  const res = await kit.admin('POST', PATH, { url, eventTypes });
  expect(res.status).toBe(200);
  return (await readJson<CreateWebhookResponse>(res)).webhook;
}

const deliver = () => deliverDueWebhooks(t.deps, sender);

async function log(webhookId: string) {
  const res = await kit.admin('GET', `${PATH}/${webhookId}/deliveries?limit=100`);
  return (await readJson<ListWebhookDeliveriesResponse>(res)).deliveries;
}

async function webhook(id: string) {
  return (await readJson<WebhookResponse>(await kit.admin('GET', `${PATH}/${id}`))).webhook;
}

const appendFor = (entityId: string) =>
  appendDomainEvent(t.deps.db, clock, {
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId,
    identity: { identityType: 'UNKNOWN' },
    body: { updatedEvent: { currentEntity: { id: entityId } } },
  });

async function payloadOf(body: string) {
  const { publicKeyPem } = await webhookSigning(t.deps.db);
  const envelope = await verifiedEnvelope(body, publicKeyPem);
  return { envelope, event: JSON.parse(envelope.data) as DomainEvent };
}

describe('delivery', () => {
  it('sends a cart change as a signed JWT with the wire envelope, to the subscriptions that select it', async () => {
    const updates = await subscribe(['wix.ecom.v1.cart_updated']);
    const everything = await subscribe(['*']);
    await subscribe(['wix.members.v1.member_created']);
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    const patched = await visitor('PATCH', CART, { cartInfo: { buyerNote: 'Leave at the door' } });
    expect(patched.status).toBe(200);

    expect(await deliver()).toBe(3);
    const received = await Promise.all(
      receiver.received.map(async (r) => ({ ...r, ...(await payloadOf(r.body)) })),
    );
    const ofType = (type: string) => received.filter((r) => r.envelope.eventType === type);
    expect(ofType('wix.ecom.v1.cart_created')).toHaveLength(1);
    const [first, second] = ofType('wix.ecom.v1.cart_updated');
    expect(second).toBeDefined();
    expect(first!.body).toBe(second!.body);
    const { envelope, event } = first!;
    const { instanceId } = await webhookSigning(t.deps.db);
    const accountId = await getFirstOwnerId(t.deps);
    expect(accountId).toBeDefined();
    expect(envelope).toMatchObject({ instanceId, accountInfo: { siteId: instanceId, accountId } });
    expect(JSON.parse(envelope.identity)).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
    expect(event).toMatchObject({
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'updated',
      entityEventSequence: '2',
      updatedEvent: { modifiedFields: { buyerNote: 'Leave at the door' } },
    });
    expect(first!.headers['webhook-id']).toBe(event.id);

    expect((await log(updates.id)).map((d) => [d.eventType, d.outcome, d.statusCode])).toEqual([
      ['wix.ecom.v1.cart_updated', 'DELIVERED', 200],
    ]);
    expect(await log(everything.id)).toHaveLength(2);
    expect(await deliver()).toBe(0);
  });

  it('retries a failed attempt with the same id and body once it is due, and logs each attempt', async () => {
    const hook = await subscribe(['wix.ecom.v1.cart_updated']);
    receiver.answer((_, index) => (index === 0 ? { status: 500 } : index === 1 ? 'drop' : { status: 204 }));
    await appendFor('cart-retry');
    expect(await deliver()).toBe(1);
    const [failed] = await log(hook.id);
    expect(failed).toMatchObject({ attempt: 1, outcome: 'RETRYING', statusCode: 500, error: 'answered 500' });
    const wait = Date.parse(failed!.nextAttemptDate!) - Date.parse(failed!.attemptedDate);
    expect(wait).toBeGreaterThanOrEqual(1000);
    expect(wait).toBeLessThanOrEqual(2000);
    expect((await webhook(hook.id)).failingSince).toBe(failed!.attemptedDate);
    expect(await deliver()).toBe(0);

    clock.advance(2000);
    expect(await deliver()).toBe(1);
    const [dropped] = await log(hook.id);
    expect(dropped).toMatchObject({ attempt: 2, outcome: 'RETRYING' });
    expect(dropped).not.toHaveProperty('statusCode');
    expect(dropped!.error).toMatch(/socket hang up|ECONNRESET/);
    clock.advance(4000);
    expect(await deliver()).toBe(1);
    expect((await log(hook.id))[0]).toMatchObject({ attempt: 3, outcome: 'DELIVERED', statusCode: 204 });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(await webhook(hook.id)).not.toHaveProperty('failingSince');
  });

  it('waits as long as Retry-After asks, in seconds or as a date', async () => {
    const hook = await subscribe(['wix.ecom.v1.cart_updated']);
    const later = new Date(clock().getTime() + 300_000).toUTCString();
    receiver.answer((_, index) =>
      index === 0
        ? { status: 503, headers: { 'retry-after': '120' } }
        : index === 1
          ? { status: 429, headers: { 'retry-after': later } }
          : { status: 200 },
    );
    await appendFor('cart-retry-after');
    await deliver();
    const [first] = await log(hook.id);
    expect(Date.parse(first!.nextAttemptDate!) - Date.parse(first!.attemptedDate)).toBe(120_000);
    clock.advance(119_000);
    expect(await deliver()).toBe(0);
    clock.advance(1_000);
    expect(await deliver()).toBe(1);
    const [second] = await log(hook.id);
    // The date form is read against the real time the answer came; the wait is about five minutes.
    const waited = Date.parse(second!.nextAttemptDate!) - Date.parse(second!.attemptedDate);
    expect(Math.abs(waited - (Date.parse(later) - clock().getTime()))).toBeLessThan(130_000);
    expect(waited).toBeGreaterThan(100_000);
  });

  it('disables a subscription whose receiver answers 410, ending its pending deliveries', async () => {
    const hook = await subscribe(['wix.ecom.v1.cart_updated']);
    receiver.answer(() => ({ status: 410 }));
    await appendFor('cart-gone');
    await appendFor('cart-gone');
    await deliver();
    expect(receiver.received).toHaveLength(1);
    expect(await webhook(hook.id)).toMatchObject({ enabled: false, disabledReason: 'RECEIVER_GONE' });
    expect((await log(hook.id))[0]).toMatchObject({ outcome: 'FAILED', statusCode: 410 });
    const pending = await t.deps.db
      .selectFrom('webhook_deliveries')
      .select('state')
      .where('webhook_id', '=', hook.id)
      .execute();
    expect(pending.map((d) => d.state)).toEqual(['FAILED', 'FAILED']);
    await appendFor('cart-gone');
    clock.advance(3_600_000);
    expect(await deliver()).toBe(0);

    const enabled = await kit.admin('PATCH', `${PATH}/${hook.id}`, { enabled: true });
    expect((await readJson<WebhookResponse>(enabled)).webhook).not.toHaveProperty('disabledReason');
  });

  it('disables a subscription after a day of failures and flags it', async () => {
    const hook = await subscribe(['wix.ecom.v1.cart_updated']);
    receiver.answer(() => ({ status: 500 }));
    await appendFor('cart-failing');
    const started = clock().getTime();
    let attempts = 0;
    while ((await webhook(hook.id)).enabled) {
      attempts += await deliver();
      clock.advance(60 * 60_000);
    }
    expect(clock().getTime() - started).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect(attempts).toBeGreaterThan(15);
    expect(attempts).toBeLessThan(45);
    expect(await webhook(hook.id)).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    expect((await log(hook.id))[0]).toMatchObject({ outcome: 'FAILED' });
  });

  it('records the other subscriptions’ attempts when one is deleted while its attempt is under way', async () => {
    const gone = await subscribe(['wix.ecom.v1.cart_updated'], `${receiver.url}?gone`);
    const kept = await subscribe(['wix.ecom.v1.cart_updated'], `${receiver.url}?kept`);
    const deleting: WebhookSender = {
      async send(message) {
        if (message.url.endsWith('?gone')) {
          expect((await kit.admin('DELETE', `${PATH}/${gone.id}`)).status).toBe(200);
        }
        return sender.send(message);
      },
      close() {},
    };
    await appendFor('cart-deleted-hook');
    expect(await deliverDueWebhooks(t.deps, deleting)).toBe(2);
    expect((await log(kept.id)).map((d) => d.outcome)).toEqual(['DELIVERED']);
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('keeps each entity’s events in sequence order per subscription while others go ahead', async () => {
    await subscribe(['wix.ecom.v1.cart_updated']);
    const label = (body: string) => {
      const claims = JSON.parse(Buffer.from(body.split('.')[1]!, 'base64url').toString()) as { data: string };
      const event = JSON.parse((JSON.parse(claims.data) as { data: string }).data) as DomainEvent;
      return `${event.entityId}#${event.entityEventSequence}`;
    };
    let failedOnce = false;
    receiver.answer((request) => {
      if (!failedOnce && label(request.body) === 'cart-a#1') {
        failedOnce = true;
        return { status: 500 };
      }
      return { status: 200 };
    });
    for (const id of ['cart-a', 'cart-a', 'cart-b', 'cart-a', 'cart-b']) await appendFor(id);
    await deliver();
    const seen = () => receiver.received.map((r) => label(r.body));
    // cart-a #1 failed: cart-a waits for it, cart-b is delivered meanwhile.
    expect(seen().sort()).toEqual(['cart-a#1', 'cart-b#1', 'cart-b#2']);
    expect(seen().filter((l) => l.startsWith('cart-b'))).toEqual(['cart-b#1', 'cart-b#2']);
    clock.advance(2_000);
    await deliver();
    expect(seen().slice(3)).toEqual(['cart-a#1', 'cart-a#2', 'cart-a#3']);
  });

  it('prunes finished deliveries, their log and dispatched events after the retention period', async () => {
    const hook = await subscribe(['*']);
    const event = await appendFor('cart-prune');
    await deliver();
    const cutoff = new Date(clock().getTime() + 1);
    const pruned = await pruneDelivered(t.deps.db, cutoff);
    expect(pruned.deliveries).toBeGreaterThanOrEqual(1);
    expect(pruned.events).toBeGreaterThanOrEqual(1);
    expect(await log(hook.id)).toEqual([]);
    const left = await t.deps.db.selectFrom('event_outbox').select('id').where('id', '=', event.id).execute();
    expect(left).toEqual([]);
  });
});

describe('retry schedule', () => {
  it('doubles from 2 s up to an hour, with up to half taken off at random', () => {
    expect([1, 2, 3, 12, 40].map((n) => retryDelayMs(n, () => 1))).toEqual([
      2000, 4000, 8000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(1000);
  });
});

describe('sender', () => {
  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/hooks`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/hooks`],
    ['a name that resolves to loopback', (port: number) => `http://localhost:${port}/hooks`],
    ['10/8', () => 'http://10.0.0.1/hooks'],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data'],
    ['cloud metadata behind NAT64', () => 'http://[64:ff9b::a9fe:a9fe]/latest/meta-data'],
    ['IPv4-translated loopback', (port: number) => `http://[::ffff:0:7f00:1]:${port}/hooks`],
    ['a localhost name the resolver does not know', (port: number) => `http://localhost.:${port}/hooks`],
  ])('refuses %s without connecting', async (_, url) => {
    const strict = webhookSender({ allowPrivate: false, timeoutMs: 2_000 });
    try {
      const port = Number(new URL(receiver.url).port);
      const outcome = await strict.send({
        url: url(port),
        id: 'e-1',
        body: 'x',
        secret: 'whsec_AAAA',
        timestamp: 1,
      });
      expect(outcome.error).toMatch(/^refused: .* private address$/);
      expect(outcome).not.toHaveProperty('statusCode');
      expect(receiver.received).toHaveLength(0);
    } finally {
      strict.close();
    }
  });

  it('follows no redirect', async () => {
    receiver.answer(() => ({ status: 302, headers: { location: 'http://169.254.169.254/' } }));
    const outcome = await sender.send({
      url: receiver.url,
      id: 'e-1',
      body: 'x',
      secret: 'whsec_AAAA',
      timestamp: 1,
    });
    expect(outcome).toMatchObject({ statusCode: 302, error: 'answered 302' });
    expect(receiver.received).toHaveLength(1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const slow = webhookSender({ allowPrivate: true, timeoutMs: 300 });
    // Reads the request and never answers.
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const outcome = await slow.send({
        url: `http://127.0.0.1:${port}/`,
        id: 'e',
        body: 'x',
        secret: 'whsec_AAAA',
        timestamp: 1,
      });
      expect(outcome.error).toBe('timed out after 0.3 s');
      expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
    } finally {
      slow.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
