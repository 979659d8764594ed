import type { CollectionResponse, ErrorEnvelope, ProductResponse } from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';
import {
  appCode,
  type CollectionTestKit,
  collectionTestKit,
  eventsFor,
  violations,
} from './test-support/collection-requests.js';

let t: TestApp;
let kit: CollectionTestKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await collectionTestKit(t);
});
afterAll(() => t.close());

const W = '/stores/v1/collections';
const add = (id: string, productIds: unknown) =>
  kit.admin('POST', `${W}/${id}/productIds`, { id, productIds });
const remove = (id: string, productIds: unknown) =>
  kit.admin('POST', `${W}/${id}/productIds/delete`, { productIds });

async function count(id: string, as = kit.admin) {
  const res = await as('GET', `/v2/collections/${id}`);
  return res.status === 200
    ? ((await res.json()) as CollectionResponse).collection.numberOfProducts
    : res.status;
}

async function collectionIds(productId: string) {
  const res = await kit.admin('GET', `/stores-reader/v1/products/${productId}`);
  return ((await res.json()) as ProductResponse).product.collectionIds;
}

describe('adding and removing products (W6/W7)', () => {
  it('adds products (duplicates and repeats are no-ops), removes them, and products list the collection', async () => {
    const c = await kit.createCollection({ name: 'Hats' });
    const [a, b] = [await kit.createProduct({ name: 'Hat A' }), await kit.createProduct({ name: 'Hat B' })];
    const res = await add(c.id!, [a.id, b.id, a.id]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await add(c.id!, [a.id])).status).toBe(200);
    expect(await count(c.id!)).toBe(2);
    expect(await collectionIds(a.id!)).toEqual([c.id]);
    expect((await remove(c.id!, [a.id])).status).toBe(200);
    expect((await remove(c.id!, [a.id])).status).toBe(200);
    expect(await count(c.id!)).toBe(1);
    expect(await collectionIds(a.id!)).toEqual([]);
    expect(await collectionIds(b.id!)).toEqual([c.id]);
  });

  it('emits ProductChanged [collectionIds] only for products whose membership changed', async () => {
    const c = await kit.createCollection({ name: 'Evented members' });
    const p = await kit.createProduct({ name: 'Evented product' });
    const before = (await eventsFor(t, p.id!)).length;
    await add(c.id!, [p.id]);
    await add(c.id!, [p.id]);
    await remove(c.id!, [p.id]);
    const events = (await eventsFor(t, p.id!)).slice(before);
    expect(events).toEqual([
      {
        type: 'ProductChanged',
        data: { productId: p.id, changedFields: ['collectionIds'], originatedFromVersion: 'V1_CATALOG' },
      },
      {
        type: 'ProductChanged',
        data: { productId: p.id, changedFields: ['collectionIds'], originatedFromVersion: 'V1_CATALOG' },
      },
    ]);
  });

  it('names unknown product ids and changes nothing, not even for the known ones', async () => {
    const c = await kit.createCollection({ name: 'Strict' });
    const p = await kit.createProduct({ name: 'Known' });
    const before = (await eventsFor(t, p.id!)).length;
    const res = await add(c.id!, [p.id, 'missing-1', '00000000-0000-4000-8000-000000000000']);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorEnvelope;
    expect(body.details.validationError?.fieldViolations).toEqual([
      {
        field: 'productIds',
        description: 'unknown product ids: missing-1, 00000000-0000-4000-8000-000000000000',
        violatedRule: 'VALIDATION',
      },
    ]);
    expect(await count(c.id!)).toBe(0);
    expect(await eventsFor(t, p.id!)).toHaveLength(before);
  });

  it('rejects empty, oversize and mistyped lists, and unknown collections', async () => {
    const c = await kit.createCollection({ name: 'Bounds' });
    expect(await violations(await add(c.id!, []))).toEqual([['productIds', 'MIN_SIZE']]);
    const many = Array.from({ length: 101 }, (_, i) => `p-${i}`);
    expect(await violations(await add(c.id!, many))).toEqual([['productIds', 'MAX_SIZE']]);
    expect(await violations(await remove(c.id!, many))).toEqual([['productIds', 'MAX_SIZE']]);
    expect(await violations(await add(c.id!, 'p-1'))).toEqual([['productIds', 'VALIDATION']]);
    expect(await violations(await kit.admin('POST', `${W}/${c.id}/productIds`, {}))).toEqual([
      ['productIds', 'REQUIRED_FIELD'],
    ]);
    const p = await kit.createProduct({ name: 'Orphan' });
    const unknown = await add('no-such-collection', [p.id]);
    expect(unknown.status).toBe(404);
    expect(await appCode(unknown)).toBe('COLLECTION_NOT_FOUND');
  });

  it('keeps numberOfProducts right when products are deleted or hidden, and when the collection goes', async () => {
    const c = await kit.createCollection({ name: 'Counting' });
    const ps = [];
    for (const name of ['C1', 'C2', 'C3']) ps.push(await kit.createProduct({ name }));
    await add(
      c.id!,
      ps.map((p) => p.id),
    );
    expect(await count(c.id!)).toBe(3);
    expect((await kit.admin('DELETE', `/stores/v1/products/${ps[0]!.id}`)).status).toBe(200);
    expect(await count(c.id!)).toBe(2);
    await kit.admin('PATCH', `/stores/v1/products/${ps[1]!.id}`, { product: { visible: false } });
    expect(await count(c.id!)).toBe(2);
    expect(await count(c.id!, kit.visitor)).toBe(1);
    expect((await kit.admin('DELETE', `${W}/${c.id}`)).status).toBe(200);
    expect(await collectionIds(ps[2]!.id!)).toEqual([]);
    expect((await kit.admin('GET', `/stores-reader/v1/products/${ps[2]!.id}`)).status).toBe(200);
  });
});

