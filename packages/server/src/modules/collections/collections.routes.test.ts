import type { Collection, CollectionResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';
import { type CallerName, jsonRequest } from '../products/test-support/catalog-callers.js';
import {
  appCode,
  type CollectionTestKit,
  collectionTestKit,
  eventsFor,
  violations,
} from './test-support/collection-requests.js';

const clock = movableClock(new Date('2026-04-01T09:00:00.000Z'));
let t: TestApp;
let kit: CollectionTestKit;

beforeAll(async () => {
  t = await createTestApp({ clock });
  kit = await collectionTestKit(t);
});
afterAll(() => t.close());

const W = '/stores/v1/collections';

describe('POST /stores/v1/collections (W15)', () => {
  it('creates a visible, empty collection with a slug from the name', async () => {
    const collection = await kit.createCollection({ name: 'Summer Hats!', description: 'Wide brims' });
    expect(collection).toEqual({
      id: expect.any(String),
      name: 'Summer Hats!',
      slug: 'summer-hats',
      description: 'Wide brims',
      visible: true,
      numberOfProducts: 0,
      media: { items: [] },
      lastUpdated: '2026-04-01T09:00:00.000Z',
    });
  });

  it('numbers generated slugs apart and keeps an explicit free slug', async () => {
    expect((await kit.createCollection({ name: 'Tea' })).slug).toBe('tea');
    expect((await kit.createCollection({ name: 'TEA' })).slug).toBe('tea-2');
    expect((await kit.createCollection({ name: 'Green', slug: 'green-tea', visible: false })).slug).toBe(
      'green-tea',
    );
  });

  it('answers 409 SLUG_ALREADY_EXISTS for an explicit slug in use, and writes nothing', async () => {
    await kit.createCollection({ name: 'Mugs', slug: 'mugs' });
    const before = await t.deps.db.selectFrom('collections').select('id').execute();
    const res = await kit.admin('POST', W, { collection: { name: 'Other mugs', slug: 'mugs' } });
    expect(res.status).toBe(409);
    expect(await appCode(res)).toBe('SLUG_ALREADY_EXISTS');
    expect(await t.deps.db.selectFrom('collections').select('id').execute()).toHaveLength(before.length);
  });

  it('rejects missing, mistyped, oversize and unknown fields', async () => {
    expect(await violations(await kit.admin('POST', W, {}))).toEqual([['collection', 'REQUIRED_FIELD']]);
    expect(await violations(await kit.admin('POST', W, { collection: {} }))).toEqual([
      ['collection.name', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await kit.admin('POST', W, { collection: { name: 7 } }))).toEqual([
      ['collection.name', 'VALIDATION'],
    ]);
    const long = await kit.admin('POST', W, { collection: { name: 'x'.repeat(51) } });
    expect(await violations(long)).toEqual([['collection.name', 'MAX_LENGTH']]);
    const badSlug = await kit.admin('POST', W, { collection: { name: 'A', slug: 'Not A Slug' } });
    expect(await violations(badSlug)).toEqual([['collection.slug', 'FORMAT']]);
    const extra = await kit.admin('POST', W, { collection: { name: 'A', numberOfProducts: 3 } });
    expect(await violations(extra)).toEqual([['collection.numberOfProducts', 'FIELD_NOT_ALLOWED']]);
    expect(
      await violations(await kit.admin('POST', W, { collection: { name: 'A', visible: 'yes' } })),
    ).toEqual([['collection.visible', 'VALIDATION']]);
  });

  it('appends CollectionCreated with the gateway payload', async () => {
    const collection = await kit.createCollection({ name: 'Evented', visible: false });
    expect(await eventsFor(t, collection.id!)).toEqual([
      {
        type: 'CollectionCreated',
        data: {
          collection_Id: collection.id,
          name: 'Evented',
          media: { items: [] },
          slug: 'evented',
          visible: false,
          originatedFromVersion: 'V1_CATALOG',
        },
      },
    ]);
  });
});

describe('PATCH /stores/v1/collections/{id} (W16)', () => {
  it('changes only the given fields, keeps the slug, and appends CollectionChanged', async () => {
    const created = await kit.createCollection({ name: 'Scarves', description: 'Warm' });
    clock.advance(60_000);
    const res = await kit.admin('PATCH', `${W}/${created.id}`, {
      collection: { id: created.id, name: 'Wool scarves', visible: false },
    });
    expect(res.status).toBe(200);
    const { collection } = (await res.json()) as CollectionResponse;
    expect(collection).toMatchObject({
      name: 'Wool scarves',
      slug: 'scarves',
      description: 'Warm',
      visible: false,
    });
    expect(collection.lastUpdated).toBe(new Date(clock().getTime()).toISOString());
    expect((await eventsFor(t, created.id!)).at(-1)).toEqual({
      type: 'CollectionChanged',
      data: {
        collection_Id: created.id,
        changedFields: ['name', 'visible'],
        originatedFromVersion: 'V1_CATALOG',
      },
    });
  });

  it('takes a new explicit slug, refuses one in use (409) and leaves no event behind', async () => {
    const a = await kit.createCollection({ name: 'Socks' });
    await kit.createCollection({ name: 'Belts' });
    const ok = await kit.admin('PATCH', `${W}/${a.id}`, { collection: { slug: 'warm-socks' } });
    expect(((await ok.json()) as CollectionResponse).collection.slug).toBe('warm-socks');
    const eventsBefore = await eventsFor(t, a.id!);
    const taken = await kit.admin('PATCH', `${W}/${a.id}`, {
      collection: { slug: 'belts', name: 'Renamed' },
    });
    expect(taken.status).toBe(409);
    expect(await eventsFor(t, a.id!)).toEqual(eventsBefore);
    const same = await kit.admin('PATCH', `${W}/${a.id}`, { collection: { slug: 'warm-socks' } });
    expect(same.status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a mismatched or malformed body', async () => {
    const unknown = await kit.admin('PATCH', `${W}/no-such-id`, { collection: { name: 'X' } });
    expect(unknown.status).toBe(404);
    expect(await appCode(unknown)).toBe('COLLECTION_NOT_FOUND');
    const c = await kit.createCollection({ name: 'Gloves' });
    expect(
      await violations(await kit.admin('PATCH', `${W}/${c.id}`, { collection: { id: 'other' } })),
    ).toEqual([['collection.id', 'VALIDATION']]);
    expect(await violations(await kit.admin('PATCH', `${W}/${c.id}`, { collection: { name: '' } }))).toEqual([
      ['collection.name', 'MIN_LENGTH'],
    ]);
  });
});

describe('DELETE /stores/v1/collections/{id} (W17)', () => {
  it('deletes the collection, answers {}, appends CollectionDeleted; a second delete is 404', async () => {
    const c = await kit.createCollection({ name: 'Gone soon' });
    const res = await kit.admin('DELETE', `${W}/${c.id}?id=${c.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await eventsFor(t, c.id!)).at(-1)).toEqual({
      type: 'CollectionDeleted',
      data: { collection_Id: c.id, originatedFromVersion: 'V1_CATALOG' },
    });
    const again = await kit.admin('DELETE', `${W}/${c.id}`);
    expect(again.status).toBe(404);
    expect(await appCode(again)).toBe('COLLECTION_NOT_FOUND');
  });

  it('refuses to delete All Products with a clear application error', async () => {
    const res = await kit.admin('DELETE', `${W}/${ALL_PRODUCTS_COLLECTION_ID}`);
    expect(res.status).toBe(400);
    expect(await appCode(res)).toBe('ALL_PRODUCTS_COLLECTION_READ_ONLY');
  });
});

describe('OpenAPI', () => {
  it('describes every collection route', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as { paths: Record<string, object> };
    const expected = {
      '/stores/v1/collections': ['post'],
      '/stores/v1/collections/{id}': ['patch', 'delete'],
      '/stores/v1/collections/{id}/productIds': ['post'],
      '/stores/v1/collections/{id}/productIds/delete': ['post'],
      '/stores-reader/v1/collections/slug/{slug}': ['get'],
      '/v2/collections/{id}': ['get'],
      '/v2/collections/slug/{slug}': ['get'],
      '/v2/collections/query': ['get', 'post'],
      '/stores-reader/v2/collections/{id}': ['get'],
      '/stores-reader/v2/collections/slug/{slug}': ['get'],
      '/stores-reader/v2/collections/query': ['get', 'post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}).sort()).toEqual(expect.arrayContaining(methods));
    }
  });
});

describe('who may write', () => {
  const expected: Record<CallerName, number> = {
    anonymous: 401,
    visitor: 403,
    member: 403,
    adminToken: 200,
    apiKey: 200,
  };
  for (const [name, status] of Object.entries(expected) as [CallerName, number][]) {
    it(`${name}: ${status} on create, update, delete and membership changes`, async () => {
      const as = jsonRequest(t, kit.creds[name]);
      const target: Collection = await kit.createCollection({ name: `Target ${name}` });
      const product = await kit.createProduct({ name: `Member ${name}` });
      const calls = [
        as('POST', W, { collection: { name: `By ${name}` } }),
        as('PATCH', `${W}/${target.id}`, { collection: { description: name } }),
        as('POST', `${W}/${target.id}/productIds`, { productIds: [product.id] }),
        as('POST', `${W}/${target.id}/productIds/delete`, { productIds: [product.id] }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(status);
      expect((await as('DELETE', `${W}/${target.id}`)).status).toBe(status);
    });
  }
});
