// Back-in-stock requests: asking for out-of-stock items only, one open request per e-mail and item, the
// notifier when stock is raised through the catalog API, the admin list and counts, and who may call. Requests
// the notifier should e-mail are confirmed by their link first (back-in-stock-confirmation.routes.test.ts).

import { randomUUID } from 'node:crypto';
import type {
  BackInStockCountsResponse,
  BackInStockRequestResponse,
  EmailOutboxResponse,
  ErrorEnvelope,
  ListBackInStockRequestsResponse,
  Product,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import {
  type CartKit,
  cartKit,
  eventsAbout,
  type Requester,
  requester,
} from '../cart/test-support/cart-kit.js';
import { issueAccessToken } from '../oauth/tokens/access-tokens.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { getWebConfig } from '../store/index.js';
import { notifyBackInStock, startBackInStockNotifier } from './index.js';

const PATH = '/cartwright/v1/back-in-stock-requests';
const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
let kit: CartKit;
let visitor: Requester;
let lamp: Product;
let tee: Product;
let teeM: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://shop.example' } });
  kit = await cartKit(t);
  visitor = await kit.visitor();
  lamp = await kit.createProduct({
    name: 'Lamp',
    slug: 'lamp',
    stock: { trackInventory: true, quantity: 0 },
  });
  tee = await kit.createProduct({
    name: 'Tee',
    slug: 'tee',
    manageVariants: true,
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
  });
  teeM = await kit.variantId(tee.id!, { Size: 'M' });
  const teeS = await kit.variantId(tee.id!, { Size: 'S' });
  await kit.updateVariants(tee.id!, [
    { variantIds: [teeS, teeM], stock: { trackQuantity: true, quantity: 0 } },
  ]);
});
afterAll(() => t.close());

const ask = (as: Requester, catalogReference: Record<string, unknown>, email = 'ada@example.com') =>
  as('POST', PATH, { catalogReference, email });

async function asked(res: Response) {
  const body = await readJson<BackInStockRequestResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.request;
}

