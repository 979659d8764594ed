import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMAIN_EVENT_FAMILIES } from '@cartwright/contracts/conversions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createEventProcessor,
  EVENT_HANDLER_TYPES,
  type EventHandlerName,
  fetchWebhookHandler,
  InvalidSignatureError,
  MalformedEventError,
  nodeWebhookHandler,
  ReplayedEventError,
  StaleTimestampError,
  UnknownEventTypeError,
} from './index.js';
import {
  domainEvent,
  newSecret,
  rsaKeyPair,
  signJwt,
  standardHeaders,
  webhookClaims,
} from './test-support/sign-webhook.js';

const store = rsaKeyPair();
const stranger = rsaKeyPair();
const now = () => Math.floor(Date.now() / 1000);

const cart = {
  id: 'cart-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
  lineItems: [
    { id: 'line-1', quantity: 2, serviceProperties: { scheduledDate: '2026-02-01T10:00:00.000Z' } },
  ],
};
const cartCreated = () => domainEvent({ createdEvent: { entity: structuredClone(cart) } });
const jwtOf = (data: object, iat = now(), type = 'wix.ecom.v1.cart_created') =>
  signJwt(store.privateKey, webhookClaims(type, data, iat));

describe('the RS256 JWT body', () => {
  it('reaches the typed handler with its metadata and dates as Dates', async () => {
    const onCartCreated = vi.fn();
    const events = createEventProcessor({ publicKey: store.publicKeyPem, handlers: { onCartCreated } });
    const processed = await events.process(jwtOf(cartCreated()));
    expect(processed.handler).toBe('onCartCreated');
    const [event] = onCartCreated.mock.calls[0]!;
    expect(event.entity.createdDate).toEqual(new Date(cart.createdDate));
    expect(event.entity.lineItems[0].serviceProperties.scheduledDate).toEqual(
      new Date('2026-02-01T10:00:00.000Z'),
    );
    expect(event.metadata).toMatchObject({
      instanceId: 'store-1',
      identity: { anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' },
      accountInfo: { siteId: 'site-1' },
      entityFqdn: 'wix.ecom.v1.cart',
      entityId: 'cart-1',
      eventTime: new Date('2026-01-02T03:04:05.678Z'),
    });
    expect(event.metadata).not.toHaveProperty('createdEvent');
  });

  it('accepts the key as base64 of the PEM', async () => {
    const events = createEventProcessor({ publicKey: Buffer.from(store.publicKeyPem).toString('base64') });
    await expect(events.process(jwtOf(cartCreated()))).resolves.toMatchObject({ handler: 'onCartCreated' });
  });

  it('refuses a tampered body, another key, another algorithm and a non-JWT', async () => {
    const events = createEventProcessor({ publicKey: store.publicKeyPem });
    const [head, , signature] = jwtOf(cartCreated()).split('.');
    const forged = Buffer.from(
      JSON.stringify(webhookClaims('wix.ecom.v1.cart_created', cartCreated())),
    ).toString('base64url');
    await expect(events.process(`${head}.${forged}.${signature}`)).rejects.toBeInstanceOf(
      InvalidSignatureError,
    );
    const foreign = signJwt(stranger.privateKey, webhookClaims('wix.ecom.v1.cart_created', cartCreated()));
    await expect(events.process(foreign)).rejects.toBeInstanceOf(InvalidSignatureError);
    const hs = signJwt(store.privateKey, webhookClaims('wix.ecom.v1.cart_created', cartCreated()), 'HS256');
    await expect(events.process(hs)).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(events.process('{"eventType":"x"}')).rejects.toBeInstanceOf(InvalidSignatureError);
  });

  it('refuses a stale or future issue time, and none at all', async () => {
    const events = createEventProcessor({ publicKey: store.publicKeyPem });
    await expect(events.process(jwtOf(cartCreated(), now() - 301))).rejects.toBeInstanceOf(
      StaleTimestampError,
    );
    await expect(events.process(jwtOf(cartCreated(), now() + 301))).rejects.toBeInstanceOf(
      StaleTimestampError,
    );
    const claims: Record<string, unknown> = webhookClaims('wix.ecom.v1.cart_created', cartCreated());
    delete claims.iat;
    await expect(events.process(signJwt(store.privateKey, claims))).rejects.toBeInstanceOf(
      StaleTimestampError,
    );
    await expect(events.process(jwtOf(cartCreated(), now() - 290))).resolves.toBeDefined();
  });

  it('refuses a data claim that is not a JSON string (wire.md §5.1 step 3)', async () => {
    const events = createEventProcessor({ publicKey: store.publicKeyPem });
    const token = signJwt(store.privateKey, { iat: now(), data: { eventType: 'wix.ecom.v1.cart_created' } });
    await expect(events.process(token)).rejects.toThrow(
      new MalformedEventError('Unexpected type of JWT data'),
    );
    const twoBodies = domainEvent({ createdEvent: { entity: {} }, deletedEvent: {} });
    await expect(events.process(jwtOf(twoBodies))).rejects.toBeInstanceOf(MalformedEventError);
  });
});

describe('Standard Webhooks headers', () => {
  const secret = newSecret();
  const events = createEventProcessor({ secret });

  it('verify the body with the secret', async () => {
    const body = jwtOf(cartCreated());
    const processed = await events.process(body, new Headers(standardHeaders(secret, 'msg-1', now(), body)));
    expect(processed.handler).toBe('onCartCreated');
  });

  it('refuse a tampered body, timestamp or id, another secret and missing headers', async () => {
    const body = jwtOf(cartCreated());
    const headers = standardHeaders(secret, 'msg-2', now(), body);
    await expect(events.process(`${body} `, headers)).rejects.toBeInstanceOf(InvalidSignatureError);
    const moved = { ...headers, 'webhook-timestamp': String(now() - 1) };
    await expect(events.process(body, moved)).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(events.process(body, { ...headers, 'webhook-id': 'msg-3' })).rejects.toBeInstanceOf(
      InvalidSignatureError,
    );
    const foreign = standardHeaders(newSecret(), 'msg-2', now(), body);
    await expect(events.process(body, foreign)).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(events.process(body, {})).rejects.toBeInstanceOf(InvalidSignatureError);
  });

  it('refuse a stale or future timestamp', async () => {
    const body = jwtOf(cartCreated());
    const stale = standardHeaders(secret, 'msg-4', now() - 301, body);
    await expect(events.process(body, stale)).rejects.toBeInstanceOf(StaleTimestampError);
    const future = standardHeaders(secret, 'msg-5', now() + 301, body);
    await expect(events.process(body, future)).rejects.toBeInstanceOf(StaleTimestampError);
  });

  it('accept any matching v1 signature among several (secret rotation)', async () => {
    const body = jwtOf(cartCreated());
    const good = standardHeaders(secret, 'msg-6', now(), body);
    const old = standardHeaders(newSecret(), 'msg-6', now(), body);
    const signature = `v2,abc ${old['webhook-signature']} ${good['webhook-signature']}`;
    await expect(events.process(body, { ...good, 'webhook-signature': signature })).resolves.toBeDefined();
  });

  it('check the JWT too when the public key is given', async () => {
    const both = createEventProcessor({ secret, publicKey: store.publicKeyPem });
    const body = signJwt(stranger.privateKey, webhookClaims('wix.ecom.v1.cart_created', cartCreated()));
    const headers = standardHeaders(secret, 'msg-7', now(), body);
    await expect(both.process(body, headers)).rejects.toBeInstanceOf(InvalidSignatureError);
  });
});

describe('replays', () => {
  it('refuse an event id already received, and let a failed handler be retried', async () => {
    let fail = true;
    const events = createEventProcessor({
      publicKey: store.publicKeyPem,
      handlers: {
        onCartCreated: () => {
          if (fail) throw new Error('database down');
        },
      },
    });
    const event = cartCreated();
    await expect(events.process(jwtOf(event))).rejects.toThrow('database down');
    fail = false;
    await expect(events.process(jwtOf(event))).resolves.toBeDefined();
    const replay = events.process(jwtOf(event, now() - 10));
    await expect(replay).rejects.toBeInstanceOf(ReplayedEventError);
    await expect(events.process(jwtOf(cartCreated()))).resolves.toBeDefined();
  });

  it('use the signed webhook-id for events without an id (catalog v1)', async () => {
    const secret = newSecret();
    const events = createEventProcessor({ secret });
    const body = jwtOf(
      { productId: 'p-1', changedFields: ['name'], originatedFromVersion: 'CATALOG_V1' },
      now(),
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    );
    await events.process(body, standardHeaders(secret, 'msg-1', now(), body));
    await expect(events.process(body, standardHeaders(secret, 'msg-1', now(), body))).rejects.toBeInstanceOf(
      ReplayedEventError,
    );
    await expect(events.process(body, standardHeaders(secret, 'msg-2', now(), body))).resolves.toBeDefined();
  });
});

describe('event types', () => {
  it('refuse a type that no handler of spec §1 answers', async () => {
    const events = createEventProcessor({ publicKey: store.publicKeyPem });
    const token = jwtOf(cartCreated(), now(), 'wix.ecom.v1.cart_exploded');
    await expect(events.process(token)).rejects.toBeInstanceOf(UnknownEventTypeError);
  });

  it('refuse a known type without a handler once handlers are registered (wire.md §5.1 step 4)', async () => {
    const events = createEventProcessor({
      publicKey: store.publicKeyPem,
      handlers: { onCartUpdated: () => {} },
    });
    await expect(events.process(jwtOf(cartCreated()))).rejects.toThrow(
      'Unexpected event type: wix.ecom.v1.cart_created. Expected one of: wix.ecom.v1.cart_updated',
    );
  });

  it('name one handler per event type of every family', () => {
    const types = Object.values(EVENT_HANDLER_TYPES);
    expect(new Set(types).size).toBe(types.length);
    for (const [familyTypes] of DOMAIN_EVENT_FAMILIES)
      for (const type of familyTypes) expect(types).toContain(type);
  });
});

/** Event types whose handler receives an action body (event-types.ts). */
const ACTIONS = new Set([
  'wix.ecom.v1.abandoned_checkout_recovered',
  'wix.ecom.v1.checkout_completed',
  'wix.ecom.v1.checkout_template_used',
  'wix.ecom.v1.order_approved',
  'wix.ecom.v1.order_canceled',
  'wix.ecom.v1.order_committed',
  'wix.ecom.v1.order_fulfilled',
  'wix.ecom.v1.order_imported',
  'wix.ecom.v1.order_imported_order_deleted',
  'wix.ecom.v1.order_payment_status_updated',
  'wix.stores.catalog.v3.inventory_item_stock_status_updated',
  'wix.stores.catalog.v3.inventory_item_updated_with_reason',
]);
const ISO = '2026-03-04T05:06:07.890Z';

/** An entity with an ISO string at every path; every segment but the last holds a one-element array. */
function entityWith(paths: readonly string[]): Record<string, unknown> {
  const entity: Record<string, unknown> = { id: 'entity-1' };
  for (const path of paths) {
    const keys = path.split('.');
    let node = entity;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= [{}];
      node = (node[key] as Record<string, unknown>[])[0]!;
    }
    node[keys.at(-1)!] = ISO;
  }
  return entity;
}
function valueAt(entity: unknown, path: string): unknown {
  let node = entity;
  for (const key of path.split('.'))
    node = Array.isArray(node) ? node[0][key] : (node as Record<string, unknown>)[key];
  return node;
}

