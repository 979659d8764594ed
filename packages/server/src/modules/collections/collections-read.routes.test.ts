import type { CollectionResponse, QueryCollectionsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';
import { type CallerName, jsonRequest } from '../products/test-support/catalog-callers.js';
import {
  appCode,
  type CollectionTestKit,
  collectionTestKit,
  violations,
} from './test-support/collection-requests.js';

let t: TestApp;
let kit: CollectionTestKit;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  kit = await collectionTestKit(t);
  for (const [name, visible] of [
    ['Rq Apples', true],
    ['Rq Pears', true],
    ['Rq Plums', false],
  ] as const) {
    ids[name] = (await kit.createCollection({ name, visible })).id!;
  }
  const products = [];
  for (const name of ['Rq p1', 'Rq p2', 'Rq p3']) products.push((await kit.createProduct({ name })).id);
  await kit.admin('POST', `/stores/v1/collections/${ids['Rq Pears']}/productIds`, { productIds: products });
  await kit.admin('POST', `/stores/v1/collections/${ids['Rq Apples']}/productIds`, {
    productIds: [products[0]],
  });
});
afterAll(() => t.close());

const PREFIXES = ['/v2/collections', '/stores-reader/v2/collections'];
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
const names = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryCollectionsResponse).collections.map((c) => c.name);
};

describe('get one collection (R-1, R-2, R-5)', () => {
  for (const prefix of PREFIXES) {
    it(`${prefix}: by id and by slug, with the count`, async () => {
      const byId = await kit.visitor('GET', `${prefix}/${ids['Rq Pears']}?id=${ids['Rq Pears']}`);
      expect(byId.status).toBe(200);
      expect(((await byId.json()) as CollectionResponse).collection).toMatchObject({
        name: 'Rq Pears',
        slug: 'rq-pears',
        numberOfProducts: 3,
      });
      const bySlug = await kit.visitor('GET', `${prefix}/slug/rq-apples?slug=rq-apples`);
      expect(((await bySlug.json()) as CollectionResponse).collection.id).toBe(ids['Rq Apples']);
    });
  }

  it('v1 by slug answers the same collection', async () => {
    const res = await kit.visitor('GET', '/stores-reader/v1/collections/slug/rq-pears');
    expect(((await res.json()) as CollectionResponse).collection.id).toBe(ids['Rq Pears']);
  });

  const hiddenStatus: Record<CallerName, number> = {
    anonymous: 404,
    visitor: 404,
    member: 404,
    adminToken: 200,
    apiKey: 200,
  };
  for (const [name, status] of Object.entries(hiddenStatus) as [CallerName, number][]) {
    it(`a hidden collection is ${status} to ${name} on every read path`, async () => {
      const as = jsonRequest(t, kit.creds[name]);
      const paths = [
        ...PREFIXES.flatMap((p) => [`${p}/${ids['Rq Plums']}`, `${p}/slug/rq-plums`]),
        '/stores-reader/v1/collections/slug/rq-plums',
      ];
      for (const path of paths) {
        const res = await as('GET', path);
        expect(res.status).toBe(status);
        if (status === 404) expect(await appCode(res)).toBe('COLLECTION_NOT_FOUND');
      }
    });
  }

  it('unknown ids and slugs are COLLECTION_NOT_FOUND; an unknown query parameter is a violation', async () => {
    expect(await appCode(await kit.admin('GET', '/v2/collections/nope'))).toBe('COLLECTION_NOT_FOUND');
    expect(await appCode(await kit.admin('GET', '/v2/collections/slug/nope'))).toBe('COLLECTION_NOT_FOUND');
    expect(await violations(await kit.admin('GET', `/v2/collections/${ids['Rq Pears']}?color=red`))).toEqual([
      ['color', 'FIELD_NOT_ALLOWED'],
    ]);
  });
});

describe('query collections (R-3)', () => {
  const filter = { name: { $startsWith: 'Rq ' } };
  for (const prefix of PREFIXES) {
    it(`${prefix}/query: GET .r=, GET plain params and POST agree`, async () => {
      const query = { filter, sort: [{ fieldName: 'name', order: 'DESC' }] };
      const viaR = await names(await kit.visitor('GET', `${prefix}/query?.r=${encode({ query })}`));
      expect(viaR).toEqual(['Rq Pears', 'Rq Apples']);
      const viaPost = await names(await kit.visitor('POST', `${prefix}/query`, { query }));
      expect(viaPost).toEqual(viaR);
      const params = `query.filter.name.$startsWith=${encodeURIComponent('Rq ')}&query.paging.limit=1`;
      const plain = await kit.visitor('GET', `${prefix}/query?${params}`);
      const body = (await plain.json()) as QueryCollectionsResponse;
      expect(body.collections.map((c) => c.name)).toEqual(['Rq Apples']);
      expect(body.metadata).toMatchObject({ count: 1, offset: 0, total: 2 });
    });
  }

  it('admins also see hidden collections; everyone can filter and sort by numberOfProducts', async () => {
    expect(await names(await kit.admin('POST', '/v2/collections/query', { query: { filter } }))).toEqual([
      'Rq Apples',
      'Rq Pears',
      'Rq Plums',
    ]);
    const busy = { filter: { ...filter, numberOfProducts: { $gt: 1 } } };
    expect(await names(await kit.visitor('POST', '/v2/collections/query', { query: busy }))).toEqual([
      'Rq Pears',
    ]);
    const sorted = { filter, sort: [{ fieldName: 'numberOfProducts', order: 'ASC' }] };
    expect(await names(await kit.admin('POST', '/v2/collections/query', { query: sorted }))).toEqual([
      'Rq Plums',
      'Rq Apples',
      'Rq Pears',
    ]);
    const byVisibility = { filter: { ...filter, visible: false } };
    expect(await names(await kit.admin('POST', '/v2/collections/query', { query: byVisibility }))).toEqual([
      'Rq Plums',
    ]);
    const all = { filter: { id: ALL_PRODUCTS_COLLECTION_ID } };
    expect(await names(await kit.visitor('POST', '/v2/collections/query', { query: all }))).toEqual([
      'All Products',
    ]);
  });

  it('rejects unknown fields, wrong value types, unsortable fields and oversize pages, naming the field', async () => {
    const post = (query: unknown) => kit.visitor('POST', '/v2/collections/query', { query });
    expect(await violations(await post({ filter: { price: 3 } }))).toEqual([
      ['query.filter.price', 'FIELD_NOT_ALLOWED'],
    ]);
    expect((await violations(await post({ filter: { visible: 'yes' } })))?.[0]?.[0]).toBe(
      'query.filter.visible.$eq',
    );
    expect((await violations(await post({ sort: [{ fieldName: 'visible' }] })))?.[0]?.[0]).toMatch(
      /^query\.sort/,
    );
    expect(await violations(await post({ paging: { limit: 101 } }))).toEqual([['query.paging.limit', 'MAX']]);
  });
});
