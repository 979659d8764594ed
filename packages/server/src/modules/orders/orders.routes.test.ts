// Reading orders: the buyer's own order, the member's list and orders, the admin's list with filters and search.
import type { Order, OrderResponse, OrdersPageResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE, type OrderKit, orderKit } from '../../flows/test-support/order-kit.js';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import { appError, type Requester } from '../cart/test-support/cart-kit.js';

const clock = movableClock(new Date('2026-03-01T12:00:00.000Z'));
let t: TestApp;
let kit: OrderKit;
let mug: Product;

beforeAll(async () => {
  t = await createTestApp({ clock });
  kit = await orderKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function orderBy(buyer: Requester, email = 'ada@example.com', payment?: unknown): Promise<Order> {
  return kit.placeOrder(buyer, await kit.readyCheckout(buyer, [{ product: mug }], { email }), payment);
}

async function page(as: Requester, path: string): Promise<OrdersPageResponse> {
  const res = await as('GET', path);
  const body = (await res.json()) as OrdersPageResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('the buyer’s order', () => {
  it('is for the visitor or member who placed it and admins; 404 for anyone else', async () => {
    const buyer = await kit.visitor();
    const order = await orderBy(buyer);
    const path = `/ecom/v1/orders/${order.id}`;
    const own = await buyer('GET', path);
    expect(((await own.json()) as OrderResponse).order).toEqual(order);
    expect((await kit.admin('GET', path)).status).toBe(200);
    for (const other of [await kit.visitor(), await kit.member()]) {
      expect(await appError(await other('GET', path))).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await appError(await buyer('GET', '/ecom/v1/orders/nope'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await t.app.request(path)).status).toBe(401);
  });
});

describe('the member’s orders', () => {
  it('lists only the member’s own orders, newest first, with paging; reads one; 404 for another’s', async () => {
    const member = await kit.member();
    const mine: Order[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      mine.push(await orderBy(member));
    }
    const stranger = await kit.member();
    const theirs = await orderBy(stranger);
    const all = await page(member, '/cartwright/v1/members/my/orders');
    expect(all.orders.map((o) => o.id)).toEqual(mine.map((o) => o.id).reverse());
    expect(all.metadata).toEqual({ count: 3, offset: 0, total: 3 });
    expect(all.orders[0]!.buyerInfo.memberId).toBeDefined();
    const second = await page(member, '/cartwright/v1/members/my/orders?limit=1&offset=1');
    expect(second.orders.map((o) => o.id)).toEqual([mine[1]!.id]);
    expect(second.metadata).toEqual({ count: 1, offset: 1, total: 3 });
    const one = await member('GET', `/cartwright/v1/members/my/orders/${mine[0]!.id}`);
    expect(((await one.json()) as OrderResponse).order.id).toBe(mine[0]!.id);
    expect(await appError(await member('GET', `/cartwright/v1/members/my/orders/${theirs.id}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('is for signed-in members: 403 for visitors and admins, 401 without a caller, 400 for bad paging', async () => {
    expect((await (await kit.visitor())('GET', '/cartwright/v1/members/my/orders')).status).toBe(403);
    expect((await kit.admin('GET', '/cartwright/v1/members/my/orders')).status).toBe(403);
    expect((await t.app.request('/cartwright/v1/members/my/orders')).status).toBe(401);
    const member = await kit.member();
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'sort=number']) {
      expect((await member('GET', `/cartwright/v1/members/my/orders?${query}`)).status, query).toBe(400);
    }
  });
});

describe('the admin’s orders', () => {
  it('searches words of the buyer e-mail and names, any case and accents, and numbers exactly', async () => {
    const buyer = await kit.visitor();
    const named = await kit.placeOrder(
      buyer,
      await kit.readyCheckout(buyer, [{ product: mug }], {
        email: 'renee.search@example.com',
        contact: { firstName: 'Renée', lastName: 'Ødegård' },
      }),
    );
    const ids = async (query: string) =>
      (await page(kit.admin, `/cartwright/v1/orders?${query}`)).orders.map((o) => o.id);
    for (const words of ['renee', 'ODEGARD', 'renée ødegård', 'odeg ren', 'search@example', 'e.sear']) {
      expect(await ids(`search=${encodeURIComponent(words)}`), words).toEqual([named.id]);
    }
    expect(await ids(`search=${named.number}`)).toEqual([named.id]);
    expect(await ids('search=renee%20lovelace')).toEqual([]);
    expect(await ids('search=_')).toEqual([]);
    const other = await kit.visitor();
    const ada = await kit.placeOrder(
      other,
      await kit.readyCheckout(other, [{ product: mug }], { email: 'z@example.org' }),
    );
    expect(await ids('search=lovelace%20example.org')).toEqual([ada.id]);
  });

  it('filters by payment status, order status and creation dates, searches by number or e-mail prefix', async () => {
    clock.set(new Date('2026-05-01T09:00:00.000Z'));
    const early = await orderBy(await kit.visitor(), 'First.Buyer@Example.com');
    clock.advance(2 * DAY);
    const offline = await orderBy(await kit.visitor(), 'second@example.com', OFFLINE);
    clock.advance(2 * DAY);
    const late = await orderBy(await kit.visitor(), 'first.other@example.com');
    const ids = async (query: string) =>
      (await page(kit.admin, `/cartwright/v1/orders?${query}`)).orders.map((o) => o.id);

    expect((await ids('from=2026-05-01T00:00:00.000Z')).slice(0, 3)).toEqual([late.id, offline.id, early.id]);
    expect(await ids('from=2026-05-01T00:00:00.000Z&paymentStatus=NOT_PAID')).toEqual([offline.id]);
    expect(await ids('from=2026-05-02T00:00:00.000Z&to=2026-05-04T00:00:00.000Z')).toEqual([offline.id]);
    expect(await ids(`search=${early.number}`)).toEqual([early.id]);
    expect(await ids('search=FIRST.')).toEqual([late.id, early.id]);
    expect(await ids('search=first.b')).toEqual([early.id]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=nobody')).toEqual([]);
    expect(await ids('from=2026-05-01T00:00:00.000Z&fulfillmentStatus=FULFILLED')).toEqual([]);
    expect(await ids('from=2026-05-01T00:00:00.000Z&status=CANCELED')).toEqual([]);
    expect(
      (await ids('from=2026-05-01T00:00:00.000Z&status=APPROVED&fulfillmentStatus=NOT_FULFILLED')).length,
    ).toBe(3);

    const paged = await page(
      kit.admin,
      '/cartwright/v1/orders?from=2026-05-01T00:00:00.000Z&limit=2&offset=1',
    );
    expect(paged.orders.map((o) => o.id)).toEqual([offline.id, early.id]);
    expect(paged.metadata).toEqual({ count: 2, offset: 1, total: 3 });
    const one = await kit.admin('GET', `/cartwright/v1/orders/${late.id}`);
    expect(((await one.json()) as OrderResponse).order).toEqual(late);
  });

  it('lists one member’s orders by memberId: those placed signed in, not a guest’s with their e-mail', async () => {
    const member = await kit.member();
    const first = await orderBy(member);
    const second = await orderBy(member);
    const memberId = first.buyerInfo.memberId!;
    await orderBy(await kit.visitor(), first.buyerInfo.email);
    await orderBy(await kit.member());
    const listed = await page(kit.admin, `/cartwright/v1/orders?memberId=${memberId}&limit=5`);
    expect(listed.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(listed.metadata).toEqual({ count: 2, offset: 0, total: 2 });
    const unpaid = await page(kit.admin, `/cartwright/v1/orders?memberId=${memberId}&paymentStatus=NOT_PAID`);
    expect(unpaid.orders).toEqual([]);
    expect((await page(kit.admin, `/cartwright/v1/orders?memberId=${crypto.randomUUID()}`)).orders).toEqual(
      [],
    );
    expect((await kit.admin('GET', '/cartwright/v1/orders?memberId=not-a-uuid')).status).toBe(400);
  });

  it('is for admins only and refuses bad filters', async () => {
    for (const caller of [await kit.visitor(), await kit.member()]) {
      expect((await caller('GET', '/cartwright/v1/orders')).status).toBe(403);
      expect((await caller('GET', `/cartwright/v1/orders/${crypto.randomUUID()}`)).status).toBe(403);
    }
    expect((await t.app.request('/cartwright/v1/orders')).status).toBe(401);
    for (const query of [
      'paymentStatus=SOMETIMES',
      'fulfillmentStatus=SHIPPED',
      'status=OPEN',
      'from=yesterday',
      'limit=500',
      `search=${'x'.repeat(300)}`,
      'search=',
      'color=red',
    ]) {
      expect((await kit.admin('GET', `/cartwright/v1/orders?${query}`)).status, query).toBe(400);
    }
    expect(await appError(await kit.admin('GET', `/cartwright/v1/orders/${crypto.randomUUID()}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
