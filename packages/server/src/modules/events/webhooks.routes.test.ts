// The webhook subscription routes: who may call them, what they accept, and what they answer.
import { createHmac } from 'node:crypto';
import {
  type CreateWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
  MAX_WEBHOOKS,
  type TestWebhookResponse,
  WEBHOOK_EVENT_TYPES,
  type WebhookPublicKeyResponse,
  type WebhookResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import {
  type CallerName,
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../products/test-support/catalog-callers.js';
import {
  startWebhookReceiver,
  verifiedEnvelope,
  type WebhookReceiver,
} from './test-support/webhook-receiver.js';

const PATH = '/cartwright/v1/webhooks';
const CART_UPDATED = 'wix.ecom.v1.cart_updated';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ config: { allowPrivateWebhooks: true } });
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const create = async (body: Record<string, unknown> = {}) => {
  const res = await admin('POST', PATH, { url: receiver.url, eventTypes: [CART_UPDATED], ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as CreateWebhookResponse;
};

describe('authorization', () => {
  const expected: Record<CallerName, number> = {
    anonymous: 401,
    visitor: 403,
    member: 403,
    adminToken: 200,
    apiKey: 200,
  };
  it.each(Object.keys(expected) as CallerName[])('answers %s as admins only on every route', async (name) => {
    const { webhook } = await create();
    const call = jsonRequest(t, creds[name]);
    const status = expected[name];
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `${PATH}/public-key`],
      ['GET', PATH],
      ['GET', `${PATH}/${webhook.id}`],
      ['PATCH', `${PATH}/${webhook.id}`, { enabled: false }],
      ['POST', `${PATH}/${webhook.id}/test`],
      ['GET', `${PATH}/${webhook.id}/deliveries`],
      ['GET', '/cartwright/v1/events/stream?after=0'],
      ['POST', PATH, { url: receiver.url, eventTypes: ['*'] }],
      ['DELETE', `${PATH}/${webhook.id}`],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} ${status}`);
      await res.body?.cancel();
    }
  });
});

describe('subscriptions', () => {
  it('shows the secret on creation only, and lists, reads, changes and deletes', async () => {
    const { webhook } = await create({ eventTypes: [CART_UPDATED, CART_UPDATED, '*'] });
    expect(webhook).toMatchObject({ url: receiver.url, eventTypes: [CART_UPDATED, '*'], enabled: true });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook.createdDate).toBe(webhook.updatedDate);

    const read = (await readJson<WebhookResponse>(await admin('GET', `${PATH}/${webhook.id}`))).webhook;
    expect(read).not.toHaveProperty('secret');
    const { webhooks } = await readJson<ListWebhooksResponse>(await admin('GET', PATH));
    expect(webhooks.find((w) => w.id === webhook.id)).toEqual(read);
    expect(JSON.stringify(webhooks)).not.toContain(webhook.secret);

    const off = await admin('PATCH', `${PATH}/${webhook.id}`, { enabled: false, eventTypes: ['*'] });
    expect((await readJson<WebhookResponse>(off)).webhook).toMatchObject({
      enabled: false,
      eventTypes: ['*'],
      disabledDate: expect.any(String),
    });
    const on = await admin('PATCH', `${PATH}/${webhook.id}`, { enabled: true });
    const enabled = (await readJson<WebhookResponse>(on)).webhook;
    expect(enabled.enabled).toBe(true);
    expect(enabled).not.toHaveProperty('disabledDate');

    expect((await admin('DELETE', `${PATH}/${webhook.id}`)).status).toBe(200);
    expect((await admin('GET', `${PATH}/${webhook.id}`)).status).toBe(404);
    expect((await admin('DELETE', `${PATH}/${webhook.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed ids on every id route', async () => {
    for (const id of ['7d0c1f7e-0a8f-4c43-9a49-2b7a0e6f7c11', 'not-a-uuid', `${'x'.repeat(300)}`]) {
      for (const [method, path, body] of [
        ['GET', `${PATH}/${id}`],
        ['PATCH', `${PATH}/${id}`, { enabled: true }],
        ['DELETE', `${PATH}/${id}`],
        ['POST', `${PATH}/${id}/test`],
        ['GET', `${PATH}/${id}/deliveries`],
      ] as const) {
        const res = await admin(method, path, body);
        expect(res.status).toBe(404);
        expect((await readJson(res)).details.applicationError?.code).toBe('WEBHOOK_NOT_FOUND');
      }
    }
  });

  it('refuses bad bodies field by field', async () => {
    expect(await violations(await admin('POST', PATH, { eventTypes: ['*'] }))).toEqual([
      ['url', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await admin('POST', PATH, { url: receiver.url }))).toEqual([
      ['eventTypes', 'REQUIRED_FIELD'],
    ]);
    const bad = [
      [{ url: receiver.url, eventTypes: [] }, 'eventTypes'],
      [{ url: receiver.url, eventTypes: 'wix.ecom.v1.cart_updated' }, 'eventTypes'],
      [{ url: 42, eventTypes: ['*'] }, 'url'],
      [{ url: `https://shop.example/${'a'.repeat(2100)}`, eventTypes: ['*'] }, 'url'],
      [{ url: receiver.url, eventTypes: ['*'], enabled: 'yes' }, 'enabled'],
      [{ url: receiver.url, eventTypes: ['*'], secret: 'mine' }, 'secret'],
      [{ url: 'ftp://shop.example/hooks', eventTypes: ['*'] }, 'url'],
      [{ url: 'not a url', eventTypes: ['*'] }, 'url'],
    ] as const;
    for (const [body, field] of bad) {
      const found = await violations(await admin('POST', PATH, body));
      expect(found?.map(([f]) => f)).toContain(field);
    }
    const { webhook } = await create();
    expect((await violations(await admin('PATCH', `${PATH}/${webhook.id}`, { url: '' })))?.[0]?.[0]).toBe(
      'url',
    );
  });

  it('names each unknown event type and lists the valid ones', async () => {
    const res = await admin('POST', PATH, {
      url: receiver.url,
      eventTypes: [CART_UPDATED, 'wix.ecom.v1.cart_exploded'],
    });
    expect(res.status).toBe(400);
    const [violation] = (await readJson(res)).details.validationError!.fieldViolations;
    expect(violation).toMatchObject({ field: 'eventTypes[1]', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(violation!.description).toContain('wix.ecom.v1.cart_exploded');
    for (const type of WEBHOOK_EVENT_TYPES) expect(violation!.description).toContain(type);
    expect(violation!.data?.validEventTypes).toEqual(['*', ...WEBHOOK_EVENT_TYPES]);
  });

  it(`stops at ${MAX_WEBHOOKS} webhooks`, async () => {
    const { webhooks } = await readJson<ListWebhooksResponse>(await admin('GET', PATH));
    for (let i = webhooks.length; i < MAX_WEBHOOKS; i++) await create();
    const res = await admin('POST', PATH, { url: receiver.url, eventTypes: ['*'] });
    expect(res.status).toBe(409);
    expect((await readJson(res)).details.applicationError?.code).toBe('WEBHOOK_LIMIT_REACHED');
    const all = await readJson<ListWebhooksResponse>(await admin('GET', PATH));
    for (const webhook of all.webhooks) await admin('DELETE', `${PATH}/${webhook.id}`);
  });
});

describe('test send and public key', () => {
  it('sends one signed test event that verifies with the public key and the secret, and logs it', async () => {
    const { webhook } = await create();
    const before = receiver.received.length;
    const res = await admin('POST', `${PATH}/${webhook.id}/test`);
    expect(res.status).toBe(200);
    const { delivery } = await readJson<TestWebhookResponse>(res);
    expect(delivery).toMatchObject({
      webhookId: webhook.id,
      attempt: 1,
      outcome: 'DELIVERED',
      statusCode: 200,
      test: true,
    });
    expect(receiver.received).toHaveLength(before + 1);
    const request = receiver.received.at(-1)!;
    expect(request.headers['content-type']).toBe('text/plain');
    expect(request.headers['webhook-id']).toBe(delivery.eventId);

    const signed = `${request.headers['webhook-id']}.${request.headers['webhook-timestamp']}.${request.body}`;
    const key = Buffer.from(webhook.secret.slice('whsec_'.length), 'base64');
    expect(request.headers['webhook-signature']).toBe(
      `v1,${createHmac('sha256', key).update(signed).digest('base64')}`,
    );

    const { publicKey, algorithm } = await readJson<WebhookPublicKeyResponse>(
      await admin('GET', `${PATH}/public-key`),
    );
    expect(algorithm).toBe('RS256');
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const envelope = await verifiedEnvelope(request.body, publicKey);
    expect(envelope.eventType).toBe('cartwright.v1.webhook_test');
    expect(JSON.parse(envelope.identity)).toMatchObject({ identityType: 'APP' });
    expect(JSON.parse(envelope.data)).toMatchObject({
      id: delivery.eventId,
      entityFqdn: 'cartwright.v1.webhook',
      slug: 'test',
      entityId: webhook.id,
      actionEvent: { body: { webhookId: webhook.id } },
    });

    const log = await readJson<ListWebhookDeliveriesResponse>(
      await admin('GET', `${PATH}/${webhook.id}/deliveries`),
    );
    expect(log.deliveries).toEqual([delivery]);
    const filtered = await admin(
      'GET',
      `${PATH}/${webhook.id}/deliveries?eventId=${delivery.eventId}&limit=1`,
    );
    expect((await readJson<ListWebhookDeliveriesResponse>(filtered)).deliveries).toEqual([delivery]);
    expect((await violations(await admin('GET', `${PATH}/${webhook.id}/deliveries?limit=0`)))?.[0]?.[0]).toBe(
      'limit',
    );
  });

  it('reports a failed test with its status, without changing the subscription', async () => {
    const { webhook } = await create();
    receiver.answer(() => ({ status: 410 }));
    try {
      const { delivery } = await readJson<TestWebhookResponse>(
        await admin('POST', `${PATH}/${webhook.id}/test`),
      );
      expect(delivery).toMatchObject({ outcome: 'FAILED', statusCode: 410, error: 'answered 410' });
    } finally {
      receiver.answer(() => ({ status: 200 }));
    }
    expect(
      (await readJson<WebhookResponse>(await admin('GET', `${PATH}/${webhook.id}`))).webhook.enabled,
    ).toBe(true);
  });
});

describe('private addresses', () => {
  // The same store, started without --allow-private-webhooks.
  beforeAll(() => {
    t.deps.config.allowPrivateWebhooks = false;
  });
  afterAll(() => {
    t.deps.config.allowPrivateWebhooks = true;
  });

  const privateUrls = [
    'http://127.0.0.1:8080/hooks',
    'http://10.1.2.3/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hooks',
    'http://localhost/hooks',
    'http://192.168.0.10/hooks',
    'http://0x7f.1/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    // IPv6 forms that carry a private IPv4 address, and ranges that are never public.
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
    'http://[2002:a9fe:a9fe::]/hooks',
    'http://[::ffff:0:7f00:1]/hooks',
    'http://[2001:0:a9fe:a9fe::1]/hooks',
    'http://[100::1]/hooks',
    'http://[2001:10::1]/hooks',
    // Names that mean this machine whether or not the resolver knows them.
    'http://localhost./hooks',
    'http://LOCALHOST:3000',
    'http://shop.localhost/hooks',
  ];

  it.each(privateUrls)('refuses %s unless the store allows private webhooks', async (url) => {
    const res = await admin('POST', PATH, { url, eventTypes: ['*'] });
    expect(res.status).toBe(400);
    const [violation, ...more] = (await readJson(res)).details.validationError!.fieldViolations;
    expect(more).toEqual([]);
    expect(violation).toMatchObject({ field: 'url', violatedRule: 'VALIDATION' });
    expect(violation!.description).toContain('--allow-private-webhooks');
    const { webhook } = await create({ url: 'https://203.0.114.1/hooks' });
    expect(await violations(await admin('PATCH', `${PATH}/${webhook.id}`, { url }))).toEqual([
      ['url', 'VALIDATION'],
    ]);
    await admin('DELETE', `${PATH}/${webhook.id}`);
  });

  it('accepts a private address when allowed', async () => {
    t.deps.config.allowPrivateWebhooks = true;
    try {
      for (const url of privateUrls) {
        const res = await admin('POST', PATH, { url, eventTypes: ['*'] });
        expect(`${url} ${res.status}`).toBe(`${url} 200`);
        await admin('DELETE', `${PATH}/${(await readJson<CreateWebhookResponse>(res)).webhook.id}`);
      }
    } finally {
      t.deps.config.allowPrivateWebhooks = false;
    }
  });

  it.each(['http://[2606:4700::1111]/hooks', 'https://[2001:4860:4860::8888]/hooks', 'http://8.8.8.8/hooks'])(
    'accepts the public address %s',
    async (url) => {
      const res = await admin('POST', PATH, { url, eventTypes: ['*'] });
      expect(res.status).toBe(200);
      await admin('DELETE', `${PATH}/${(await readJson<CreateWebhookResponse>(res)).webhook.id}`);
    },
  );

  // The URL parser reads these as http://x/ (a host the author never wrote), so they fail as malformed
  // whatever the store allows.
  it.each(['http:///x', 'http:/x', 'https:x', 'http:\\\\x/hooks', 'http://\\x/hooks'])(
    'refuses %s as a URL without a host, even when private webhooks are allowed',
    async (url) => {
      for (const allowed of [false, true]) {
        t.deps.config.allowPrivateWebhooks = allowed;
        try {
          const res = await admin('POST', PATH, { url, eventTypes: ['*'] });
          expect(res.status).toBe(400);
          const [violation] = (await readJson(res)).details.validationError!.fieldViolations;
          expect(violation).toMatchObject({ field: 'url', violatedRule: 'FORMAT' });
          expect(violation!.description).toContain('host');
        } finally {
          t.deps.config.allowPrivateWebhooks = false;
        }
      }
    },
  );
});