describe('one transaction', () => {
  it('a membership change that fails part-way leaves neither memberships nor events', async () => {
    // A trigger makes the second product's update fail after the first product's event was appended.
    await sql`create function refuse_zz() returns trigger language plpgsql as $$
      begin if new.name = 'Zz refuses' then raise exception 'refused'; end if; return new; end $$`.execute(
      t.deps.db,
    );
    await sql`create trigger refuse_zz before update on products for each row execute function refuse_zz()`.execute(
      t.deps.db,
    );
    const c = await kit.createCollection({ name: 'Atomic' });
    const ok = await kit.createProduct({ name: 'Zz accepts' });
    const refuses = await kit.createProduct({ name: 'Zz refuses' });
    const before = await t.deps.db.selectFrom('event_outbox').select('id').execute();
    const res = await add(c.id!, [ok.id, refuses.id]);
    expect(res.status).toBe(500);
    expect(await count(c.id!)).toBe(0);
    expect(await collectionIds(ok.id!)).toEqual([]);
    expect(await t.deps.db.selectFrom('event_outbox').select('id').execute()).toHaveLength(before.length);
  });
});

describe('concurrent writes', () => {
  it('adding a product while it is deleted either adds then cascades or names it unknown, never a 500', async () => {
    const c = await kit.createCollection({ name: 'Racing' });
    for (let round = 0; round < 5; round += 1) {
      const p = await kit.createProduct({ name: `Racer ${round}` });
      const [added, deleted] = await Promise.all([
        add(c.id!, [p.id]),
        kit.admin('DELETE', `/stores/v1/products/${p.id}`),
      ]);
      expect([200, 400]).toContain(added.status);
      expect(deleted.status).toBe(200);
      expect(await count(c.id!)).toBe(0);
    }
  });
});

describe('All Products', () => {
  it('exists, is visible, and counts every product the caller can see', async () => {
    const visibleCount = Number(
      (
        await t.deps.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('visible', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await kit.visitor('GET', `/v2/collections/slug/all-products`);
    expect(res.status).toBe(200);
    const { collection } = (await res.json()) as CollectionResponse;
    expect(collection).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, name: 'All Products', visible: true });
    expect(collection.numberOfProducts).toBe(visibleCount);
    await kit.createProduct({ name: 'Hidden one', visible: false });
    expect(await count(ALL_PRODUCTS_COLLECTION_ID, kit.visitor)).toBe(visibleCount);
    expect(await count(ALL_PRODUCTS_COLLECTION_ID)).toBe(visibleCount + (await hiddenCount()));
    await kit.createProduct({ name: 'Visible one' });
    expect(await count(ALL_PRODUCTS_COLLECTION_ID, kit.visitor)).toBe(visibleCount + 1);
  });

  it('cannot have products added or removed', async () => {
    const p = await kit.createProduct({ name: 'Anything' });
    for (const res of [
      await add(ALL_PRODUCTS_COLLECTION_ID, [p.id]),
      await remove(ALL_PRODUCTS_COLLECTION_ID, [p.id]),
    ]) {
      expect(res.status).toBe(400);
      expect(await appCode(res)).toBe('ALL_PRODUCTS_COLLECTION_READ_ONLY');
    }
  });
});

async function hiddenCount() {
  const row = await t.deps.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('visible', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