describe('date conversion', () => {
  const families = DOMAIN_EVENT_FAMILIES.flatMap(([types, dates]) =>
    types.map((type) => [type, dates] as const),
  );

  it.each(families)('%s: every date field of the entity is a Date', async (type, dates) => {
    const handler = Object.entries(EVENT_HANDLER_TYPES).find(([, t]) => t === type)![0] as EventHandlerName;
    const received = vi.fn();
    const events = createEventProcessor({ publicKey: store.publicKeyPem, handlers: { [handler]: received } });
    const slug = type.slice(type.lastIndexOf('_') + 1);
    const entity = entityWith(dates);
    const body = ACTIONS.has(type)
      ? { actionEvent: { body: { order: entity } } }
      : slug === 'created'
        ? { createdEvent: { entity } }
        : slug === 'deleted'
          ? { deletedEvent: { deletedEntity: entity } }
          : {
              updatedEvent: {
                currentEntity: entity,
                modifiedFields: { [`${dates.at(-1)!.replace('.', '[0].')}`]: ISO },
              },
            };
    await events.process(jwtOf(domainEvent(body), now(), type));
    const event = received.mock.calls[0]![0];
    const converted = ACTIONS.has(type) ? event.data.order : event.entity;
    for (const path of dates) expect(valueAt(converted, path), path).toEqual(new Date(ISO));
    expect(event.metadata.eventTime).toBeInstanceOf(Date);
    if (!ACTIONS.has(type) && slug !== 'created' && slug !== 'deleted') {
      expect(Object.values(event.modifiedFields)).toEqual([new Date(ISO)]);
    }
  });

  it('converts the deleted cart and member entities too (the wire.md §5.2 quirk left them as strings)', async () => {
    const received = vi.fn();
    const events = createEventProcessor({
      publicKey: store.publicKeyPem,
      handlers: { onCartDeleted: received, onMemberDeleted: received },
    });
    await events.process(
      jwtOf(
        domainEvent({ deletedEvent: { deletedEntity: structuredClone(cart) } }),
        now(),
        'wix.ecom.v1.cart_deleted',
      ),
    );
    await events.process(
      jwtOf(
        domainEvent({ deletedEvent: { deletedEntity: { id: 'm-1', lastLoginDate: ISO } } }),
        now(),
        'wix.members.v1.member_deleted',
      ),
    );
    expect(received.mock.calls[0]![0].entity.updatedDate).toEqual(new Date(cart.updatedDate));
    expect(received.mock.calls[1]![0].entity.lastLoginDate).toEqual(new Date(ISO));
    await events.process(jwtOf(domainEvent({ deletedEvent: {} }), now(), 'wix.ecom.v1.cart_deleted'));
    expect(received.mock.calls[2]![0]).not.toHaveProperty('entity');
  });

  it("converts an order_updated event's modified fields as an admin step writes them", async () => {
    const received = vi.fn();
    const events = createEventProcessor({
      publicKey: store.publicKeyPem,
      handlers: { onOrderUpdated: received },
    });
    const order = {
      id: 'order-1',
      createdDate: ISO,
      updatedDate: ISO,
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
    };
    // A first shipment: the empty list is gone (null), its first entry and the new history entry are new.
    const modifiedFields = {
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      fulfillments: null,
      'fulfillments[0].createdDate': ISO,
      'activities[2].createdDate': ISO,
      'lineItems[0].fulfilledQuantity': 1,
    };
    await events.process(
      jwtOf(
        domainEvent({ updatedEvent: { currentEntity: order, modifiedFields } }),
        now(),
        'wix.ecom.v1.order_updated',
      ),
    );
    expect(received.mock.calls[0]![0].entity.createdDate).toEqual(new Date(ISO));
    expect(received.mock.calls[0]![0].modifiedFields).toEqual({
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      fulfillments: null,
      'fulfillments[0].createdDate': new Date(ISO),
      'activities[2].createdDate': new Date(ISO),
      'lineItems[0].fulfilledQuantity': 1,
    });
  });

  it("converts modified fields under a nested date path, and a restored entity's deletion date", async () => {
    const received = vi.fn();
    const events = createEventProcessor({
      publicKey: store.publicKeyPem,
      handlers: { onCartUpdated: received, onCartCreated: received },
    });
    const modifiedFields = {
      'lineItems[1].serviceProperties': { scheduledDate: ISO },
      'lineItems[1].quantity': 3,
    };
    await events.process(
      jwtOf(
        domainEvent({ updatedEvent: { currentEntity: structuredClone(cart), modifiedFields } }),
        now(),
        'wix.ecom.v1.cart_updated',
      ),
    );
    expect(received.mock.calls[0]![0].modifiedFields).toEqual({
      'lineItems[1].serviceProperties': { scheduledDate: new Date(ISO) },
      'lineItems[1].quantity': 3,
    });
    await events.process(
      jwtOf(
        domainEvent({ createdEvent: { entity: structuredClone(cart), restoreInfo: { deletedDate: ISO } } }),
      ),
    );
    expect(received.mock.calls[1]![0].restoreInfo).toEqual({ deletedDate: new Date(ISO) });
  });

  it('gives catalog v1 events their payload and the webhook metadata, floats as numbers', async () => {
    const received = vi.fn();
    const events = createEventProcessor({
      publicKey: store.publicKeyPem,
      handlers: { onProductCreated: received },
    });
    const data = {
      productId: 'p-1',
      name: 'Bowl',
      price: { price: 'NaN', currency: 'EUR' },
      lastUpdated: ISO,
    };
    await events.process(jwtOf(data, now(), 'com.wix.ecommerce.catalog.api.v1.ProductCreated'));
    const event = received.mock.calls[0]![0];
    expect(event.data.price.price).toBeNaN();
    expect(event.data.lastUpdated).toBe(ISO);
    expect(event.metadata).toEqual({
      instanceId: 'store-1',
      identity: { anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' },
      accountInfo: { siteId: 'site-1' },
    });
  });
});

describe('adapters', () => {
  const secret = newSecret();
  const received: unknown[] = [];
  const errors: unknown[] = [];
  const events = createEventProcessor({
    secret,
    publicKey: store.publicKeyPem,
    handlers: { onCartCreated: (event) => void received.push(event) },
  });
  const delivery = (id: string) => {
    const body = jwtOf(cartCreated());
    return { body, headers: standardHeaders(secret, id, now(), body) };
  };

  it('answer a Fetch Request: 200 when handled, the refusal status with its code otherwise', async () => {
    const handle = fetchWebhookHandler(events, { onError: (error) => errors.push(error) });
    const { body, headers } = delivery('fetch-1');
    const ok = await handle(new Request('http://receiver/hooks', { method: 'POST', body, headers }));
    expect(ok.status).toBe(200);
    expect(received).toHaveLength(1);
    const again = await handle(new Request('http://receiver/hooks', { method: 'POST', body, headers }));
    expect(again.status).toBe(409);
    const bad = await handle(
      new Request('http://receiver/hooks', { method: 'POST', body: `${body}x`, headers }),
    );
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      code: 'INVALID_SIGNATURE',
      message: 'Webhook signature does not match',
    });
    expect(errors.at(-1)).toBeInstanceOf(InvalidSignatureError);
  });

  describe('on a Node http server', () => {
    let url = '';
    let express = false;
    const server = createServer(async (request, response) => {
      // Express with express.raw() hands the handler the body it already read.
      if (express) {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        Object.assign(request, { body: Buffer.concat(chunks) });
      }
      await nodeWebhookHandler(events)(request, response);
    });
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it.each([false, true])('reads the raw body (Express raw body parser: %s)', async (viaExpress) => {
      express = viaExpress;
      const { body, headers } = delivery(`node-${viaExpress}`);
      const before = received.length;
      const ok = await fetch(url, { method: 'POST', body, headers });
      expect(ok.status).toBe(200);
      expect(received).toHaveLength(before + 1);
      const stale = await fetch(url, {
        method: 'POST',
        body,
        headers: standardHeaders(secret, `node-stale-${viaExpress}`, now() - 600, body),
      });
      expect(stale.status).toBe(401);
      expect((await stale.json()).code).toBe('STALE_TIMESTAMP');
    });

    it('refuses a body over 1 MiB without reading it whole', async () => {
      express = false;
      const response = await fetch(url, { method: 'POST', body: 'x'.repeat(1_100_000) });
      expect(response.status).toBe(413);
    });
  });
});