async function outboxTo(to: string) {
  const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`);
  return (await readJson<EmailOutboxResponse>(res)).messages;
}

/** Asks, then confirms the request by the link of the newest confirmation e-mail about its item. */
async function askConfirmed(
  as: Requester,
  catalogReference: Record<string, unknown>,
  email = 'ada@example.com',
) {
  const request = await asked(await ask(as, catalogReference, email));
  const message = (await outboxTo(email)).find(
    (m) => m.kind === 'back-in-stock-confirmation' && m.subject.includes(request.itemName),
  );
  const token = String(message?.data?.link).split('/').pop();
  return asked(await as('POST', '/cartwright/v1/back-in-stock-confirmations', { token }));
}

async function appError(res: Response, status: number) {
  expect(res.status).toBe(status);
  return (await readJson<ErrorEnvelope>(res)).details.applicationError?.code;
}

async function listed(query = '') {
  const res = await kit.admin('GET', `${PATH}${query}`);
  expect(res.status).toBe(200);
  return readJson<ListBackInStockRequestsResponse>(res);
}

const status = async (id: string) => (await listed('?limit=100')).requests.find((r) => r.id === id)?.status;

describe('POST /cartwright/v1/back-in-stock-requests', () => {
  it('records a request for an out-of-stock product, with its event', async () => {
    const request = await askConfirmed(visitor, { catalogItemId: lamp.id }, 'Ada@Example.com');
    expect(request).toMatchObject({
      catalogReference: { catalogItemId: lamp.id, options: { variantId: DEFAULT_VARIANT } },
      email: 'ada@example.com',
      status: 'RECEIVED',
      itemName: 'Lamp',
    });
    const events = await eventsAbout(t, request.id);
    expect(events.map((e) => e.type)).toEqual([
      'wix.ecom.v1.back_in_stock_notification_request_created',
      'wix.ecom.v1.back_in_stock_notification_request_updated',
    ]);
    expect(events[0]!.payload).toMatchObject({
      createdEvent: { entity: { id: request.id, status: 'RECEIVED', confirmed: false } },
    });
    expect(events[1]!.payload).toMatchObject({
      updatedEvent: { modifiedFields: { confirmed: true }, currentEntity: { confirmed: true } },
    });
  });

  it('refuses a second open request of the same e-mail for the same item, in any case', async () => {
    const code = await appError(await ask(visitor, { catalogItemId: lamp.id }, 'ADA@example.com'), 409);
    expect(code).toBe('BACK_IN_STOCK_REQUEST_EXISTS');
    const member = await kit.member();
    await askConfirmed(member, { catalogItemId: lamp.id }, 'grace@example.com');
  });

  it('takes a variant by its options or its id', async () => {
    const byOptions = await askConfirmed(visitor, {
      catalogItemId: tee.id,
      options: { options: { Size: 'M' } },
    });
    expect(byOptions).toMatchObject({
      catalogReference: { options: { variantId: teeM } },
      itemName: 'Tee (Size: M)',
    });
    const code = await appError(
      await ask(visitor, { catalogItemId: tee.id, options: { variantId: teeM } }),
      409,
    );
    expect(code).toBe('BACK_IN_STOCK_REQUEST_EXISTS');
  });

  it('refuses items in stock', async () => {
    const mug = await kit.createProduct({ name: 'Mug' });
    expect(await appError(await ask(visitor, { catalogItemId: mug.id }), 409)).toBe('ITEM_IN_STOCK');
    const counted = await kit.createProduct({ name: 'Vase', stock: { trackInventory: true, quantity: 4 } });
    expect(await appError(await ask(visitor, { catalogItemId: counted.id }), 409)).toBe('ITEM_IN_STOCK');
  });

  it('answers 404 for unknown and hidden products, 400 for a variant the product lacks', async () => {
    const unknown = '7d3f5f64-1b4a-4c9a-9a57-3b1f4a7c9e11';
    expect(await appError(await ask(visitor, { catalogItemId: unknown }), 404)).toBe(
      'CATALOG_ITEM_NOT_FOUND',
    );
    expect(await appError(await ask(visitor, { catalogItemId: 'not-a-product' }), 404)).toBe(
      'CATALOG_ITEM_NOT_FOUND',
    );
    const hidden = await kit.createProduct({ name: 'Secret', visible: false, stock: { inStock: false } });
    expect(await appError(await ask(visitor, { catalogItemId: hidden.id }), 404)).toBe(
      'CATALOG_ITEM_NOT_FOUND',
    );
    expect(await violations(await ask(visitor, { catalogItemId: tee.id }))).toEqual([
      ['catalogReference.options', 'VALIDATION'],
    ]);
    expect(
      await violations(await ask(visitor, { catalogItemId: tee.id, options: { variantId: unknown } })),
    ).toEqual([['catalogReference.options', 'VALIDATION']]);
  });

  it('refuses bad input', async () => {
    const post = (body: unknown) => visitor('POST', PATH, body);
    expect((await post({ catalogReference: { catalogItemId: lamp.id } })).status).toBe(400);
    expect((await post({ email: 'ada@example.com' })).status).toBe(400);
    expect(
      (await post({ catalogReference: { catalogItemId: lamp.id }, email: 'not an address' })).status,
    ).toBe(400);
    expect(
      (await post({ catalogReference: { catalogItemId: lamp.id }, email: `${'a'.repeat(250)}@x.io` })).status,
    ).toBe(400);
    expect((await post({ catalogReference: { catalogItemId: 42 }, email: 'ada@example.com' })).status).toBe(
      400,
    );
    expect((await post({ catalogReference: { catalogItemId: '' }, email: 'ada@example.com' })).status).toBe(
      400,
    );
    expect(
      (await post({ catalogReference: { catalogItemId: lamp.id }, email: 'ada@example.com', extra: 1 }))
        .status,
    ).toBe(400);
    expect(
      await violations(await ask(visitor, { catalogItemId: lamp.id, appId: 'another-app' }, 'x@example.com')),
    ).toEqual([['catalogReference.appId', 'VALIDATION']]);
    expect((await visitor('POST', PATH, '{"catalogReference":')).status).toBe(400);
  });

  it('caps the open requests of one shopper, and counts only open ones', async () => {
    const memberId = randomUUID();
    const { clientId } = await getWebConfig(t.deps);
    const { token } = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
    const member = requester(t.app, { authorization: token });
    const now = new Date();
    const open = Array.from({ length: 20 }, (_, i) => ({
      id: randomUUID(),
      product_id: randomUUID(),
      variant_id: DEFAULT_VARIANT,
      email: `cap-${i}@example.com`,
      status: i === 0 ? ('NOTIFICATION_SENT' as const) : ('RECEIVED' as const),
      product_name: 'Elsewhere',
      item_name: 'Elsewhere',
      requester_kind: 'member',
      requester_id: memberId,
      created_at: now,
      updated_at: now,
    }));
    await t.deps.db.insertInto('back_in_stock_requests').values(open).execute();
    // 19 open (one was sent): the 20th is taken, the 21st refused.
    await asked(await ask(member, { catalogItemId: lamp.id }, 'cap-a@example.com'));
    const refused = await ask(
      member,
      { catalogItemId: tee.id, options: { variantId: teeM } },
      'cap-b@example.com',
    );
    expect(await appError(refused, 429)).toBe('BACK_IN_STOCK_LIMIT_REACHED');
    await t.deps.db.deleteFrom('back_in_stock_requests').where('requester_id', '=', memberId).execute();
  });

  it('needs a visitor or member token', async () => {
    const anonymous = jsonRequest(t, kit.creds.anonymous);
    expect(
      (
        await anonymous('POST', PATH, {
          catalogReference: { catalogItemId: lamp.id },
          email: 'z@example.com',
        })
      ).status,
    ).toBe(401);
  });
});

describe('notification when stock is raised through the catalog API', () => {
  it('leaves requests waiting while the item is out of stock', async () => {
    expect(await notifyBackInStock(t.deps)).toEqual({ notified: 0, failed: 0 });
    expect((await listed('?status=RECEIVED')).requests.length).toBeGreaterThanOrEqual(3);
  });

  it('e-mails everyone waiting for a product once its stock is raised, through PROCESSING', async () => {
    await kit.patchProduct(lamp.id!, { stock: { trackInventory: true, quantity: 3 } });
    expect((await notifyBackInStock(t.deps)).notified).toBe(2);
    expect(await notifyBackInStock(t.deps)).toEqual({ notified: 0, failed: 0 });

    const lampRequests = (await listed(`?productId=${lamp.id}`)).requests;
    expect(lampRequests.map((r) => r.status)).toEqual(['NOTIFICATION_SENT', 'NOTIFICATION_SENT']);
    expect(lampRequests[0]!.notifiedDate).toBeDefined();
    const [message] = (await outboxTo('ada@example.com')).filter((m) => m.kind === 'back-in-stock');
    expect(message).toMatchObject({
      kind: 'back-in-stock',
      subject: 'Lamp is back in stock',
      data: { link: 'https://shop.example/product-page/lamp' },
    });
    expect(message!.html).toContain('href="https://shop.example/product-page/lamp"');
    expect((await outboxTo('grace@example.com')).map((m) => m.kind)).toEqual([
      'back-in-stock',
      'back-in-stock-confirmation',
    ]);

    const events = await eventsAbout(t, lampRequests[0]!.id);
    expect(
      events.map((e) => [e.type, (e.payload.updatedEvent as { modifiedFields?: unknown })?.modifiedFields]),
    ).toEqual([
      ['wix.ecom.v1.back_in_stock_notification_request_created', undefined],
      [
        'wix.ecom.v1.back_in_stock_notification_request_updated',
        { confirmed: true, confirmedDate: expect.any(String) },
      ],
      ['wix.ecom.v1.back_in_stock_notification_request_updated', { status: 'PROCESSING' }],
      ['wix.ecom.v1.back_in_stock_notification_request_updated', { status: 'NOTIFICATION_SENT' }],
    ]);
  });

  it('notifies per variant: raising one size leaves the other waiting', async () => {
    const teeS = await kit.variantId(tee.id!, { Size: 'S' });
    await kit.updateVariants(tee.id!, [{ variantIds: [teeS], stock: { trackQuantity: true, quantity: 5 } }]);
    await notifyBackInStock(t.deps);
    const waiting = (await listed(`?productId=${tee.id}`)).requests;
    expect(waiting.map((r) => r.status)).toEqual(['RECEIVED']);

    await kit.updateVariants(tee.id!, [{ variantIds: [teeM], stock: { trackQuantity: true, quantity: 1 } }]);
    expect((await notifyBackInStock(t.deps)).notified).toBe(1);
    expect(await status(waiting[0]!.id)).toBe('NOTIFICATION_SENT');
    const messages = await outboxTo('ada@example.com');
    expect(messages.map((m) => m.subject)).toContain('Tee (Size: M) is back in stock');
  });

  it('takes a new request once the last one was sent and the item ran out again', async () => {
    await kit.patchProduct(lamp.id!, { stock: { trackInventory: true, quantity: 0 } });
    await asked(await ask(visitor, { catalogItemId: lamp.id }));
  });

  it('marks requests FAILED when their product is deleted', async () => {
    const chair = await kit.createProduct({ name: 'Chair', stock: { inStock: false } });
    const request = await askConfirmed(visitor, { catalogItemId: chair.id });
    expect((await kit.admin('DELETE', `/stores/v1/products/${chair.id}`)).status).toBe(200);
    expect((await notifyBackInStock(t.deps)).failed).toBe(1);
    const [failed] = (await listed(`?productId=${chair.id}`)).requests;
    expect(failed).toMatchObject({
      id: request.id,
      status: 'FAILED',
      failureReason: expect.stringContaining('no longer'),
    });
  });

  it('runs by itself after a stock change (the worker wakes on the catalog event)', async () => {
    const desk = await kit.createProduct({ name: 'Desk', stock: { inStock: false } });
    const request = await askConfirmed(visitor, { catalogItemId: desk.id }, 'desk@example.com');
    const worker = startBackInStockNotifier(t.deps, (wake) => t.deps.eventsAppended.onEventAppended(wake));
    try {
      await kit.patchProduct(desk.id!, { stock: { inStock: true } });
      await expect
        .poll(() => status(request.id), { timeout: 10_000, interval: 200 })
        .toBe('NOTIFICATION_SENT');
      expect((await outboxTo('desk@example.com')).filter((m) => m.kind === 'back-in-stock')).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

describe('concurrency (a pool of connections on PostgreSQL)', () => {
  it('keeps one open request when the same e-mail asks 20 times at once', async () => {
    const bench = await kit.createProduct({ name: 'Bench', stock: { inStock: false } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ask(visitor, { catalogItemId: bench.id }, 'race@example.com')),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await listed(`?productId=${bench.id}`)).requests).toHaveLength(1);
  });

  it('e-mails each request once when several notifiers run at once', async () => {
    const stool = await kit.createProduct({ name: 'Stool', stock: { inStock: false } });
    const emails = Array.from({ length: 6 }, (_, i) => `stool-${i}@example.com`);
    for (const email of emails) await askConfirmed(visitor, { catalogItemId: stool.id }, email);
    await kit.patchProduct(stool.id!, { stock: { inStock: true } });
    const runs = await Promise.all([
      notifyBackInStock(t.deps),
      notifyBackInStock(t.deps),
      notifyBackInStock(t.deps),
    ]);
    expect(runs.reduce((sum, run) => sum + run.notified, 0)).toBe(6);
    for (const email of emails) {
      expect((await outboxTo(email)).filter((m) => m.kind === 'back-in-stock')).toHaveLength(1);
    }
  });
});

describe('admin list and counts', () => {
  it('filters by status and product and pages newest first', async () => {
    const all = await listed('?limit=100');
    expect(all.pagingMetadata.total).toBe(all.requests.length);
    const dates = all.requests.map((r) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const sent = await listed('?status=NOTIFICATION_SENT');
    expect(sent.requests.every((r) => r.status === 'NOTIFICATION_SENT')).toBe(true);
    expect((await listed('?limit=1&offset=1')).requests[0]!.id).toBe(all.requests[1]!.id);
    expect((await listed('?productId=not-a-uuid')).requests).toEqual([]);
    for (const query of ['?status=DONE', '?limit=0', '?limit=101', '?offset=-1', '?color=red']) {
      expect((await kit.admin('GET', `${PATH}${query}`)).status, query).toBe(400);
    }
  });

  it('counts requests per product by status', async () => {
    const res = await kit.admin('GET', `${PATH}/counts`);
    expect(res.status).toBe(200);
    const { products } = await readJson<BackInStockCountsResponse>(res);
    expect(products.find((p) => p.productId === lamp.id)).toEqual({
      productId: lamp.id,
      productName: 'Lamp',
      received: 1,
      processing: 0,
      notificationSent: 2,
      failed: 0,
    });
    expect(products.find((p) => p.productId === tee.id)).toMatchObject({ notificationSent: 1, received: 0 });
    expect(products[0]!.received).toBeGreaterThanOrEqual(products.at(-1)!.received);
  });

  it('answers admins and API keys only', async () => {
    for (const path of [PATH, `${PATH}/counts`]) {
      expect((await jsonRequest(t, kit.creds.anonymous)('GET', path)).status).toBe(401);
      expect((await jsonRequest(t, kit.creds.visitor)('GET', path)).status).toBe(403);
      expect((await jsonRequest(t, kit.creds.member)('GET', path)).status).toBe(403);
      expect((await jsonRequest(t, kit.creds.adminToken)('GET', path)).status).toBe(200);
    }
  });
});
